import { STORE_TYPES } from '@ccms/contract/constants';
import { FIRST_ADMINISTRATOR_DEFAULTS } from '@ccms/contract/setup';
import type { CurrentUser } from '../../../platform/access.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import type { SealedTx } from '../../../platform/sealed-db.ts';
import { findUnitForRole, insertUnitRow } from './first-unit-repository.ts';

/** The units a department role is held at (docs/domain.md §14.4). */
const DEPARTMENT_TYPES = [STORE_TYPES.department, STORE_TYPES.solutionUnit] as const;

/**
 * The unit the first administrator holds the role at (docs/domain.md §16.1), in the caller's
 * transaction: an active department where the role is held already, else the first active
 * department by name, else a new department 'Genel Merkez' (code GM), which the chain may rename
 * or overwrite from its stores file by that code.
 */
export async function provideAdministratorUnit(
  tx: SealedTx,
  caller: CurrentUser,
  roleId: string,
): Promise<{ id: string; name: string; isNew: boolean }> {
  const found = await findUnitForRole(tx, roleId, DEPARTMENT_TYPES);
  if (found) return { ...found, isNew: false };
  const unit = await insertUnitRow(tx, {
    name: FIRST_ADMINISTRATOR_DEFAULTS.unitName,
    code: FIRST_ADMINISTRATOR_DEFAULTS.unitCode,
    type: STORE_TYPES.department,
  });
  await recordAudit(tx, {
    user: caller,
    entityType: 'store',
    entityId: unit.id,
    entityLabel: unit.name,
    action: 'create',
    before: null,
    after: unit,
  });
  return { id: unit.id, name: unit.name, isNew: true };
}
