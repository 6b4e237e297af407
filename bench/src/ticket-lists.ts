// `npm run bench:ticket-lists [-- --write] [-- --size=N] [-- --port=N]`: the ticket lists and
// the Excel file on the local PostgreSQL server with a million tickets (database
// `ccms_bench_tickets`, shared with bench:create-ticket and filled the same way), and
// PostgreSQL's planning share of each list from its own log. Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { argValue, bearerTokensOf, startProduct, writeDocSection } from './common.ts';
import { type Figures, loadOneConnection, postJson } from './one-connection.ts';
import { loggedDatabaseUrl, measurePlanningShare, type PlanningShare } from './planning-share.ts';
import { stop } from './processes.ts';
import { countLiveTickets, measuredOn, prepareTicketBenchDatabase } from './ticket-scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 15);
const excelRows = Number(argValue('excel-rows') ?? 100_000);
const port = Number(argValue('port') ?? 3212);
/** The demo users whose requests are measured. */
const USERS = ['agent@demo.local', 'manager@demo.local', 'lider@demo.local'];

type Scenario = { name: string; user: string; path: string; body: () => unknown };

const page = (filters: unknown[] = [], pageNumber = 1) => ({
  filters,
  sortings: [],
  paging: { pageNumber, maxItemCountPerPage: 20 },
});
const daysAgo = (days: number) => {
  const date = new Date(Date.now() - days * 86_400_000 + 3 * 3_600_000);
  return `${date.toISOString().slice(0, 10).replaceAll('-', '.')} 00:00`;
};

function load(scenario: Scenario, authorization: string, baseUrl: string): Promise<Figures> {
  const { path, body } = scenario;
  return loadOneConnection({ baseUrl, path, authorization, body, seconds: duration });
}

/**
 * PostgreSQL's planning share of each list, on a second start of the product whose statements
 * the server logs (logging every statement would slow the figures above).
 */
