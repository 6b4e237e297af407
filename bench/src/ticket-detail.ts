// `npm run bench:ticket-detail [-- --write]`: the ticket detail page's reads on the local
// PostgreSQL server with a million tickets (database `ccms_bench_tickets`, shared with the other
// ticket benchmarks and filled the same way), for a ticket with 50 activities, 20 notes and
// 5 files. Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { argValue, bearerTokensOf, startProduct, writeDocSection } from './common.ts';
import { stop } from './processes.ts';
import { prepareTicketBenchDatabase } from './ticket-scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const pageOpens = Number(argValue('page-opens') ?? 200);
const port = 3213;
/** The demo users whose requests are measured. */
const USERS = ['agent@demo.local', 'manager@demo.local'];

/** Every read the detail page makes on first open, each once (the Playwright journey checks). */
const PAGE_CALLS = [
  'GetTicket',
  'TicketAuthority',
  'GetTicketActivities',
  'GetTicketActivityFlow',
  'GetTicketOfFlows',
  'GetTicketCurrentFlows',
  'GetTicketQuestionsByTicketId',
  'GetTicketNotes',
  'GetDocumentsOfTicket',
] as const;

type Figures = { requestsPerSecond: number; p50: number; p99: number; failures: number };

async function load(call: string, body: unknown, authorization: string, baseUrl: string) {
  const result = await autocannon({
    url: baseUrl,
    connections: 1,
    duration,
    requests: [
      {
        method: 'POST',
        path: `/api/ticket/${call}`,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    ],
  });
  const figures: Figures = {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
  return figures;
}

/**
 * Gives one open ticket of the manager's store 50 activities (every fifth a hand-off with its
 * flow row), 20 notes and 5 files, written straight into the tables.
 */
async function prepareTicket(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string; role_id: string; store_id: string }>(
    `select t.id, t.current_role_id as role_id, t.responsible_store_id as store_id
     from tickets t join stores s on s.id = t.store_id
     where s.name like '%KADIKÖY BAHARİYE%' and t.status <> 3 and not t.is_deleted
     order by t.ticket_no desc limit 1`,
  );
  const ticket = rows[0];
  if (!ticket) throw new Error('No open Kadıköy ticket in the bench database');
  const { rows: people } = await client.query<{ id: string }>(
    "select id from users where email_address = 'agent@demo.local'",
  );
  const userId = people[0]?.id;
  await client.query('begin');
  // A rerun starts from the same ticket: its earlier bench rows go first.
  await client.query('delete from ticket_notes where ticket_id = $1', [ticket.id]);
  await client.query(
    "delete from ticket_activities where ticket_id = $1 and description like 'Bench aktivitesi %'",
    [ticket.id],
  );
  await client.query(
    'delete from ticket_flows where ticket_id = $1 and activity_id is null and ended_at is not null',
    [ticket.id],
  );
  await client.query(
    `update ticket_documents set is_deleted = true where ticket_id = $1 and not is_deleted`,
    [ticket.id],
  );
  await client.query(
    `insert into ticket_activities (ticket_id, status, sub_status, description, created_by_user_id, created_at)
     select $1, 5, 10, 'Bench aktivitesi ' || n, $2, now() - (50 - n) * interval '10 minutes'
     from generate_series(1, 50) n`,
    [ticket.id, userId],
  );
  await client.query(
    `insert into ticket_flows (ticket_id, role_id, store_id, started_at, ended_at)
     select $1, $2, $3, now() - (50 - n) * interval '10 minutes', now() - (45 - n) * interval '10 minutes'
     from generate_series(5, 45, 5) n`,
    [ticket.id, ticket.role_id, ticket.store_id],
  );
  await client.query(
    `insert into ticket_notes (ticket_id, description, created_by_user_id)
     select $1, 'Bench notu ' || n, $2 from generate_series(1, 20) n`,
    [ticket.id, userId],
  );
  await client.query(
    `insert into ticket_documents (ticket_id, storage_key, file_name, content_type, size, created_by_user_id)
     select $1, 'bench/' || gen_random_uuid(), 'dosya-' || n || '.pdf', 'application/pdf', 1024, $2
     from generate_series(1, 5) n`,
    [ticket.id, userId],
  );
  await client.query('commit');
  return ticket.id;
}

async function main() {
  const { url } = await prepareTicketBenchDatabase(size);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ticketId = await prepareTicket(client);
  const { rows: counts } = await client.query<{ total: number }>(
    'select count(*)::int as total from tickets where not is_deleted',
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-detail-'));
  const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
  try {
    const tokens = await bearerTokensOf(url, server, dataDir, USERS);
    const body = { id: ticketId };
    const lines: string[] = [];
    for (const user of ['agent@demo.local', 'manager@demo.local']) {
      const authorization = tokens.get(user) as string;
      for (const call of PAGE_CALLS) {
        const f = await load(call, body, authorization, server.baseUrl);
        lines.push(
          `| ${call} | ${user} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.failures} |`,
        );
      }
    }

    // The whole first open: every call at once, as the page sends them, `pageOpens` times.
    const authorization = tokens.get('manager@demo.local') as string;
    const walls: number[] = [];
    for (let open = 0; open < pageOpens; open++) {
      const started = performance.now();
      const answers = await Promise.all(
        PAGE_CALLS.map((call) =>
          fetch(`${server.baseUrl}/api/ticket/${call}`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      );
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      if (answers.some((answer) => !answer.ok)) throw new Error('A detail call failed');
      walls.push(performance.now() - started);
    }
    walls.sort((a, b) => a - b);
    const at = (share: number) =>
      walls[Math.min(walls.length - 1, Math.floor(share * walls.length))]?.toFixed(0);

    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, local PostgreSQL: ${counts[0]?.total.toLocaleString('en')} live tickets; the ticket has 50 activities, 10 flow rows, 20 notes and 5 files.`,
      `autocannon, 1 connection, ${duration} s per call; the agent sees every ticket, the store manager through the visibility rules (docs/domain.md §2).`,
      '',
      '| call | user | requests/s | p50 ms | p99 ms | errors + non-2xx |',
      '|---|---|---|---|---|---|',
      ...lines,
      '',
      `The page's first open (the ${PAGE_CALLS.length} calls above at once, each once, as the store manager), ${pageOpens} times: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms until the last answer.`,
    ].join('\n');
    console.log(report);
    if (process.argv.includes('--write')) writeDocSection('<!-- bench:ticket-detail -->', report);
  } finally {
    stop(server.child);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
