import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { stores, userRolesInStores } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/**
 * An active unit of the given types for the first administrator's role: one where the role is
 * held already if there is one (the demo's 'Müşteri Hizmetleri'), else the first by name.
 */
export async function findUnitForRole(db: SealedDb, roleId: string, types: readonly number[]) {
  const isHeldThere = sql<boolean>`exists (select 1 from ${userRolesInStores}
    where ${userRolesInStores.storeId} = ${stores.id} and ${userRolesInStores.roleId} = ${roleId})`;
  const [row] = await unsealed(db)
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.isActive, true), inArray(stores.type, [...types])))
    .orderBy(desc(isHeldThere), asc(turkishOrder(stores.name)), asc(stores.id))
    .limit(1);
  return row ?? null;
}

export async function insertUnitRow(
  tx: SealedDb,
  values: { name: string; code: string; type: number },
): Promise<{ id: string; name: string; code: string | null; type: number }> {
  const [row] = await unsealed(tx)
    .insert(stores)
    .values(values)
    .returning({ id: stores.id, name: stores.name, code: stores.code, type: stores.type });
  return row!;
}
