import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listRepository } from './architecture-doc/paths.ts';
import { findDocProblems } from './check-architecture-doc.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-architecture-doc-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const FILES = [
  'apps/server/src/modules/customers/service.ts',
  'apps/server/src/modules/reports/service.ts',
  'apps/server/src/seed/demo.ts',
  'apps/web/src/features/customers/api/get-cities.ts',
  'apps/web/src/features/reports/screens/report-screen.tsx',
  'apps/web/src/lib/http.ts',
  'packages/contract/src/customers/schemas.ts',
  'packages/contract/src/reports.ts',
  'packages/contract/src/reports.test.ts',
  'packages/contract/src/endpoints/customers.ts',
  'packages/contract/src/endpoints/reports.ts',
  'e2e/customers.spec.ts',
  'deploy/nginx.conf',
];

beforeAll(() => {
  execFileSync('git', ['init', '-q'], { cwd: scratch });
  for (const file of FILES) {
    fs.mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), '');
  }
});

const fence = '```';
const PAGE = [
  '# Architecture', // 1
  'Queries in `apps/server/src/modules/customers/repository.ts`, calls in `lib/http.ts`.',
  'Not paths: `npm run check`, `lint/suspicious/noImportCycles`, `/api/customers/add`,',
  '`findHolidays`, `@ccms/contract/endpoints/`, `node_modules/drizzle-orm/…`, `DATA_DIR/idp`.',
  'Patterns: `modules/<m>/service.ts`, `features/*/api/`, `modules/*/nothing.ts`.', // 5
  'Add a new `apps/server/src/modules/customers/deep/query.ts`, or a new `apps/server/src/gone/deeper/query.ts`.',
  '## Where things live',
  fence,
  'apps/server/src/',
  '  modules/<domain>/      service.ts, lib/http.ts and lib/gone.ts', // 10
  '  seed/ jobs/            demo data',
  '                         (s3-server.ts)',
  'deploy/nginx.conf        the proxy',
  fence,
  '## One name per concept', // 15
  '| concept | server module (`apps/server/src/modules/`) | contract (`packages/contract/src/`) | endpoints (`packages/contract/src/endpoints/`) | web feature (`apps/web/src/features/`) | journey (`e2e/`) |',
  '| --- | --- | --- | --- | --- | --- |',
  '| customers | `customers/` | `customers/` | `customers.ts` | `customers/` | `customers.spec.ts` |',
  '| orders | `orders/`, `tickets/<sub>/` | `orders.ts` | — | `../lib/http.ts` | — |',
  '### How to see each rule fail', // 20
  '| Rule | Line added | File |',
  '| --- | --- | --- |',
  "| `web-features-not-app` | `import { x } from '../../../app/theme';` | `apps/web/src/features/customers/api/get-cities.ts` |",
  "| `web-shared` | `import { y } from '../../../lib/http';` | `apps/web/src/features/customers/api/get-cities.ts` |",
  fence, // 25
  'apps/server/src/modules/quoted/output.ts: quoted output is not read',
  fence,
].join('\n');

it('lists the files git sees and the folders that hold them', () => {
  const paths = listRepository(scratch);
  expect(paths).toContain('deploy/nginx.conf');
  expect(paths).toContain('apps/server/src/modules/');
  expect(paths).not.toContain('.git/');
});

it('names what the concept table lacks and every path of the page that does not exist', () => {
  const problems = findDocProblems(PAGE, listRepository(scratch));
  expect(problems.map(({ line, message }) => `${line} ${message}`)).toEqual([
    '2 names `apps/server/src/modules/customers/repository.ts`, but no file or folder of the repository is or ends with that path.',
    '5 names `modules/*/nothing.ts`, which matches no file or folder.',
    '6 `apps/server/src/gone/deeper/query.ts` is to be made in apps/server/src/gone/deeper/, and neither it nor apps/server/src/gone/ exists.',
    '10 names `lib/gone.ts`, but no file or folder of the repository is or ends with that path.',
    '11 names `jobs/` (apps/server/src/jobs/), which does not exist.',
    '12 names `s3-server.ts`, but no file or folder of the repository is or ends with that path.',
    '16 the server module apps/server/src/modules/reports/ is not in the table "## One name per concept"; add it to its concept\'s row.',
    '16 the web feature apps/web/src/features/reports/ is not in the table "## One name per concept"; add it to its concept\'s row.',
    '16 the endpoints file packages/contract/src/endpoints/reports.ts is not in the table "## One name per concept"; add it to its concept\'s row.',
    '16 the contract file packages/contract/src/reports.ts is not in the table "## One name per concept"; add it to its concept\'s row.',
    '19 names `orders/` (apps/server/src/modules/orders/), which does not exist.',
    '19 names `tickets/<sub>/` (apps/server/src/modules/tickets/<sub>/), which matches no file or folder.',
    '19 names `orders.ts` (packages/contract/src/orders.ts), which does not exist.',
    "23 the example's import '../../../app/theme' in apps/web/src/features/customers/api/get-cities.ts leads to apps/web/src/app/theme, which does not exist, so the example fails for another reason than its rule.",
  ]);
});

it('asks for the sections it reads', () => {
  const problems = findDocProblems('# Architecture\n', []);
  expect(problems.map(({ message }) => message)).toEqual([
    'the page has no table under "## One name per concept".',
    'the page has no section "## Where things live".',
  ]);
});
