// `npm run bench:reports [-- --write] [-- --size=N] [-- --port=N]`: every report call of the
// 'Raporlar' area (docs/domain.md §25) on the local PostgreSQL with a million tickets (database
// `ccms_bench_tickets`, shared with bench:ticket-lists and filled the same way), as the
// administrator (who sees every ticket: the rollup), a region manager and a store manager (their
// visible tickets, counted directly). Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { argValue, bearerTokensOf, startProduct, writeDocSection } from './common.ts';
import { type Figures, loadOneConnection, postJson } from './one-connection.ts';
import { stop } from './processes.ts';
import { countLiveTickets, measuredOn, prepareTicketBenchDatabase } from './ticket-scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(argValue('port') ?? 3214);
const USERS = ['admin@demo.local', 'bolge.marmara@demo.local', 'manager@demo.local'];
/** A database seeded before the reports existed lacks the demo's grants: given as on the roles screen. */
const REPORT_ROLES = ['Sistem Yöneticisi', 'Bölge Müdürü', 'Mağaza Müdürü'];
const CALLS = ['summary', 'times', 'departments', 'top', 'heatmap'] as const;
const PERIODS = [30, 90] as const;

/** The local day `days` before today in Istanbul (UTC+3), as the reports take it. */
function dayBefore(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

type Run = { user: string; call: string; days: number; figures: Figures; opened: number };

async function main() {
  console.log(`[reports] preparing ${size.toLocaleString('en')} tickets (reused when present)`);
  const { url, generation } = await prepareTicketBenchDatabase(size);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const live = await countLiveTickets(client);
  await client.query(
    `insert into role_permissions (role_id, permission)
     select id, 'Reports' from roles where name = any($1) on conflict do nothing`,
    [REPORT_ROLES],
  );
  await client.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-reports-'));
  console.log('[reports] starting the product');
  const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
  const runs: Run[] = [];
  try {
    const tokens = await bearerTokensOf(url, server, dataDir, USERS);
    for (const user of USERS) {
      const authorization = tokens.get(user) as string;
      for (const days of PERIODS) {
        const body = { from: dayBefore(days - 1), to: dayBefore(0) };
        const summary = (await postJson(
          `${server.baseUrl}/api/reports/summary`,
          authorization,
          body,
        )) as { data: { current: { opened: number } } };
        for (const call of CALLS) {
          const figures = await loadOneConnection({
            baseUrl: server.baseUrl,
            path: `/api/reports/${call}`,
            authorization,
            body: () => body,
            seconds: duration,
          });
          runs.push({ user, call, days, figures, opened: summary.data.current.opened });
          console.log(
            `[reports] ${user} ${call} ${days} days: p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
          );
        }
      }
    }
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const report = [
    measuredOn(live, generation),
    `autocannon, 1 connection, ${duration} s per call; 'opened' is the period's opened count the user's summary shows (their scope).`,
    '',
    '| user | call | period | opened in scope | requests/s | p50 ms | p99 ms | errors + non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.user} | reports/${run.call} | ${run.days} days | ${run.opened.toLocaleString('en')} | ${run.figures.requestsPerSecond} | ${run.figures.p50} | ${run.figures.p99} | ${run.figures.failures} |`,
    ),
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--write')) {
    const marker =
      size > 1_000_000 ? `<!-- bench:reports-${size / 1_000_000}m -->` : '<!-- bench:reports -->';
    writeDocSection(marker, report);
  }
}

await main();