async function planningShares(url: string, scenarios: Scenario[]): Promise<PlanningShare[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-lists-logged-'));
  const server = await startProduct({
    port,
    dataDir,
    env: { DATABASE_URL: await loggedDatabaseUrl(url) },
  });
  try {
    const tokens = await bearerTokensOf(url, server, dataDir, USERS);
    const shares: PlanningShare[] = [];
    for (const scenario of scenarios) {
      const authorization = tokens.get(scenario.user) as string;
      const send = async () => {
        await postJson(`${server.baseUrl}${scenario.path}`, authorization, scenario.body());
      };
      shares.push(
        await measurePlanningShare(new URL(url).pathname.slice(1), send, { requests: 100 }),
      );
      console.log(`[lists] planning share measured: ${scenario.name}`);
    }
    return shares;
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The resident memory of a process in MB, from /proc. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The creation-date start that leaves about `rows` tickets in the Excel file. */
async function excelRange(
  client: pg.Client,
  rows: number,
): Promise<{ from: string; count: number }> {
  const { rows: found } = await client.query<{ created_at: Date }>(
    'select created_at from tickets where not is_deleted order by created_at desc offset $1 limit 1',
    [rows - 1],
  );
  const start = found[0]?.created_at ?? new Date(0);
  const local = new Date(start.getTime() + 3 * 3_600_000);
  const from = `${local.toISOString().slice(0, 10).replaceAll('-', '.')} ${local.toISOString().slice(11, 16)}`;
  const { rows: counted } = await client.query<{ n: number }>(
    `select count(*)::int as n from tickets where not is_deleted and created_at >= $1::timestamptz`,
    [new Date(`${from.replaceAll('.', '-').replace(' ', 'T')}:00+03:00`)],
  );
  return { from, count: counted[0]?.n ?? 0 };
}

type ExcelRun = {
  label: string;
  rows: number;
  seconds: number;
  mb: number;
  before: number;
  peak: number;
};

/** One `GetAllTicketsExcel` of the tickets created since `from`, the server's memory sampled every 20 ms. */
async function measureExcel(
  baseUrl: string,
  authorization: string,
  pid: number,
  label: string,
  range: { from: string; count: number },
): Promise<ExcelRun> {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/ticket/GetAllTicketsExcel`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      filters: [
        { propertyName: 'createdDate', operator: 'greatherThanOrEqual', targetValue: range.from },
      ],
    }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!response.ok) throw new Error(`Excel export answered ${response.status}`);
  return { label, rows: range.count, seconds, mb: bytes / 1_048_576, before, peak };
}

async function main() {
  const { url, generation } = await prepareTicketBenchDatabase(size);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const live = await countLiveTickets(client);
  const { rows: customersWithTickets } = await client.query<{ customer_id: string }>(
    'select customer_id from tickets group by customer_id order by random() limit 200',
  );
  const { rows: phones } = await client.query<{ phone_number: string }>(
    'select phone_number from customers order by random() limit 200',
  );
  const excel = await excelRange(client, excelRows);
  const bigExcel = await excelRange(client, excelRows * 3);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-lists-'));
  const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
  const pid = server.child.pid as number;
  try {
    const tokens = await bearerTokensOf(url, server, dataDir, USERS);
    // The Excel files first, on a server that has answered nothing yet: its heap has not grown
    // for other work, so this is where an export would grow the process most.
    const lider = tokens.get('lider@demo.local') as string;
    const excelRuns: ExcelRun[] = [];
    for (const run of [1, 2, 3]) {
      excelRuns.push(await measureExcel(server.baseUrl, lider, pid, `${run}`, excel));
    }
    excelRuns.push(
      await measureExcel(server.baseUrl, lider, pid, '4 (three times the rows)', bigExcel),
    );
    const randomPhone = () => phones[Math.floor(Math.random() * phones.length)]?.phone_number;
    const randomCustomer = () =>
      customersWithTickets[Math.floor(Math.random() * customersWithTickets.length)]?.customer_id;
    const scenarios: Scenario[] = [
      {
        name: "gettickets 'assigned to me', default SLA order — agent",
        user: 'agent@demo.local',
        path: '/api/ticket/gettickets',
        body: () => ({ assignFilter: 1, formatter: page() }),
      },
      {
        name: "gettickets 'assigned to me', default SLA order — store manager",
        user: 'manager@demo.local',
        path: '/api/ticket/gettickets',
        body: () => ({ assignFilter: 1, formatter: page() }),
      },
      {
        name: "gettickets 'viewed', default SLA order — store manager",
        user: 'manager@demo.local',
        path: '/api/ticket/gettickets',
        body: () => ({ assignFilter: 0, formatter: page() }),
      },
      {
        name: 'getalltickets, no filter, default SLA order (total from the kept counters)',
        user: 'lider@demo.local',
        path: '/api/ticket/getalltickets',
        body: () => page(),
      },
      {
        name: 'getalltickets, no filter, page 50',
        user: 'lider@demo.local',
        path: '/api/ticket/getalltickets',
        body: () => page([], 50),
      },
      {
        name: 'getalltickets, customer phone filter (a random customer’s number)',
        user: 'lider@demo.local',
        path: '/api/ticket/getalltickets',
        body: () =>
          page([
            {
              propertyName: 'customerPhoneNumber',
              operator: 'contains',
              targetValue: randomPhone(),
            },
          ]),
      },
      {
        name: 'getalltickets, created in the last 90 days (>= and <=)',
        user: 'lider@demo.local',
        path: '/api/ticket/getalltickets',
        body: () =>
          page([
            {
              propertyName: 'createdDate',
              operator: 'greatherThanOrEqual',
              targetValue: daysAgo(90),
            },
            { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: daysAgo(-1) },
          ]),
      },
      {
        name: "getalltickets, status 'open' (not equal 3)",
        user: 'lider@demo.local',
        path: '/api/ticket/getalltickets',
        body: () => page([{ propertyName: 'status', operator: 'notequal', targetValue: 3 }]),
      },
      {
        name: "customers/tickets, a random customer's tickets (the customer page) — agent",
        user: 'agent@demo.local',
        path: '/api/customers/tickets',
        body: () => ({ customerId: randomCustomer(), formatter: page() }),
      },
    ];
    const results: [Scenario, Figures, number][] = [];
    for (const scenario of scenarios) {
      const authorization = tokens.get(scenario.user) as string;
      const probe = await postJson(
        `${server.baseUrl}${scenario.path}`,
        authorization,
        scenario.body(),
      );
      const { totalCount } = probe as { totalCount: number };
      results.push([scenario, await load(scenario, authorization, server.baseUrl), totalCount]);
      console.log(`[lists] measured: ${scenario.name}`);
    }
    await stop(server.child);
    const shares = await planningShares(url, scenarios);

    const rows = results
      .map(([scenario, f, total], index) => {
        const share = shares[index] as PlanningShare;
        return `| ${scenario.name} | ${total.toLocaleString('en')} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.failures} | ${share.statements.toFixed(1)} | ${share.planningMs.toFixed(2)} | ${share.executeMs.toFixed(2)} | ${share.share.toFixed(0)} % |`;
      })
      .join('\n');
    const report = [
      measuredOn(live, generation),
      `autocannon, 1 connection (the latency one person sees), ${duration} s each, page 1 × 20 unless said; the total is the list's totalCount. The last four columns come from PostgreSQL's log of 100 requests one after another on a second start of the product (its statements logged), per request: statements, parse + bind (planning) ms, execute ms, and planning's share of the answer the client saw.`,
      '',
      '| request | total | requests/s | p50 ms | p99 ms | errors + non-2xx | statements | planning ms | execute ms | planning share |',
      '|---|---|---|---|---|---|---|---|---|---|',
      rows,
      '',
      `Excel: \`GetAllTicketsExcel\` of the tickets created since a date (default SLA order), one after another on the freshly started server, before the lists above; memory is the server's resident set.`,
      '',
      '| export | rows | seconds | file MB | memory before MB | peak MB | growth MB |',
      '|---|---|---|---|---|---|---|',
      ...excelRuns.map(
        (run) =>
          `| ${run.label} | ${run.rows.toLocaleString('en')} | ${run.seconds.toFixed(1)} | ${run.mb.toFixed(1)} | ${run.before.toFixed(0)} | ${run.peak.toFixed(0)} | +${(run.peak - run.before).toFixed(0)} |`,
      ),
    ].join('\n');
    console.log(report);
    if (process.argv.includes('--write')) {
      // One section per size, so the million's figures stay beside ten million's.
      const marker =
        size > 1_000_000
          ? `<!-- bench:ticket-lists-${size / 1_000_000}m -->`
          : '<!-- bench:ticket-lists -->';
      writeDocSection(marker, report);
    }
  } finally {
    stop(server.child);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
