// The layer rules (.dependency-cruiser.mjs) catch the imports that got past the old
// text-matching rules, and let through what docs/architecture.md allows. Each case is a small
// file in a scratch copy of the repository's layout, cruised with the real configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configuration from '../.dependency-cruiser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = 'apps/server/src';
const web = 'apps/web/src';

/** How a case imports: a plain `import`, or one of the forms a rule must see as well. */
type Import =
  | string
  | { type: string }
  | { dynamic: string }
  | { require: string }
  | { reExport: string };

/** Files every case may import: a path and the imports it makes (none for a target). */
const files: Record<string, Import[]> = {
  [`${server}/db/schema/index.ts`]: [],
  [`${server}/db/turkish-lower.ts`]: [],
  [`${server}/platform/db.ts`]: ['pg', '@electric-sql/pglite', 'drizzle-orm'],
  [`${server}/modules/customers/repository.ts`]: ['drizzle-orm', '../../db/schema/index.ts', 'pg'],
  [`${server}/modules/customers/index.ts`]: [],
  [`${server}/modules/tickets/index.ts`]: [],
  [`${server}/modules/tickets/deps.ts`]: [],
  [`${server}/modules/tickets/routes.ts`]: [],
  [`${server}/modules/tickets/create/repository.ts`]: [],
  [`${server}/modules/tickets/create/service.ts`]: [],
  [`${server}/modules/tickets/create/form-plan.ts`]: [],
  [`${server}/modules/tickets/auto-close/service.ts`]: [],
  [`${server}/modules/tickets/notes/repository.ts`]: [],
  [`${server}/modules/tickets/notes/service.ts`]: [],
  [`${server}/modules/tickets/edit/repository.ts`]: [],
  [`${server}/modules/organisation/index.ts`]: [{ reExport: './users/index.ts' }],
  [`${server}/modules/organisation/users/repository.ts`]: [],
  [`${server}/modules/organisation/users/service.ts`]: ['./repository.ts'],
  [`${server}/modules/organisation/users/routes.ts`]: ['./service.ts'],
  [`${server}/modules/session/service.ts`]: [],
  [`${web}/app/theme.ts`]: [],
  [`${web}/lib/api-client.ts`]: [],
  [`${web}/components/search-select.tsx`]: [],
  [`${web}/features/customers/api/get-cities.ts`]: ['../../../lib/api-client'],
  'apps/server/package.json': [],
  'apps/web/package.json': [],

  // The bypasses the old rules missed (issue 22), each now refused.
  [`${server}/modules/customers/service.ts`]: [
    '../../modules/tickets/create/repository.ts',
    '../tickets/index.ts',
  ],
  [`${server}/modules/calls/service.ts`]: [
    '../../db/turkish-lower.ts',
    '../../platform/db.ts',
    'pg',
    { type: '@electric-sql/pglite' },
  ],
  [`${server}/modules/tickets/lists/deep/query.ts`]: [
    'drizzle-orm',
    '../../../../db/schema/index.ts',
    '../../../customers/repository.ts',
  ],
  [`${server}/modules/customers/query.mts`]: [
    'drizzle-orm',
    '../../db/schema/index.ts',
    '../tickets/create/repository.ts',
  ],
  [`${web}/features/tickets/screens/ticket-list-screen.tsx`]: [
    '../../../features/customers/api/get-cities',
    '../../../components/search-select',
  ],
  [`${web}/components/filter-card.tsx`]: ['../features/customers/api/get-cities'],
  [`${web}/features/customers/api/customer-theme.ts`]: ['../../../app/theme'],
  [`${web}/lib/format.ts`]: ['../features/customers/api/get-cities'],

  // A module's only face is its index.ts: a sub-module's service is its module's own (issue 37).
  [`${server}/modules/reports/prepare.ts`]: ['../tickets/notes/service.ts', '../tickets/index.ts'],
  [`${server}/modules/reports/options-service.ts`]: [{ type: '../tickets/create/service.ts' }],
  [`${server}/modules/reports/lazy-notes.ts`]: [{ dynamic: '../tickets/notes/service.ts' }],
  [`${server}/modules/reports/tickets-barrel.ts`]: [{ reExport: '../tickets/create/service.ts' }],
  [`${server}/modules/reports/uses-barrel.ts`]: ['./tickets-barrel.ts'],

  // A face re-exports no query; the SLA's SQL pieces are the one allowed repository.
  [`${server}/modules/holidays/repository.ts`]: [],
  [`${server}/modules/holidays/index.ts`]: [{ reExport: './repository.ts' }],
  [`${server}/modules/organisation/users/index.ts`]: [
    { reExport: './service.ts' },
    { reExport: './repository.ts' },
  ],
  [`${server}/modules/sla/repository.ts`]: ['drizzle-orm'],
  [`${server}/modules/sla/holiday-shift-repository.ts`]: ['drizzle-orm'],
  [`${server}/modules/sla/index.ts`]: [
    { reExport: './repository.ts' },
    { reExport: './holiday-shift-repository.ts' },
  ],

  // Outside modules/, the rest of the server reaches a module through its index.ts (issue 37).
  [`${server}/idp/provider.ts`]: [
    '../modules/organisation/users/repository.ts',
    '../modules/organisation/index.ts',
  ],
  [`${server}/idp/pages.ts`]: [{ type: '../modules/organisation/users/service.ts' }],
  [`${server}/idp/user-token.ts`]: ['@ccms/server/src/modules/organisation/users/service.ts'],
  [`${server}/platform/outbox/dispatcher.ts`]: [
    '../../modules/tickets/notes/repository.ts',
    'pg',
    '../db.ts',
  ],
  [`${server}/platform/tickets-barrel.ts`]: [
    { reExport: '../modules/tickets/notes/repository.ts' },
  ],
  [`${server}/platform/uses-barrel.ts`]: ['./tickets-barrel.ts'],
  [`${server}/seed/tickets.ts`]: [
    '../modules/tickets/create/service.ts',
    '../modules/tickets/index.ts',
    'drizzle-orm',
    '../db/schema/index.ts',
  ],
  [`${server}/background.ts`]: [
    './modules/tickets/index.ts',
    './modules/tickets/auto-close/service.ts',
    { dynamic: './modules/tickets/notes/service.ts' },
  ],
  [`${server}/main.ts`]: [{ require: './modules/customers/repository.ts' }, './app.ts'],
  [`${server}/app.ts`]: [
    './modules/tickets/routes.ts',
    './modules/organisation/users/routes.ts',
    './modules/tickets/index.ts',
    './modules/session/service.ts',
    './modules/tickets/create/repository.ts',
  ],
  [`${server}/test/background-process.ts`]: ['../modules/tickets/notes/repository.ts'],
  [`${server}/idp/provider.test.ts`]: ['../modules/organisation/users/repository.ts'],

  // Outside modules/ too, queries live in repositories; the database plumbing is listed.
  [`${server}/platform/outbox/notice-listener.ts`]: ['pg'],
  [`${server}/idp/claims.ts`]: ['drizzle-orm', '../db/schema/index.ts'],
  [`${server}/idp/keys-repository.ts`]: ['drizzle-orm', '../db/schema/index.ts'],
  [`${server}/openapi-document.ts`]: [{ type: '@electric-sql/pglite' }, './platform/db.ts'],

  // Web and server never import each other, by a relative path or the workspace's package name.
  [`${web}/lib/server-time.ts`]: ['../../../server/src/platform/db.ts'],
  [`${web}/features/customers/api/server-types.ts`]: [
    { type: '@ccms/server/src/modules/customers/index.ts' },
  ],
  [`${server}/platform/web-static.ts`]: ['../../../web/src/lib/api-client.ts'],

  // The other rules, and what they leave open.
  [`${server}/modules/tickets/edit/service.ts`]: [
    '../../../modules/customers/repository.ts',
    '../create/form-plan.ts',
    '../create/repository.ts',
    '../create/service.ts',
    '../deps.ts',
    './repository.ts',
    '../../customers/index.ts',
  ],
  [`${server}/modules/tickets/notes/routes.ts`]: [
    './repository.ts',
    '../../../db/schema/index.ts',
    '@electric-sql/pglite/contrib/pg_trgm',
  ],
  [`${server}/modules/tickets/edit/edit.test.ts`]: [
    'drizzle-orm',
    '../../../db/schema/index.ts',
    '../../customers/repository.ts',
    '../create/repository.ts',
  ],
  [`${web}/app/routes.tsx`]: ['../features/tickets/screens/ticket-list-screen'],
  'packages/contract/src/constants.ts': ['../../../apps/server/src/platform/db.ts'],
};

