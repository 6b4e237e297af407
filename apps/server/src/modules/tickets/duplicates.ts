import { TICKET_STATUS } from '@ccms/contract/ticket-statuses';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/** A customer and a breakdown (type, category, sub-category). */
export type Breakdown = {
  customerId: string;
  ticketTypeId: string;
  ticketCategoryId: string;
  ticketSubCategoryId: string;
};

/** A ticket created within this window counts as a repeat even when closed (DOMAIN §6). */
export const MULTIPLE_TICKET_WINDOW_HOURS = 24;

/**
 * The newest ticket of the customer in the breakdown that is open or, with `createdSince`,
 * was created since then. Deleted tickets never count, nor `excludeTicketId` (the ticket being
 * edited is no duplicate of itself).
 */
export async function findSameBreakdownTicket(
  db: Executor,
  breakdown: Breakdown,
  createdSince?: Date,
  excludeTicketId?: string,
): Promise<{ ticketNo: number } | null> {
  const open = ne(tickets.status, TICKET_STATUS.closed);
  const [row] = await db
    .select({ ticketNo: tickets.ticketNo })
    .from(tickets)
    .where(
      and(
        eq(tickets.customerId, breakdown.customerId),
        eq(tickets.ticketTypeId, breakdown.ticketTypeId),
        eq(tickets.ticketCategoryId, breakdown.ticketCategoryId),
        eq(tickets.ticketSubCategoryId, breakdown.ticketSubCategoryId),
        eq(tickets.isDeleted, false),
        excludeTicketId ? ne(tickets.id, excludeTicketId) : undefined,
        createdSince ? or(open, sql`${tickets.createdAt} >= ${createdSince.toISOString()}`) : open,
      ),
    )
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * ticket/checkMultipleTicketSameClient: an open one or one of the last 24 hours, other than
 * `excludeTicketId` (on update, the edited ticket).
 */
export function findRepeatedTicket(
  db: Executor,
  breakdown: Breakdown,
  now: Date,
  excludeTicketId?: string,
) {
  const since = new Date(now.getTime() - MULTIPLE_TICKET_WINDOW_HOURS * 3_600_000);
  return findSameBreakdownTicket(db, breakdown, since, excludeTicketId);
}
