import type { TPaged } from '@ccms/contract/envelope';
import { OUTBOX_KINDS } from '@ccms/contract/notification-texts';
import {
  OUTBOX_MESSAGES,
  RETRYABLE_OUTBOX_STATES,
  type TOutboxMessage,
  type TOutboxMessageDetail,
} from '@ccms/contract/outbox';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../access.ts';
import { recordAudit } from '../audit/record.ts';
import { badRequest, notFound } from '../errors.ts';
import { toPaged } from '../paging.ts';
import { compileListQuery } from '../query-format.ts';
import { inTransaction, type SealedDb } from '../sealed-db.ts';
import {
  findOutboxMessage,
  findOutboxPage,
  lockOutboxMessage,
  OUTBOX_LIST,
} from './admin-repository.ts';
import { requeueMessage } from './repository.ts';

type SummaryRow = Awaited<ReturnType<typeof findOutboxPage>>['rows'][number];

function toMessage(row: SummaryRow): TOutboxMessage {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    channel: row.channel as TOutboxMessage['channel'],
    kind: row.kind,
    state: row.state as TOutboxMessage['state'],
    ticketId: row.ticketId,
    ticketNo: row.ticketNo,
    recipients: row.recipients,
    subject: row.subject,
    attempts: row.attempts,
    failureReason: row.failureReason,
    lastAttemptDate: row.lastAttemptAt?.toISOString() ?? null,
    sentDate: row.sentAt?.toISOString() ?? null,
  };
}

/** outbox/list: one page, newest first unless asked otherwise. */
export async function listOutbox(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TOutboxMessage>> {
  const query = compileListQuery(OUTBOX_LIST, formatter);
  const { rows, total } = await findOutboxPage(db, query);
  return toPaged(rows.map(toMessage), total, query.pageNumber);
}

/** outbox/get: one message with its body, errors and idempotency key. */
export async function getOutboxMessage(db: SealedDb, id: string): Promise<TOutboxMessageDetail> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
  return {
    ...toMessage(row),
    body: row.body,
    html: row.html,
    errors: row.errors,
    providerResponse: row.providerResponse,
    idempotencyKey: row.dedupeKey,
    round: row.round,
    canRetry: RETRYABLE_OUTBOX_STATES.includes(row.state as TOutboxMessage['state']),
  };
}

/**
 * outbox/retry (docs/domain.md §17): a failed or dead message goes back to the queue in a new
 * round of attempts, sent at once by a worker; recorded in the audit log with the write.
 */
export async function retryOutboxMessage(db: SealedDb, user: CurrentUser, id: string) {
  await inTransaction(db, async (tx) => {
    const message = await lockOutboxMessage(tx, id);
    if (!message) throw notFound(OUTBOX_MESSAGES.notFound);
    if (!RETRYABLE_OUTBOX_STATES.includes(message.state as TOutboxMessage['state'])) {
      throw badRequest(OUTBOX_MESSAGES.notRetryable);
    }
    await requeueMessage(tx, id, RETRYABLE_OUTBOX_STATES);
    const kindLabel = (OUTBOX_KINDS as Record<string, string>)[message.kind] ?? message.kind;
    await recordAudit(tx, {
      user,
      entityType: 'outboxMessage',
      entityId: id,
      entityLabel: message.subject ? `${kindLabel}: ${message.subject}` : kindLabel,
      action: 'update',
      before: { state: message.state, round: message.round },
      after: { state: 'queued', round: message.round + 1 },
    });
  });
  return { id };
}