const PGLITE = 'node_modules/@electric-sql/pglite/dist';

/** What the cruise must report, as `rule: from → to`, and nothing else. */
const expected = [
  `server-module-through-face: ${server}/modules/customers/service.ts → ${server}/modules/tickets/create/repository.ts`,
  `server-queries-only-in-repositories: ${server}/modules/calls/service.ts → ${server}/db/turkish-lower.ts`,
  `server-queries-only-in-repositories: ${server}/modules/calls/service.ts → node_modules/pg/esm/index.mjs`,
  `server-queries-only-in-repositories: ${server}/modules/calls/service.ts → ${PGLITE}/index.d.ts`,
  `server-queries-only-in-repositories: ${server}/modules/tickets/lists/deep/query.ts → node_modules/drizzle-orm/index.d.ts`,
  `server-queries-only-in-repositories: ${server}/modules/tickets/lists/deep/query.ts → ${server}/db/schema/index.ts`,
  `server-module-through-face: ${server}/modules/tickets/lists/deep/query.ts → ${server}/modules/customers/repository.ts`,
  `server-queries-only-in-repositories: ${server}/modules/customers/query.mts → node_modules/drizzle-orm/index.d.ts`,
  `server-queries-only-in-repositories: ${server}/modules/customers/query.mts → ${server}/db/schema/index.ts`,
  `server-module-through-face: ${server}/modules/customers/query.mts → ${server}/modules/tickets/create/repository.ts`,
  `web-feature-isolation: ${web}/features/tickets/screens/ticket-list-screen.tsx → ${web}/features/customers/api/get-cities.ts`,
  `web-shared-not-features-or-app: ${web}/components/filter-card.tsx → ${web}/features/customers/api/get-cities.ts`,
  `web-features-not-app: ${web}/features/customers/api/customer-theme.ts → ${web}/app/theme.ts`,
  `web-shared-not-features-or-app: ${web}/lib/format.ts → ${web}/features/customers/api/get-cities.ts`,

  `server-module-through-face: ${server}/modules/reports/prepare.ts → ${server}/modules/tickets/notes/service.ts`,
  `server-module-through-face: ${server}/modules/reports/options-service.ts → ${server}/modules/tickets/create/service.ts`,
  `server-module-through-face: ${server}/modules/reports/lazy-notes.ts → ${server}/modules/tickets/notes/service.ts`,
  `server-module-through-face: ${server}/modules/reports/tickets-barrel.ts → ${server}/modules/tickets/create/service.ts`,

  `server-face-re-exports-no-query: ${server}/modules/holidays/index.ts → ${server}/modules/holidays/repository.ts`,
  `server-face-re-exports-no-query: ${server}/modules/organisation/users/index.ts → ${server}/modules/organisation/users/repository.ts`,

  `server-outside-modules-through-face: ${server}/idp/provider.ts → ${server}/modules/organisation/users/repository.ts`,
  `server-outside-modules-through-face: ${server}/idp/pages.ts → ${server}/modules/organisation/users/service.ts`,
  `server-outside-modules-through-face: ${server}/idp/user-token.ts → ${server}/modules/organisation/users/service.ts`,
  `server-outside-modules-through-face: ${server}/platform/outbox/dispatcher.ts → ${server}/modules/tickets/notes/repository.ts`,
  `server-outside-modules-through-face: ${server}/platform/tickets-barrel.ts → ${server}/modules/tickets/notes/repository.ts`,
  `server-outside-modules-through-face: ${server}/seed/tickets.ts → ${server}/modules/tickets/create/service.ts`,
  `server-outside-modules-through-face: ${server}/background.ts → ${server}/modules/tickets/auto-close/service.ts`,
  `server-outside-modules-through-face: ${server}/background.ts → ${server}/modules/tickets/notes/service.ts`,
  `server-outside-modules-through-face: ${server}/main.ts → ${server}/modules/customers/repository.ts`,
  `server-composition-root-through-face: ${server}/app.ts → ${server}/modules/session/service.ts`,
  `server-composition-root-through-face: ${server}/app.ts → ${server}/modules/tickets/create/repository.ts`,

  `server-queries-outside-modules-in-repositories: ${server}/platform/outbox/notice-listener.ts → node_modules/pg/esm/index.mjs`,
  `server-queries-outside-modules-in-repositories: ${server}/idp/claims.ts → node_modules/drizzle-orm/index.d.ts`,
  `server-queries-outside-modules-in-repositories: ${server}/idp/claims.ts → ${server}/db/schema/index.ts`,
  `server-queries-outside-modules-in-repositories: ${server}/openapi-document.ts → ${PGLITE}/index.d.ts`,

  `web-imports-no-server: ${web}/lib/server-time.ts → ${server}/platform/db.ts`,
  `web-imports-no-server: ${web}/features/customers/api/server-types.ts → ${server}/modules/customers/index.ts`,
  `server-imports-no-web: ${server}/platform/web-static.ts → ${web}/lib/api-client.ts`,

  `server-module-through-face: ${server}/modules/tickets/edit/service.ts → ${server}/modules/customers/repository.ts`,
  `server-sub-module-through-face: ${server}/modules/tickets/edit/service.ts → ${server}/modules/tickets/create/form-plan.ts`,
  `server-repository-own-folder: ${server}/modules/tickets/edit/service.ts → ${server}/modules/tickets/create/repository.ts`,
  `server-routes-thin: ${server}/modules/tickets/notes/routes.ts → ${server}/modules/tickets/notes/repository.ts`,
  `server-routes-thin: ${server}/modules/tickets/notes/routes.ts → ${server}/db/schema/index.ts`,
  `server-routes-thin: ${server}/modules/tickets/notes/routes.ts → ${PGLITE}/contrib/pg_trgm.d.ts`,
  `contract-imports-no-app: packages/contract/src/constants.ts → ${server}/platform/db.ts`,
];

