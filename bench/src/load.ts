// `npm run bench:load [-- --agents=200] [-- --minutes=5 | --seconds=N] [-- --restart-db]
// [-- --port=3221] [-- --write]`: issue 26 items 6 and 7. N agents work closed loop for M minutes
// against one product instance on PostgreSQL with the demo data, doing the real mix: an incoming
// call's phone look-up, the customer's page and tickets, their own list, a ticket's detail and
// activities, a ticket created with a file, an activity and a note. Prints progress, then
// requests, p50/p99 and errors, and reconciles: the database must hold exactly the tickets,
// documents, files, activities and notes the successful answers said. `--restart-db` runs on a
// private cluster (port 5499) that it stops in the middle for 5 s: the answers then are 503s and
// the product recovers without a restart. Figures go to docs/performance.md with `--write`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { createPrivatePostgres } from '../../apps/server/src/test/private-postgres.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
} from '../../apps/server/src/test/ticket-world.ts';
import { type AgentMixData, loadAgentMixData } from './agent-mix.ts';
import {
  argValue,
  bearerToken,
  createDatabase,
  dropDatabase,
  productSigningKeys,
  startProduct,
  writeDocSection,
} from './common.ts';
import { stop } from './processes.ts';

const agents = Number(argValue('agents') ?? 200);
const seconds = Number(argValue('seconds') ?? Number(argValue('minutes') ?? 5) * 60);
const port = Number(argValue('port') ?? 3221);
const restartDb = process.argv.includes('--restart-db');
const DATABASE = 'ccms_bench_load';
const OUTAGE_MS = 5000;
/** How soon after PostgreSQL is back every answer must be a 200 again. */
const RECOVERY_MS = 10_000;
/** An answer that has not come in this time counts as hung (a pool deadlock would show here). */
const REQUEST_TIMEOUT_MS = 60_000;

const step = (line: string) => console.log(`… ${line}`);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;
const f1 = (n: number) => n.toFixed(1);
const pick = <T>(rows: T[]): T => rows[Math.floor(Math.random() * rows.length)] as T;

/** The first answer of each kind of failure, printed as it comes. */
const failureExamples = new Map<string, string>();

type Sample = { call: string; at: number; ms: number; status: number };

