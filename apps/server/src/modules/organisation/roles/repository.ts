import { ROLE_TYPES } from '@ccms/contract/constants';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { isStoreRoleType } from '@ccms/contract/tickets-activities/rules';
import type { TTransferTarget } from '@ccms/contract/tickets-activities/schemas';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { roles } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import type { CompiledListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** Active roles a ticket may be forwarded to: every type but the call-centre one, by name. */
export async function findTransferTargets(db: SealedDb): Promise<TTransferTarget[]> {
  const rows = await unsealed(db)
    .select({
      id: roles.id,
      name: roles.name,
      roleType: roles.roleType,
      isECommerceBackOffice: roles.isECommerceBackOffice,
    })
    .from(roles)
    .where(and(eq(roles.isActive, true), ne(roles.roleType, ROLE_TYPES.operator)))
    .orderBy(asc(turkishOrder(roles.name)), asc(roles.name), asc(roles.id));
  return rows.map((row) => ({ ...row, needsStore: isStoreRoleType(row.roleType) }));
}

/** One page of the active roles, and the total (roles/list). */
export async function findRolePage(
  db: SealedDb,
  query: CompiledListQuery,
): Promise<{ rows: TRoleRow[]; total: number }> {
  const where = and(eq(roles.isActive, true), query.where);
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({ id: roles.id, name: roles.name, roleType: roles.roleType })
      .from(roles)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
