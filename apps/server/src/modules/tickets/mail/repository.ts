import { TICKET_STATUS } from '@ccms/contract/ticket-statuses';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/db.ts';

/**
 * What a mail about a ticket says of it: its number, breakdown names, store and responsible
 * unit. The one place the ticket is read with its breakdown's names for a mail.
 */
function selectTicketsForMail(db: Executor) {
  const responsible = alias(stores, 'responsible');
  return db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      description: tickets.description,
      createdAt: tickets.createdAt,
      slaDeadlineBm: tickets.slaDeadlineBm,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      storeName: stores.name,
      responsibleName: responsible.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .innerJoin(responsible, eq(responsible.id, tickets.responsibleStoreId))
    .$dynamic();
}

/** What the notification mail says about the ticket. */
export async function findTicketForMail(db: Executor, ticketId: string) {
  const [row] = await selectTicketsForMail(db).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/**
 * Open tickets whose clock runs and whose deadline (business minute) has passed, unless a notice
 * was already queued for that deadline; the oldest deadline first. With a ticket id, only that
 * ticket.
 */
export function findOverdueTicketsForNotice(
  db: Executor,
  nowBm: number,
  limit: number,
  ticketId?: string,
) {
  return selectTicketsForMail(db)
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
  tx: Executor,
  ticketId: string,
  deadline: number,
): Promise<void> {
  await tx
    .update(tickets)
    .set({ slaExceededNotifiedDeadlineBm: deadline })
    .where(and(eq(tickets.id, ticketId), eq(tickets.slaDeadlineBm, deadline)));
}
