// The wrapper check counts an import by the file it resolves to: a scratch web app and contract,
// with `@ccms/contract` linked into node_modules as npm's workspaces link it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findWrappers } from './check-endpoint-wrappers.ts';

const scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-wrappers-')));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const files: Record<string, string[]> = {
  'packages/contract/package.json': [JSON.stringify({ exports: { './*': './src/*.ts' } })],
  'packages/contract/src/endpoints/roles.ts': [
    'export const listRolesEndpoint = { path: "/roles" };',
    'export const getRoleEndpoint = { path: "/roles/get" };',
    'export const deleteRoleEndpoint = { path: "/roles/delete" };',
    'export const saveRoleEndpoint = { path: "/roles/save" };',
    'export const RoleSchema = {};',
  ],
  // A barrel in the contract, passing the endpoints on under their names and a new one.
  'packages/contract/src/all-endpoints.ts': [
    "export * from './endpoints/roles.ts';",
    "export { saveRoleEndpoint as storeRoleEndpoint } from './endpoints/roles.ts';",
  ],
  'apps/web/src/features/roles/api/list-roles.ts': [
    "import { listRolesEndpoint } from '@ccms/contract/endpoints/roles';",
    'export const list = listRolesEndpoint;',
  ],
  // A relative path into the contract.
  'apps/web/src/features/reports/api/roles.ts': [
    "import { listRolesEndpoint } from '../../../../../../packages/contract/src/endpoints/roles.ts';",
    'export const list = listRolesEndpoint;',
  ],
  // Through the contract's barrel, once by name and once renamed there.
  'apps/web/src/features/roles/api/get-role.ts': [
    "import { getRoleEndpoint, storeRoleEndpoint } from '@ccms/contract/all-endpoints';",
    'export const get = [getRoleEndpoint, storeRoleEndpoint];',
  ],
  // A barrel in the web app: it wraps, and so does what imports through it.
  'apps/web/src/lib/role-endpoints.ts': [
    "import { getRoleEndpoint } from '@ccms/contract/endpoints/roles';",
    'export { getRoleEndpoint };',
  ],
  'apps/web/src/features/users/api/user-role.ts': [
    "import { getRoleEndpoint as role } from '../../../lib/role-endpoints';",
    'export const get = role;',
  ],
  // Aliases: a renamed binding and a namespace.
  'apps/web/src/features/users/api/delete-role.ts': [
    "import * as contract from '@ccms/contract/endpoints/roles';",
    "import { saveRoleEndpoint as save, RoleSchema } from '@ccms/contract/endpoints/roles';",
    'export const remove = [contract.deleteRoleEndpoint, contract.RoleSchema, save, RoleSchema];',
  ],
  'apps/web/src/features/roles/api/delete-role.ts': [
    "import { deleteRoleEndpoint } from '@ccms/contract/endpoints/roles';",
    'export const remove = deleteRoleEndpoint;',
  ],
  // Tests call what they test.
  'apps/web/src/features/roles/api/list-roles.test.ts': [
    "import { listRolesEndpoint } from '@ccms/contract/endpoints/roles';",
  ],
};

it('counts endpoints by resolved import: relative paths, barrels, aliases', () => {
  for (const [name, lines] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
    fs.writeFileSync(path.join(scratch, name), lines.join('\n'));
  }
  fs.mkdirSync(path.join(scratch, 'node_modules/@ccms'), { recursive: true });
  fs.symlinkSync(
    path.join(scratch, 'packages/contract'),
    path.join(scratch, 'node_modules/@ccms/contract'),
    'dir',
  );
  const wrappers = findWrappers({
    webSource: path.join(scratch, 'apps/web/src'),
    endpoints: path.join(scratch, 'packages/contract/src/endpoints'),
  });
  const found = Object.fromEntries(
    [...wrappers].map(([endpoint, users]) => [
      endpoint.split('#')[1],
      users.map((file) => path.relative(path.join(scratch, 'apps/web/src'), file)),
    ]),
  );
  expect(found).toEqual({
    listRolesEndpoint: ['features/reports/api/roles.ts', 'features/roles/api/list-roles.ts'],
    getRoleEndpoint: [
      'features/roles/api/get-role.ts',
      'features/users/api/user-role.ts',
      'lib/role-endpoints.ts',
    ],
    saveRoleEndpoint: ['features/roles/api/get-role.ts', 'features/users/api/delete-role.ts'],
    deleteRoleEndpoint: ['features/roles/api/delete-role.ts', 'features/users/api/delete-role.ts'],
  });
});
