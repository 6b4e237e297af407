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

/** Files every case may import: a path and the imports it makes (none for a target). */
const files: Record<string, string[]> = {
  [`${server}/db/schema/index.ts`]: [],
  [`${server}/db/turkish-lower.ts`]: [],
  [`${server}/platform/db.ts`]: [],
  [`${server}/modules/customers/repository.ts`]: ['drizzle-orm', '../../db/schema/index.ts'],
  [`${server}/modules/customers/index.ts`]: [],
  [`${server}/modules/tickets/index.ts`]: [],
  [`${server}/modules/tickets/deps.ts`]: [],
  [`${server}/modules/tickets/create/repository.ts`]: [],
  [`${server}/modules/tickets/create/service.ts`]: [],
  [`${server}/modules/tickets/create/form-plan.ts`]: [],
  [`${server}/modules/tickets/notes/repository.ts`]: [],
  [`${server}/modules/tickets/edit/repository.ts`]: [],
  [`${web}/app/theme.ts`]: [],
  [`${web}/lib/api-client.ts`]: [],
  [`${web}/components/search-select.tsx`]: [],
  [`${web}/features/customers/api/get-cities.ts`]: ['../../../lib/api-client'],

  // The bypasses the old rules missed (issue 22), each now refused.
  [`${server}/modules/customers/service.ts`]: [
    '../../modules/tickets/create/repository.ts',
    '../tickets/index.ts',
  ],
  [`${server}/modules/calls/service.ts`]: ['../../db/turkish-lower.ts', '../../platform/db.ts'],
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
  [`${server}/modules/tickets/notes/routes.ts`]: ['./repository.ts', '../../../db/schema/index.ts'],
  [`${server}/modules/tickets/edit/edit.test.ts`]: [
    'drizzle-orm',
    '../../../db/schema/index.ts',
    '../../customers/repository.ts',
    '../create/repository.ts',
  ],
  [`${web}/app/routes.tsx`]: ['../features/tickets/screens/ticket-list-screen'],
  'packages/contract/src/constants.ts': ['../../../apps/server/src/platform/db.ts'],
};

/** What the cruise must report, as `rule: from → to`, and nothing else. */
const expected = [
  `server-module-through-face: ${server}/modules/customers/service.ts → ${server}/modules/tickets/create/repository.ts`,
  `server-queries-only-in-repositories: ${server}/modules/calls/service.ts → ${server}/db/turkish-lower.ts`,
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
  `server-module-through-face: ${server}/modules/tickets/edit/service.ts → ${server}/modules/customers/repository.ts`,
  `server-sub-module-through-face: ${server}/modules/tickets/edit/service.ts → ${server}/modules/tickets/create/form-plan.ts`,
  `server-repository-own-folder: ${server}/modules/tickets/edit/service.ts → ${server}/modules/tickets/create/repository.ts`,
  `server-routes-thin: ${server}/modules/tickets/notes/routes.ts → ${server}/modules/tickets/notes/repository.ts`,
  `server-routes-thin: ${server}/modules/tickets/notes/routes.ts → ${server}/db/schema/index.ts`,
  `contract-imports-no-app: packages/contract/src/constants.ts → ${server}/platform/db.ts`,
];

let scratch = '';

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-layers-'));
  for (const [file, imports] of Object.entries(files)) {
    const lines = imports.map((from, index) => `import * as i${index} from '${from}';`);
    lines.push(`export const used = [${imports.map((_, index) => `i${index}`).join(', ')}];`);
    fs.mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), `${lines.join('\n')}\n`);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('layer rules', () => {
  it('refuse each bypass and allow the faces, the module root files and tests', async () => {
    const config = configuration as IConfiguration;
    const result = await cruise(['apps', 'packages'], {
      ...config.options,
      baseDir: scratch,
      preserveSymlinks: true,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    if (typeof result.output === 'string') throw new Error('expected a cruise result');
    const found = (result.output.summary.violations as IViolation[]).map(
      (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
    expect(found.sort()).toEqual([...expected].sort());
  });
});
