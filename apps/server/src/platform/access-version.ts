import { eq, sql } from 'drizzle-orm';
import { accessVersion } from '../db/schema/index.ts';
import type { Executor } from './db.ts';
import type { SealedTx } from './sealed-db.ts';
import { unsealed } from './unseal-db.ts';

/**
 * The access version now (docs/domain.md §1 User cache): triggers raise it with every change of
 * users, roles, role permissions and roles in units, in the change's own transaction.
 */
export async function readAccessVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: accessVersion.version })
    .from(accessVersion)
    .where(eq(accessVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Takes the access version's row lock for the rest of the transaction (raising it, as the
 * change's triggers will anyway). Every organisation write calls it first, so such writes run
 * one at a time: rules over all users (the last Admin holder, one holder of a store role) cannot
 * be broken by two writes that each saw the other's rows unchanged, and no two writes wait on
 * each other's rows.
 */
export async function lockAccessVersion(tx: SealedTx): Promise<void> {
  await unsealed(tx)
    .update(accessVersion)
    .set({ version: sql`${accessVersion.version} + 1` })
    .where(eq(accessVersion.id, 1));
}
