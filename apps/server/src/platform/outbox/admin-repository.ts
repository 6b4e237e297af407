import { PAGE_SIZES } from '@ccms/contract/constants';
import { OUTBOX_FILTERS, OUTBOX_SORTABLE } from '@ccms/contract/outbox';
import { count, eq } from 'drizzle-orm';
import { outboxMessages, tickets } from '../../db/schema/index.ts';
import { type CompiledListQuery, defineList } from '../query-format.ts';
import type { SealedDb } from '../sealed-db.ts';
import { unsealed } from '../unseal-db.ts';

/** The whitelist of outbox/list: state, kind, channel, ticket number and the creation dates. */
export const OUTBOX_LIST = defineList({
  filters: OUTBOX_FILTERS,
  sortable: OUTBOX_SORTABLE,
  columns: {
    state: outboxMessages.state,
    kind: outboxMessages.topic,
    channel: outboxMessages.channel,
    ticketNo: tickets.ticketNo,
    createdDate: outboxMessages.createdAt,
  },
  overrides: {
    state: { type: 'string' },
    kind: { type: 'string' },
    channel: { type: 'string' },
    ticketNo: { type: 'number' },
    createdDate: { type: 'date' },
  },
  defaultSort: [{ property: 'createdDate', direction: 1 }],
  tieBreaker: outboxMessages.id,
  defaultPageSize: PAGE_SIZES.outbox,
});

const SUMMARY = {
  id: outboxMessages.id,
  createdAt: outboxMessages.createdAt,
  channel: outboxMessages.channel,
  kind: outboxMessages.topic,
  state: outboxMessages.state,
  ticketId: outboxMessages.ticketId,
  ticketNo: tickets.ticketNo,
  recipients: outboxMessages.recipients,
  subject: outboxMessages.subject,
  attempts: outboxMessages.attempts,
  failureReason: outboxMessages.failureReason,
  lastAttemptAt: outboxMessages.lastAttemptAt,
  sentAt: outboxMessages.sentAt,
};

/** One page of messages with their ticket numbers, and the total. */
export async function findOutboxPage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select(SUMMARY)
      .from(outboxMessages)
      .leftJoin(tickets, eq(tickets.id, outboxMessages.ticketId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db)
      .select({ n: count() })
      .from(outboxMessages)
      .leftJoin(tickets, eq(tickets.id, outboxMessages.ticketId))
      .where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One message whole. */
export async function findOutboxMessage(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      ...SUMMARY,
      body: outboxMessages.body,
      html: outboxMessages.html,
      errors: outboxMessages.errors,
      providerResponse: outboxMessages.providerResponse,
      dedupeKey: outboxMessages.dedupeKey,
      round: outboxMessages.round,
    })
    .from(outboxMessages)
    .leftJoin(tickets, eq(tickets.id, outboxMessages.ticketId))
    .where(eq(outboxMessages.id, id));
  return row ?? null;
}

/** Locks a message for a manual retry. */
export async function lockOutboxMessage(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select({
      id: outboxMessages.id,
      state: outboxMessages.state,
      round: outboxMessages.round,
      subject: outboxMessages.subject,
      kind: outboxMessages.topic,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id))
    .for('update');
  return row ?? null;
}
