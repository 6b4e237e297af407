import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import { rowsOf } from '../db.ts';
import type { SealedDb } from '../sealed-db.ts';
import { unsealed } from '../unseal-db.ts';

/** The channel PostgreSQL announces new messages on, so a dispatcher wakes at once. */
export const OUTBOX_CHANNEL = 'outbox_queued';

/**
 * Inserts a message unless one with its idempotency key is there, and announces it (delivered
 * when the caller's transaction commits); true when it was inserted.
 */
export async function insertOutboxMessage(
  db: SealedDb,
  message: typeof outboxMessages.$inferInsert,
): Promise<boolean> {
  const inserted = await unsealed(db)
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  if (inserted.length > 0) await unsealed(db).execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return inserted.length > 0;
}

/** Queued messages of the given channels that no queue job owns yet, oldest first. */
export function findUndispatchedMessages(db: SealedDb, channels: string[], limit: number) {
  return unsealed(db)
    .select({ id: outboxMessages.id, round: outboxMessages.round })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.state, 'queued'),
        isNull(outboxMessages.jobId),
        inArray(outboxMessages.channel, channels),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
}

/** Records the job that owns a message's round, unless the round has moved on. */
export async function markDispatched(
  db: SealedDb,
  message: { id: string; round: number; jobId: string },
): Promise<void> {
  await unsealed(db)
    .update(outboxMessages)
    .set({ jobId: message.jobId })
    .where(
      and(
        eq(outboxMessages.id, message.id),
        eq(outboxMessages.round, message.round),
        isNull(outboxMessages.jobId),
      ),
    );
}

export type ClaimedMessage = {
  id: string;
  channel: string;
  recipients: string[];
  subject: string | null;
  body: string;
  html: string | null;
  dedupeKey: string | null;
  attempts: number;
};

export type Claim =
  | { kind: 'claimed'; message: ClaimedMessage }
  /** Sent, dead, or handed to a later round: nothing left for this job. */
  | { kind: 'settled' }
  /** Another attempt is sending it right now (or died doing so, not long ago). */
  | { kind: 'busy' };

/**
 * Takes a message for one send attempt of its round: queued, failed, or left 'sending' by an
 * attempt older than `staleSeconds` (its worker died; the queue gave the job to another).
 * The conditional UPDATE lets one attempt at a time through.
 */
export async function claimForSending(
  db: SealedDb,
  messageId: string,
  round: number,
  staleSeconds: number,
): Promise<Claim> {
  const claimed = await unsealed(db).execute(sql`
    update outbox_messages set state = 'sending', attempts = attempts + 1, last_attempt_at = now()
    where id = ${messageId} and round = ${round}
      and (state in ('queued', 'failed')
        or (state = 'sending' and last_attempt_at < now() - make_interval(secs => ${staleSeconds})))
    returning id, channel, recipients, subject, body, html, dedupe_key as "dedupeKey", attempts`);
  const [message] = rowsOf<ClaimedMessage>(claimed);
  if (message) return { kind: 'claimed', message };
  const [current] = await unsealed(db)
    .select({ state: outboxMessages.state, round: outboxMessages.round })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, messageId));
  return current?.round === round && current.state === 'sending'
    ? { kind: 'busy' }
    : { kind: 'settled' };
}

/** The attempt went through. */
export async function markSent(
  db: SealedDb,
  messageId: string,
  round: number,
  providerResponse: string,
): Promise<void> {
  await unsealed(db)
    .update(outboxMessages)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      providerResponse: providerResponse.slice(0, 1000),
      failureReason: null,
    })
    .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.round, round)));
}

/**
 * The attempt failed: the reason is kept (and added to the message's errors); `failed` waits for
 * the queue's next retry, `dead` gives up.
 */
export async function markAttemptFailed(
  db: SealedDb,
  messageId: string,
  round: number,
  failure: { reason: string; state: 'failed' | 'dead' },
): Promise<void> {
  const reason = failure.reason.slice(0, 2000);
  await unsealed(db)
    .update(outboxMessages)
    .set({
      state: failure.state,
      failureReason: reason,
      // The last 20 attempts are plenty to read; older ones drop off.
      errors: sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from (
        select e, n from jsonb_array_elements(${outboxMessages.errors} || jsonb_build_array(
          jsonb_build_object('at', now(), 'attempt', ${outboxMessages.attempts}, 'reason', ${reason}::text)
        )) with ordinality as x(e, n) order by n desc limit 20) latest)`,
    })
    .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.round, round)));
}

/** The queue gave up on the round (its retries ran out): dead, unless it went out meanwhile. */
export async function markDead(db: SealedDb, messageId: string, round: number): Promise<void> {
  await unsealed(db)
    .update(outboxMessages)
    .set({ state: 'dead' })
    .where(
      and(
        eq(outboxMessages.id, messageId),
        eq(outboxMessages.round, round),
        sql`${outboxMessages.state} <> 'sent'`,
      ),
    );
}

/**
 * Puts a message back in the queue for a new round (a manual retry, or a worker without the
 * channel's transport letting it go): the next dispatch gives it a fresh job.
 */
export async function requeueMessage(
  db: SealedDb,
  messageId: string,
  fromStates: readonly string[],
): Promise<boolean> {
  const requeued = await unsealed(db)
    .update(outboxMessages)
    .set({ state: 'queued', round: sql`${outboxMessages.round} + 1`, jobId: null })
    .where(and(eq(outboxMessages.id, messageId), inArray(outboxMessages.state, [...fromStates])))
    .returning({ id: outboxMessages.id });
  if (requeued.length > 0) await unsealed(db).execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return requeued.length > 0;
}