/** The source line for one import, and the name it binds (none for a type or a re-export). */
function importLine(entry: Import, index: number): { line: string; name?: string } {
  const name = `i${index}`;
  if (typeof entry === 'string') return { line: `import * as ${name} from '${entry}';`, name };
  if ('type' in entry) return { line: `import type { Shape as T${index} } from '${entry.type}';` };
  if ('dynamic' in entry) return { line: `const ${name} = import('${entry.dynamic}');`, name };
  if ('require' in entry) return { line: `const ${name} = require('${entry.require}');`, name };
  return { line: `export * from '${entry.reExport}';` };
}

/** The file's text: its imports and one export that uses them. */
function sourceOf(file: string, imports: Import[]): string {
  if (file.endsWith('package.json')) {
    return JSON.stringify({ name: `@ccms/${path.basename(path.dirname(file))}`, type: 'module' });
  }
  const made = imports.map(importLine);
  const names = made.flatMap((each) => (each.name ? [each.name] : []));
  return `${[...made.map((each) => each.line), `export const used = [${names.join(', ')}];`].join('\n')}\n`;
}

/**
 * node_modules of the scratch copy: the repository's packages, but the workspace's own names
 * (`@ccms/server`, `@ccms/web`) lead to the scratch apps, as npm's links lead to the real ones.
 */
