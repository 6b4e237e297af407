import { PERMISSIONS } from '@ccms/contract/permissions';
import { FIRST_ADMINISTRATOR_DEFAULTS, SETUP_TEXTS } from '@ccms/contract/setup';
import type { CurrentUser } from '../../../platform/access.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import { conflict } from '../../../platform/errors.ts';
import type { SealedTx } from '../../../platform/sealed-db.ts';
import { insertRoleRow, isRoleNameTaken, lockRoleNames } from './admin-repository.ts';
import { findActiveAdminRole, insertRolePermissions } from './administrator-role-repository.ts';

/** Department and call-centre roles: the ones held at a department, where the first unit is. */
const DEPARTMENT_ROLE_TYPES = [4, 5] as const;
const DEPARTMENT_ROLE_TYPE = 4;

/**
 * The role the first administrator gets (docs/domain.md §16.1), in the caller's transaction: the
 * first active department role that grants `Admin` (the demo's 'Sistem Yöneticisi' in a demo
 * database), else a new department role 'Sistem Yöneticisi' with every permission. A role of
 * that name that does not grant Admin is not changed behind the operator's back: refused.
 */
export async function provideAdministratorRole(
  tx: SealedTx,
  caller: CurrentUser,
): Promise<{ id: string; name: string; roleType: number; isNew: boolean }> {
  const found = await findActiveAdminRole(tx, DEPARTMENT_ROLE_TYPES);
  if (found) return { ...found, isNew: false };
  const name = FIRST_ADMINISTRATOR_DEFAULTS.roleName;
  await lockRoleNames(tx);
  if (await isRoleNameTaken(tx, name)) throw conflict(SETUP_TEXTS.administratorRoleNameTaken(name));
  const role = await insertRoleRow(tx, { name, roleType: DEPARTMENT_ROLE_TYPE });
  await insertRolePermissions(tx, role.id, PERMISSIONS);
  await recordAudit(tx, {
    user: caller,
    entityType: 'role',
    entityId: role.id,
    entityLabel: role.name,
    action: 'create',
    before: null,
    after: { ...role, permissions: [...PERMISSIONS] },
  });
  return { ...role, isNew: true };
}
