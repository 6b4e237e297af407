import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { tickets } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/**
 * Open tickets whose clock runs and whose deadline (business minute) has passed, unless a notice
 * was already queued for that deadline; the oldest deadline first. With a ticket id, only that
 * ticket.
 */
export function findOverdueTicketsForNotice(
  db: SealedDb,
  nowBm: number,
  limit: number,
  ticketId?: string,
) {
  return unsealed(db)
    .select({ id: tickets.id, slaDeadlineBm: tickets.slaDeadlineBm })
    .from(tickets)
    .where(
      and(
        ne(tickets.status, TICKET_STATUS.closed),
        eq(tickets.isDeleted, false),
        isNull(tickets.slaStoppedAtBm),
        eq(tickets.isRemovedFromSla, false),
        lte(tickets.slaDeadlineBm, nowBm),
        sql`${tickets.slaExceededNotifiedDeadlineBm} is distinct from ${tickets.slaDeadlineBm}`,
        ticketId === undefined ? undefined : eq(tickets.id, ticketId),
      ),
    )
    .orderBy(asc(tickets.slaDeadlineBm))
    .limit(limit);
}

/** Marks the notice of this deadline as queued, unless the deadline has moved meanwhile. */
export async function markSlaNoticeQueued(
  tx: SealedDb,
  ticketId: string,
  deadline: number,
): Promise<void> {
  await unsealed(tx)
    .update(tickets)
    .set({ slaExceededNotifiedDeadlineBm: deadline })
    .where(and(eq(tickets.id, ticketId), eq(tickets.slaDeadlineBm, deadline)));
}