function linkPackages(scratchRoot: string) {
  const modules = path.join(scratchRoot, 'node_modules');
  fs.mkdirSync(path.join(modules, '@ccms'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@ccms')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const app of ['server', 'web']) {
    fs.symlinkSync(path.join(scratchRoot, 'apps', app), path.join(modules, '@ccms', app));
  }
}

let scratch = '';

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-layers-'));
  for (const [file, imports] of Object.entries(files)) {
    fs.mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), sourceOf(file, imports));
  }
  linkPackages(scratch);
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('layer rules', () => {
  it('refuse each bypass and allow the faces, the module root files, the routes app.ts registers and tests', async () => {
    const config = configuration as IConfiguration;
    const result = await cruise(['apps', 'packages'], {
      ...config.options,
      baseDir: scratch,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    if (typeof result.output === 'string') throw new Error('expected a cruise result');
    // A package resolves to its real place, outside the scratch copy: keep from node_modules/ on.
    const found = (result.output.summary.violations as IViolation[]).map(
      (violation) =>
        `${violation.rule.name}: ${violation.from} → ${violation.to.replace(/^.*?(node_modules\/)/, '$1')}`,
    );
    expect(found.sort()).toEqual([...expected].sort());
  });

  it('say each rule in plain words and point at the page that explains it', () => {
    const rules = (configuration as IConfiguration).forbidden ?? [];
    for (const rule of rules) {
      expect(rule.name, 'every rule has a name the build prints').toMatch(/^[a-z-]+$/);
      expect(rule.comment, rule.name).toMatch(
        /^[A-Z].+ \(docs\/architecture\.md, 'Layers the build enforces'\)\.$/,
      );
    }
  });
});
