import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ticketActivities, ticketFlows, tickets } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/**
 * A ticket in 2 Cevaplandı of a breakdown with the 48-hour close, whose latest activity is no
 * later than `answeredBefore` (docs/domain.md §17 48-hour auto-close).
 */
const dueCondition = (answeredBefore: Date) => sql`
  ${tickets.status} = ${TICKET_STATUS.answered} and not ${tickets.isDeleted}
  and exists (select 1 from ticket_category_sets cs
    where cs.id = ${tickets.ticketCategorySetId} and cs.is48_hours_sms)
  and (select max(a.created_at) from ticket_activities a where a.ticket_id = ${tickets.id})
    <= ${answeredBefore.toISOString()}::timestamptz`;

/** The tickets due for the 48-hour close, oldest answer first. */
export async function findTicketsDueForAutoClose(
  db: SealedDb,
  answeredBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await unsealed(db)
    .select({ id: tickets.id })
    .from(tickets)
    .where(dueCondition(answeredBefore))
    .orderBy(tickets.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the ticket and reads it again, still due: another instance or an activity of a person
 * that got there first leaves nothing to close.
 */
export async function lockTicketDueForAutoClose(
  tx: SealedDb,
  ticketId: string,
  answeredBefore: Date,
) {
  const [row] = await unsealed(tx)
    .select({
      id: tickets.id,
      version: tickets.version,
      slaDeadlineBm: tickets.slaDeadlineBm,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      slaExceededNotifiedDeadlineBm: tickets.slaExceededNotifiedDeadlineBm,
    })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), dueCondition(answeredBefore)))
    .for('update', { of: tickets });
  return row ?? null;
}

export async function insertSystemActivity(
  tx: SealedDb,
  row: typeof ticketActivities.$inferInsert,
): Promise<void> {
  await unsealed(tx).insert(ticketActivities).values(row);
}

/** Closing ends the owner's time (docs/domain.md §3 Ownership). */
export async function endOpenFlowsOf(tx: SealedDb, ticketId: string, endedAt: Date) {
  await unsealed(tx)
    .update(ticketFlows)
    .set({ endedAt })
    .where(and(eq(ticketFlows.ticketId, ticketId), isNull(ticketFlows.endedAt)));
}

export async function closeTicketRow(
  tx: SealedDb,
  ticketId: string,
  changes: Partial<typeof tickets.$inferInsert>,
): Promise<void> {
  await unsealed(tx).update(tickets).set(changes).where(eq(tickets.id, ticketId));
}
