import { eq } from 'drizzle-orm';
import {
  customers,
  stores,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import type { TicketAddressees, TicketFacts } from '../../notifications/index.ts';
import { remainingSlaMinutesSql, remainingSlaPercentageSql } from '../../sla/index.ts';
import { TICKET_NAMES as NAMES, solutionUnits } from '../names/service.ts';

/** Where the recipients of the ticket's mails are found: its store, unit and breakdown. */
const addressees = {
  storeId: tickets.storeId,
  responsibleStoreId: tickets.responsibleStoreId,
  categorySetId: tickets.ticketCategorySetId,
  mailGroupId: ticketCategorySets.mailGroupId,
};

/** The rows the ticket's mails go to; null when there is no such ticket. */
export async function findTicketAddressees(
  db: SealedDb,
  ticketId: string,
): Promise<TicketAddressees | null> {
  const [row] = await unsealed(db)
    .select(addressees)
    .from(tickets)
    .innerJoin(...NAMES.categorySet)
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

/**
 * What a mail or SMS says about a ticket: number, breakdown, store, responsible unit, the
 * customer's name and phone, status and the SLA figures at business minute `nowBm`; null when
 * there is no such ticket.
 */
export async function findTicketFacts(
  db: SealedDb,
  ticketId: string,
  nowBm: number,
): Promise<TicketFacts | null> {
  const [row] = await unsealed(db)
    .select({
      ...addressees,
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      description: tickets.description,
      createdAt: tickets.createdAt,
      slaMinutes: tickets.slaMinutes,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      isRemovedFromSla: tickets.isRemovedFromSla,
      remainingSlaMinutes: remainingSlaMinutesSql(tickets, nowBm),
      remainingSlaPercentage: remainingSlaPercentageSql(tickets, nowBm),
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      storeName: stores.name,
      responsibleName: solutionUnits.name,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerPhoneNumber: customers.phoneNumber,
      isRedAlarm: ticketCategorySets.isRedAlarm,
      isAppreciationMail: ticketCategorySets.isAppreciationMail,
    })
    .from(tickets)
    .innerJoin(...NAMES.type)
    .innerJoin(...NAMES.category)
    .innerJoin(...NAMES.subCategory)
    .innerJoin(...NAMES.categorySet)
    .innerJoin(...NAMES.store)
    .innerJoin(...NAMES.solutionUnit)
    .innerJoin(...NAMES.customer)
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}
