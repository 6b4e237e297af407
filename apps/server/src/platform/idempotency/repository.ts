import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/index.ts';
import type { SealedDb, SealedTx } from '../sealed-db.ts';
import { unsealed } from '../unseal-db.ts';

export type KeyName = { userId: string; callPath: string; key: string };

/**
 * Claims a key in the caller's transaction; answers false when it is held already. A second
 * claim of the same key waits here until the first transaction ends (PostgreSQL's unique index),
 * so the work behind a claim runs once.
 */
export async function claimIdempotencyKey(
  tx: SealedTx,
  name: KeyName,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await unsealed(tx)
    .insert(idempotencyKeys)
    .values({ ...name, requestHash, answer: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

const matching = (name: KeyName) =>
  and(
    eq(idempotencyKeys.userId, name.userId),
    eq(idempotencyKeys.callPath, name.callPath),
    eq(idempotencyKeys.key, name.key),
  );

/** The stored request hash and answer of a key. */
export async function findIdempotencyKey(db: SealedDb, name: KeyName) {
  const [row] = await unsealed(db)
    .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(matching(name));
  return row ?? null;
}

/** Stores the answer of a claimed key, in the claim's transaction. */
export async function storeIdempotentAnswer(
  tx: SealedTx,
  name: KeyName,
  answer: unknown,
): Promise<void> {
  await unsealed(tx).update(idempotencyKeys).set({ answer }).where(matching(name));
}

/** Removes the keys created before `before`; answers how many went. */
export async function deleteIdempotencyKeysBefore(db: SealedDb, before: Date): Promise<number> {
  const rows = await unsealed(db)
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
