import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/** What the notification mail says about the ticket. */
export async function findTicketForMail(db: Executor, ticketId: string) {
  const responsible = alias(stores, 'responsible');
  const [row] = await db
    .select({
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      description: tickets.description,
      createdAt: tickets.createdAt,
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
    .where(eq(tickets.id, ticketId));
  return row!;
}
