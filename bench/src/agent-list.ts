// `npm run bench:agent-list [-- --write] [-- --port=N]`: one agent's 'Biletlerim' (gettickets,
// assigned to me, 20 rows) at one connection on the demo data alone, on the local PostgreSQL
// server (a fresh database, dropped at the end), and PostgreSQL's planning share of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import {
  argValue,
  bearerTokensOf,
  createDatabase,
  dropDatabase,
  startProduct,
  writeDocSection,
} from './common.ts';
import { loadOneConnection, postJson } from './one-connection.ts';
import { loggedDatabaseUrl, measurePlanningShare } from './planning-share.ts';
import { stop } from './processes.ts';

const DATABASE = 'ccms_bench_agent_list';
const AGENT = 'agent@demo.local';
const PATH = '/api/ticket/gettickets';
const BODY = {
  assignFilter: 1,
  formatter: { filters: [], sortings: [], paging: { pageNumber: 1, maxItemCountPerPage: 20 } },
};
const port = Number(argValue('port') ?? 3232);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const step = (line: string) => console.log(`[agent-list] ${line}`);

/** Starts the product on `url`, hands `work` the agent's authorization, stops it. */
async function withProduct<T>(
  url: string,
  tokenUrl: string,
  work: (baseUrl: string, authorization: string) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-agent-list-'));
  const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
  try {
    const tokens = await bearerTokensOf(tokenUrl, server, dataDir, [AGENT]);
    return await work(server.baseUrl, tokens.get(AGENT) as string);
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { url } = await createDatabase(DATABASE);
try {
  step(`database ${DATABASE}: migrating and seeding the demo data`);
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();

  const latency = await withProduct(url, url, async (baseUrl, authorization) => {
    const page = (await postJson(`${baseUrl}${PATH}`, authorization, BODY)) as {
      items: unknown[];
      totalCount: number;
    };
    step(`the agent's list holds ${page.totalCount} tickets; ${seconds} s at one connection`);
    const figures = await loadOneConnection({
      baseUrl,
      path: PATH,
      authorization,
      body: () => BODY,
      seconds,
    });
    return { ...figures, rows: page.items.length, total: page.totalCount };
  });
  step(`p50 ${latency.p50} ms, p99 ${latency.p99} ms; now PostgreSQL's log of 200 requests`);
  const share = await withProduct(await loggedDatabaseUrl(url), url, (baseUrl, authorization) =>
    measurePlanningShare(DATABASE, async () => {
      await postJson(`${baseUrl}${PATH}`, authorization, BODY);
    }),
  );

  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, local PostgreSQL, the demo data alone; \`${PATH}\` (assigned to me, page 1 × 20: ${latency.rows} rows of ${latency.total}) as ${AGENT}.`,
    '',
    '| connections | seconds | requests/s | p50 ms | p99 ms | errors + non-2xx |',
    '|---|---|---|---|---|---|',
    `| 1 | ${seconds} | ${latency.requestsPerSecond} | ${latency.p50} | ${latency.p99} | ${latency.failures} |`,
    '',
    `PostgreSQL's log of ${share.requests} requests one after another (a second start of the product, its statements logged): per request ${share.statements.toFixed(1)} statements, parse + bind (planning) ${share.planningMs.toFixed(2)} ms, execute ${share.executeMs.toFixed(2)} ms, answer ${share.answerMs.toFixed(1)} ms: **planning ${share.share.toFixed(0)} % of the answer**.`,
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--write')) writeDocSection('<!-- bench:agent-list -->', report);
} finally {
  await dropDatabase(DATABASE);
}
