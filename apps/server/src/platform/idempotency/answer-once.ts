import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@ccms/contract/idempotency';
import { AppError } from '../errors.ts';
import { inTransaction, type SealedDb, type SealedTx } from '../sealed-db.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  type KeyName,
  storeIdempotentAnswer,
} from './repository.ts';

/** JSON with object keys sorted, so the same request always hashes alike. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash a key's request is recognised by. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('base64url');
}

/**
 * Runs a create's write once per key (docs/domain.md §21): the key is claimed and the answer
 * stored in the write's own transaction, so a crash leaves neither; a repeat of the same
 * request gets the stored answer, the same key with another request a 422. Everything `write`
 * reads must go through `tx`: on the embedded database a read through another handle waits
 * for this transaction for ever.
 */
export async function answerOnce<A>(
  db: SealedDb,
  name: KeyName,
  hash: string,
  now: Date,
  write: (tx: SealedTx) => Promise<A>,
): Promise<{ answer: A; isRepeat: boolean }> {
  return inTransaction(db, async (tx) => {
    if (await claimIdempotencyKey(tx, name, hash, now)) {
      const answer = await write(tx);
      await storeIdempotentAnswer(tx, name, answer);
      return { answer, isRepeat: false };
    }
    const stored = await findIdempotencyKey(tx, name);
    if (!stored) throw new Error('An idempotency key vanished between its claim and its read');
    if (stored.requestHash !== hash) throw new AppError(422, IDEMPOTENCY_MESSAGES.keyReused);
    return { answer: stored.answer as A, isRepeat: true };
  });
}
