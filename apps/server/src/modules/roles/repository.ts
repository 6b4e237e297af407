import { ROLE_TYPES } from '@ccms/contract/constants';
import { isStoreRoleType } from '@ccms/contract/ticket-activity/rules';
import type { TTransferTarget } from '@ccms/contract/ticket-activity/schemas';
import { and, asc, eq, ne } from 'drizzle-orm';
import { roles } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/** Active roles a ticket may be forwarded to: every type but the call-centre one, by name. */
export async function findTransferTargets(db: Executor): Promise<TTransferTarget[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      roleType: roles.roleType,
      isECommerceBackOffice: roles.isECommerceBackOffice,
    })
    .from(roles)
    .where(and(eq(roles.isActive, true), ne(roles.roleType, ROLE_TYPES.operator)))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows.map((row) => ({ ...row, needsStore: isStoreRoleType(row.roleType) }));
}
