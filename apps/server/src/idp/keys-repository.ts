import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { idpKeys } from '../db/schema/idp.ts';
import type { Executor } from '../platform/db.ts';

export type IdpKeyRow = typeof idpKeys.$inferSelect;
export type IdpKeyKind = 'signing' | 'cookie';

/** Every stored key, newest first. */
export function findIdpKeys(db: Executor): Promise<IdpKeyRow[]> {
  return db.select().from(idpKeys).orderBy(desc(idpKeys.createdAt), desc(idpKeys.id));
}

/** Held for the rest of the transaction: instances creating or rotating keys go one at a time. */
export async function lockIdpKeys(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('idp-keys'))`);
}

export async function insertIdpKeys(
  tx: Executor,
  rows: { id: string; kind: IdpKeyKind; material: unknown; createdAt?: Date }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(idpKeys).values(rows).onConflictDoNothing();
}

/** The signing keys still signing stop signing from `at` on (they keep verifying a while). */
export async function retireSigningKeys(tx: Executor, at: Date): Promise<void> {
  await tx
    .update(idpKeys)
    .set({ retiredAt: at })
    .where(and(eq(idpKeys.kind, 'signing'), isNull(idpKeys.retiredAt)));
}

/** Removes signing keys retired before `before`: every token they signed has expired. */
export async function deleteSigningKeysRetiredBefore(tx: Executor, before: Date): Promise<number> {
  const deleted = await tx
    .delete(idpKeys)
    .where(and(eq(idpKeys.kind, 'signing'), lt(idpKeys.retiredAt, before)))
    .returning({ id: idpKeys.id });
  return deleted.length;
}
