// `npm run bench:first-page [-- --write] [--port=3254]`: the demo agent signs in on a started
// product (PGlite, its own data directory) in Chromium; reports the JavaScript asked for before
// 'Biletlerim' shows its first row (bytes received, and the same scripts gzipped) and the time
// until that row, on a cold cache and on a warm one (a reload, the service worker in control).
// Needs `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { countScripts, MARK_FIRST_ROW, type ScriptCount } from '../../e2e/first-page-support.ts';
import { argValue, root, startProduct, writeDocSection } from './common.ts';
import { stop } from './processes.ts';

const port = Number(argValue('port') ?? 3254);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Visit = ScriptCount & { firstRowMs: number };

const firstRow = (page: Page) => page.getByTestId('ticket-list-row').first();

/** Sign-in page, then the list; the time is counted from the sign-in click. */
async function signInVisit(page: Page, baseUrl: string): Promise<Visit> {
  const scripts = await countScripts(page);
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-posta').fill('agent@demo.local');
  await page.getByLabel('Parola').fill('demo');
  const started = performance.now();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await firstRow(page).waitFor({ timeout: 60_000 });
  const firstRowMs = performance.now() - started;
  return { ...(await scripts()), firstRowMs };
}

/** The same browser opens the list again (a reload). */
async function reloadVisit(page: Page): Promise<Visit> {
  const scripts = await countScripts(page);
  const started = performance.now();
  await page.reload();
  await firstRow(page).waitFor({ timeout: 60_000 });
  const firstRowMs = performance.now() - started;
  return { ...(await scripts()), firstRowMs };
}

/** Waits until a service worker controls the page, when the build has one (up to 10 s). */
function untilWorkerControls(page: Page): Promise<boolean> {
  return page
    .waitForFunction('navigator.serviceWorker?.controller != null', null, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
}

async function oneRun(browser: Browser, baseUrl: string) {
  // A first visit has no worker yet: blocked, so that none answers the scripts after sign-in.
  const first = await browser.newContext({ locale: 'tr-TR', serviceWorkers: 'block' });
  await first.addInitScript(MARK_FIRST_ROW);
  const cold = await signInVisit(await first.newPage(), baseUrl);
  await first.close();
  const returning = await browser.newContext({ locale: 'tr-TR', serviceWorkers: 'allow' });
  await returning.addInitScript(MARK_FIRST_ROW);
  const page = await returning.newPage();
  await signInVisit(page, baseUrl);
  const hasWorker = await untilWorkerControls(page);
  const warm = await reloadVisit(page);
  await returning.close();
  return { cold, warm, hasWorker };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const describe = (visit: Visit) =>
  `${kb(visit.transferredBytes)} received (gzipped ${kb(visit.gzipBytes)}) in ` +
  `${visit.fromNetwork.length} scripts, ${visit.fromWorker} from the worker, first row ` +
  `${Math.round(visit.firstRowMs)} ms`;

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No build in apps/web/dist: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-first-page-'));
  const baseUrl = `http://localhost:${port}`;
  console.log(`Starting the product on ${baseUrl} (PGlite in ${dataDir})…`);
  const server = await startProduct({ port, dataDir, env: { PUBLIC_URL: baseUrl } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  let hasWorker = false;
  try {
    for (let run = 1; run <= runs; run++) {
      const result = await oneRun(browser, baseUrl);
      cold.push(result.cold);
      warm.push(result.warm);
      hasWorker = result.hasWorker;
      console.log(`run ${run}/${runs}: cold ${describe(result.cold)}`);
      console.log(`run ${run}/${runs}: warm ${describe(result.warm)}`);
      if (process.env.BENCH_VERBOSE) console.log(result.cold.fromNetwork.join('\n'));
    }
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (name: string, visits: Visit[]) =>
    `| ${name} | ${kb(median(visits.map((v) => v.gzipBytes)))} | ` +
    `${kb(median(visits.map((v) => v.transferredBytes)))} | ` +
    `${median(visits.map((v) => v.fromNetwork.length))} | ${median(visits.map((v) => v.fromWorker))} | ` +
    `${Math.round(median(visits.map((v) => v.firstRowMs)))} ms |`;
  const report = [
    `Medians of ${runs} runs; service worker ${hasWorker ? 'in control on the warm visit' : 'absent'}.`,
    '',
    '| visit | JavaScript gzipped | bytes received | scripts from the network | scripts from the worker | until the first row |',
    '| --- | --- | --- | --- | --- | --- |',
    row('cold (sign-in, then Biletlerim)', cold),
    row('warm (Biletlerim reloaded)', warm),
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--write')) writeDocSection('<!-- bench:first-page -->', report);
}

await main();
