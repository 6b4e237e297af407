import { outboxMessages } from '../../db/schema/index.ts';
import type { Executor } from '../db.ts';

/** Inserts a message unless one with its dedupe key is there; true when it was inserted. */
export async function insertOutboxMessage(
  db: Executor,
  message: typeof outboxMessages.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted.length > 0;
}