/** What the successful answers said was written, and what was sent without a clear answer. */
const written = {
  tickets: new Set<string>(),
  activities: new Set<string>(),
  notes: new Set<string>(),
  /** Writes answered with an error or not at all: they may or may not have committed. */
  uncertain: new Set<string>(),
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-load-'));
const cluster = restartDb
  ? createPrivatePostgres(Number(process.env.PRIVATE_PG_PORT ?? 5499))
  : null;
let url: string;
if (cluster) {
  step('a private PostgreSQL cluster (port 5499), which the run stops and starts');
  cluster.start();
  url = cluster.url;
} else {
  step(`a new database ${DATABASE} on the local PostgreSQL server`);
  ({ url } = await createDatabase(DATABASE));
}

step('starting the product (migrations and demo data on first start)');
const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
const handle = await openDatabase({ databaseUrl: url });
const client = new pg.Client({ connectionString: url });
try {
  // A breakdown of the bench's own, without mandatory fields, for the tickets it creates on demo
  // customers; an operator who sees every ticket.
  const world = await createTicketWorld(handle.db);
  const breakdown = await world.breakdown();
  const agent = await world.agent(['Ticket.MultipleCreate']);
  const keys = await productSigningKeys({ dataDir, databaseUrl: url });
  const authorization = await bearerToken(server.baseUrl, keys, agent);
  const data = await loadAgentMixData(url);
  const lookup = new pg.Client({ connectionString: url });
  await lookup.connect();
  const activeCustomers = (
    await lookup.query<{ id: string }>(
      'select id from customers where is_active order by random() limit 500',
    )
  ).rows.map((row) => row.id);
  await lookup.end();
  await handle.close();

  const samples: Sample[] = [];
  const startedAt = performance.now();
  let isStopped = false;

  async function call(name: string, pathName: string, body?: unknown, form?: boolean) {
    const at = performance.now();
    let status = 0;
    let json: { data?: { id?: string } } | null = null;
    try {
      const init = form
        ? await multipartBody(body as Record<string, unknown>, [
            { name: 'fatura.pdf', content: PDF_TEXT, type: 'application/pdf' },
          ])
        : {
            payload: body === undefined ? undefined : JSON.stringify(body),
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          };
      const response = await fetch(`${server.baseUrl}${pathName}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization, ...init.headers },
        body: init.payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      const text = await response.text();
      json = response.ok ? (JSON.parse(text) as typeof json) : null;
      if (!response.ok && failureExamples.size < 8 && !failureExamples.has(`${name} ${status}`)) {
        failureExamples.set(`${name} ${status}`, text.slice(0, 300));
        step(`${name} answered ${status}: ${text.slice(0, 300)}`);
      }
    } catch {
      status = 0;
    }
    samples.push({ call: name, at: at - startedAt, ms: performance.now() - at, status });
    return { ok: status === 200, json };
  }

  async function agentLoop(data: AgentMixData) {
    const mine: string[] = [];
    for (let round = 0; !isStopped; round++) {
      const customer = pick(data.customers);
      await call('phone look-up', `/api/customers/phoneNumber/9${customer.phoneNumber}`);
      await call('customer page', `/api/customers/id/${customer.id}`);
      const page = {
        filters: [],
        sortings: [],
        paging: { pageNumber: 1, maxItemCountPerPage: 20 },
      };
      await call("customer's tickets", '/api/customers/tickets', {
        customerId: customer.id,
        formatter: page,
      });
      if (round % 3 === 0) {
        // A passive customer gets no new ticket: the bench creates on active ones only.
        const ticket = world.payload(breakdown, { customerId: pick(activeCustomers) });
        const created = await call(
          'create ticket + file',
          '/api/ticket/createTicket',
          { ticket },
          true,
        );
        if (created.ok) {
          written.tickets.add(ticket.id!);
          mine.push(ticket.id!);
        } else written.uncertain.add(ticket.id!);
      }
      await call('my list', '/api/ticket/gettickets', { assignFilter: 1, formatter: page });
      const ticketId = mine.length > 0 && round % 2 === 0 ? pick(mine) : pick(data.ticketIds);
      await call('ticket detail', '/api/ticket/GetTicket', { id: ticketId });
      await call('activities', '/api/ticket/GetTicketActivities', { id: ticketId });
      if (mine.length > 0 && round % 3 === 1) {
        const token = `Yük testi etkinliği ${randomUUID()}`;
        const done = await call('add activity', '/api/ticket/createActivity', {
          ticketId: pick(mine),
          status: 2,
          description: token,
        });
        (done.ok ? written.activities : written.uncertain).add(token);
      }
      if (round % 4 === 3) {
        const token = `Yük testi notu ${randomUUID()}`;
        const done = await call('add note', '/api/ticket/createTicketNote', {
          ticketId,
          description: token,
        });
        (done.ok ? written.notes : written.uncertain).add(token);
      }
    }
  }

  step(
    `${agents} agents for ${seconds} s${restartDb ? ', PostgreSQL stopped for 5 s in the middle' : ''}`,
  );
  const running = Promise.all(Array.from({ length: agents }, () => agentLoop(data)));
  const progress = setInterval(() => {
    const failed = samples.filter((s) => s.status !== 200);
    step(
      `${Math.round((performance.now() - startedAt) / 1000)} s: ${samples.length} requests, ${failed.length} not 200 (${failed.filter((s) => s.status === 503).length} × 503)`,
    );
  }, 15_000);
  let outage: { from: number; to: number } | null = null;
  if (cluster) {
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    const from = performance.now() - startedAt;
    step('stopping PostgreSQL');
    cluster.stop('fast');
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    cluster.start();
    outage = { from, to: performance.now() - startedAt };
    step('PostgreSQL started again');
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2 - OUTAGE_MS));
  } else {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
  isStopped = true;
  await running;
  clearInterval(progress);
  const elapsed = (performance.now() - startedAt) / 1000;
  await stop(server.child);

  await client.connect();
  const reconciliation = await reconcile(client, breakdown.set.id);
  const text = report({ samples, elapsed, outage, reconciliation });
  console.log(`\n${text}`);
  if (reconciliation.problems.length > 0) throw new Error(reconciliation.problems.join('\n'));
  const unexplained = samples.filter(
    // Only the outage explains a failure: a 503 that ended while PostgreSQL was away or in the
    // seconds the pool takes to reconnect.
    (s) =>
      s.status !== 200 &&
      !(
        outage &&
        s.status === 503 &&
        s.at + s.ms >= outage.from &&
        s.at <= outage.to + RECOVERY_MS
      ),
  );
  if (unexplained.length > 0)
    throw new Error(`${unexplained.length} failed answers: nothing written`);
  if (process.argv.includes('--write')) {
    writeDocSection(restartDb ? '<!-- bench:load-restart-db -->' : '<!-- bench:load -->', text);
    step('docs/performance.md updated');
  }
} finally {
  await stop(server.child);
  await client.end().catch(() => {});
  if (cluster) cluster.remove();
  else await dropDatabase(DATABASE);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Compares the database with what the answers said; answers the counts and any problem. */
async function reconcile(db: pg.Client, categorySetId: string) {
  const problems: string[] = [];
  const compare = (what: string, stored: Set<string>, acknowledged: Set<string>) => {
    const lost = [...acknowledged].filter((key) => !stored.has(key));
    const unexplained = [...stored].filter(
      (key) => !acknowledged.has(key) && !written.uncertain.has(key),
    );
    if (lost.length) problems.push(`${what}: ${lost.length} acknowledged but not stored`);
    if (unexplained.length) problems.push(`${what}: ${unexplained.length} stored but never sent`);
    return {
      stored: stored.size,
      acknowledged: acknowledged.size,
      uncertainStored: stored.size - acknowledged.size + lost.length,
    };
  };
  const rows = async (sql: string, params: unknown[]) =>
    new Set((await db.query<{ key: string }>(sql, params)).rows.map((row) => row.key));
  const tickets = await rows(
    'select id::text as key from tickets where ticket_category_set_id = $1',
    [categorySetId],
  );
  const activities = await rows(
    "select description as key from ticket_activities where description like 'Yük testi etkinliği %'",
    [],
  );
  const notes = await rows(
    "select description as key from ticket_notes where description like 'Yük testi notu %'",
    [],
  );
  const documents = (
    await db.query<{ ticket_id: string; storage_key: string }>(
      'select d.ticket_id, d.storage_key from ticket_documents d join tickets t on t.id = d.ticket_id where t.ticket_category_set_id = $1',
      [categorySetId],
    )
  ).rows;
  const pending = await rows('select storage_key as key from pending_files', []);
  const filesDir = path.join(dataDir, 'files');
  const onDisk = fs.existsSync(filesDir)
    ? (fs.readdirSync(filesDir, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(filesDir, name)).isFile())
        .map((name) => name.split(path.sep).join('/'))
    : [];
  const known = new Set([...documents.map((row) => row.storage_key), ...pending]);
  const orphans = onDisk.filter((key) => !known.has(key)).length;
  const missingFiles = documents.filter((row) => !onDisk.includes(row.storage_key)).length;
  const withoutDocument = [...tickets].filter(
    (id) => !documents.some((row) => row.ticket_id === id),
  ).length;
  const withoutActivity = Number(
    (
      await db.query<{ count: string }>(
        'select count(*) from tickets t where t.ticket_category_set_id = $1 and not exists (select 1 from ticket_activities a where a.ticket_id = t.id)',
        [categorySetId],
      )
    ).rows[0]?.count,
  );
  if (orphans) problems.push(`${orphans} files no row knows`);
  if (missingFiles) problems.push(`${missingFiles} documents without their file`);
  if (withoutDocument) problems.push(`${withoutDocument} tickets without their document`);
  if (withoutActivity) problems.push(`${withoutActivity} tickets without their first activity`);
  return {
    problems,
    tickets: compare('tickets', tickets, written.tickets),
    activities: compare('activities', activities, written.activities),
    notes: compare('notes', notes, written.notes),
    documents: documents.length,
    files: onDisk.length,
    pending: pending.size,
  };
}

function report(run: {
  samples: Sample[];
  elapsed: number;
  outage: { from: number; to: number } | null;
  reconciliation: Awaited<ReturnType<typeof reconcile>>;
}): string {
  const { samples, reconciliation: r } = run;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byCall = new Map<string, Sample[]>();
  for (const sample of samples)
    byCall.set(sample.call, [...(byCall.get(sample.call) ?? []), sample]);
  const failed = samples.filter((s) => s.status !== 200);
  const count = (status: number) => failed.filter((s) => s.status === status).length;
  const otherFailures = failed.length - count(503);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} (shared with other work; load average ${os.loadavg()[0]?.toFixed(1)} at the end), Node ${process.version}, PostgreSQL${restartDb ? ' (a private cluster, stopped for 5 s in the middle)' : ''}, demo data; one product instance; ${agents} agents closed loop in the benchmark's process for ${Math.round(run.elapsed)} s.`,
    '',
    `Requests ${samples.length} (${f1(samples.length / run.elapsed)}/s), p50 ${f1(percentile(sorted, 0.5))} ms, p99 ${f1(percentile(sorted, 0.99))} ms; not 200: ${failed.length} (${count(503)} × 503${otherFailures ? `, ${otherFailures} other` : ''}).`,
  ];
  if (run.outage) {
    const during = samples.filter(
      (s) => s.at + s.ms >= run.outage!.from && s.at <= run.outage!.to + 2000,
    );
    const firstOk = samples
      .filter((s) => s.status === 200 && s.at > run.outage!.to)
      .reduce((min, s) => Math.min(min, s.at + s.ms), Number.POSITIVE_INFINITY);
    lines.push(
      '',
      `Outage: PostgreSQL stopped at ${f1(run.outage.from / 1000)} s and started at ${f1(run.outage.to / 1000)} s; ${during.filter((s) => s.status === 503).length} answers 503 with Retry-After, ${during.filter((s) => s.status !== 200 && s.status !== 503).length} others; first 200 after the start ${f1((firstOk - run.outage.to) / 1000)} s later, without a restart of the product.`,
    );
  }
  lines.push(
    '',
    '| call | answers | p50 ms | p99 ms | not 200 |',
    '|---|---|---|---|---|',
    ...[...byCall].map(([call, rows]) => {
      const times = rows.map((row) => row.ms).sort((a, b) => a - b);
      return `| ${call} | ${rows.length} | ${f1(percentile(times, 0.5))} | ${f1(percentile(times, 0.99))} | ${rows.filter((row) => row.status !== 200).length} |`;
    }),
    '',
    `Reconciliation: tickets ${r.tickets.acknowledged} acknowledged / ${r.tickets.stored} stored, activities ${r.activities.acknowledged} / ${r.activities.stored}, notes ${r.notes.acknowledged} / ${r.notes.stored} (a write answered 503 may have committed: ${r.tickets.uncertainStored + r.activities.uncertainStored + r.notes.uncertainStored} such); ${r.documents} documents, ${r.files} files in the store, ${r.pending} pending; ${r.problems.length ? r.problems.join('; ') : 'nothing lost, nothing partial, no orphan file'}.`,
  );
  return lines.join('\n');
}
