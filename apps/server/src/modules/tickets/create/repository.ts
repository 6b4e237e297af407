import { ROLE_TYPES } from '@ccms/contract/constants';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import {
  campaigns,
  cargoCompanies,
  customers,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  products,
  roles,
  stores,
  ticketActivities,
  ticketAnswers,
  ticketCampaigns,
  ticketDocuments,
  ticketFlows,
  ticketOrders,
  ticketProducts,
  ticketQuestions,
  tickets,
  ticketTypes,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { TICKET_NAMES as NAMES } from '../names/service.ts';

/** Reads and writes of ticket/createTicket, and the checks creation and edit share. */

export async function findCustomerState(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({ id: customers.id, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

/**
 * The look-ups below find active rows only, unless `anyState`: an edit keeps what the ticket
 * already names even when it has been deactivated since (docs/domain.md).
 */
export async function findStore(db: SealedDb, id: string, anyState = false) {
  const [row] = await unsealed(db)
    .select({ id: stores.id, isECommerce: stores.isECommerce })
    .from(stores)
    .where(and(eq(stores.id, id), anyState ? undefined : eq(stores.isActive, true)));
  return row ?? null;
}

export async function findCampaign(db: SealedDb, id: string, anyState = false) {
  const [row] = await unsealed(db)
    .select({ id: campaigns.id, requiresContractCompany: campaigns.requiresContractCompany })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), anyState ? undefined : eq(campaigns.isActive, true)));
  return row ?? null;
}

export async function findActiveQuestionIds(db: SealedDb): Promise<string[]> {
  const rows = await unsealed(db)
    .select({ id: ticketQuestions.id })
    .from(ticketQuestions)
    .where(eq(ticketQuestions.isActive, true))
    .orderBy(asc(ticketQuestions.order), asc(ticketQuestions.id));
  return rows.map((row) => row.id);
}

/** The look-up tables a ticket's optional references point into. */
const REFERENCE_TABLES = {
  problem: problems,
  cargoCompany: cargoCompanies,
  deliveryType: deliveryTypes,
  customerVoice: customerVoices,
  orderCancelling: orderCancellingContents,
  store: stores,
};
export type ReferenceKind = keyof typeof REFERENCE_TABLES;

/** How many of `ids` name an active row of the kind's table. */
export async function countExistingReferences(
  db: SealedDb,
  kind: ReferenceKind,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const table = REFERENCE_TABLES[kind];
  const [row] = await unsealed(db)
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(table.id, [...ids]), table.isActive ? eq(table.isActive, true) : undefined));
  return row?.count ?? 0;
}

export function findCatalogueProducts(db: SealedDb, ids: readonly string[], anyState = false) {
  if (ids.length === 0) return Promise.resolve([]);
  return unsealed(db)
    .select({
      id: products.id,
      name: products.name,
      barcodeNo: products.barcodeNo,
      wesCode: products.wesCode,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), anyState ? undefined : eq(products.isActive, true)));
}

/** A customer and a breakdown (type, category, sub-category). */
export type Breakdown = {
  customerId: string;
  ticketTypeId: string;
  ticketCategoryId: string;
  ticketSubCategoryId: string;
};

/**
 * The newest ticket of the customer in the breakdown that is open or, with `createdSince`,
 * was created since then. Deleted tickets never count, nor `excludeTicketId` (the ticket being
 * edited is no duplicate of itself).
 */
export async function findSameBreakdownTicket(
  db: SealedDb,
  breakdown: Breakdown,
  createdSince?: Date,
  excludeTicketId?: string,
): Promise<{ ticketNo: number } | null> {
  const open = ne(tickets.status, TICKET_STATUS.closed);
  const [row] = await unsealed(db)
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

/** Whether a ticket row with this id exists, deleted ones included. */
export async function isTicketStored(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.id, id))
    .limit(1);
  return row !== undefined;
}

/** The (role, unit) a user acts in when creating: a call-centre role first. */
export async function findCreatorRole(db: SealedDb, userId: string) {
  const [row] = await unsealed(db)
    .select({ roleId: userRolesInStores.roleId, storeId: userRolesInStores.storeId })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(eq(userRolesInStores.userId, userId))
    .orderBy(sql`${roles.roleType} = ${ROLE_TYPES.operator} desc`, asc(roles.name))
    .limit(1);
  return row ?? null;
}

/** The customer's tickets of the auto-flag window, with what the rule reads. */
export function findTicketsForAutoFlag(db: SealedDb, customerId: string, since: Date) {
  return unsealed(db)
    .select({
      ticketNo: tickets.ticketNo,
      typeName: ticketTypes.name,
      isTHH: tickets.isThh,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .innerJoin(...NAMES.type)
    .where(
      and(
        eq(tickets.customerId, customerId),
        eq(tickets.isDeleted, false),
        sql`${tickets.createdAt} >= ${since.toISOString()}`,
      ),
    );
}

export type NewTicketRows = {
  ticket: typeof tickets.$inferInsert;
  products: (typeof ticketProducts.$inferInsert)[];
  order: typeof ticketOrders.$inferInsert | null;
  campaign: typeof ticketCampaigns.$inferInsert | null;
  answers: (typeof ticketAnswers.$inferInsert)[];
  documents: (typeof ticketDocuments.$inferInsert)[];
  activity: typeof ticketActivities.$inferInsert;
  flow: typeof ticketFlows.$inferInsert;
  /** Other modules' writes made in the same statement (a data-modifying CTE each). */
  alongside?: AlongsideStatement[];
};

type AlongsideStatement = TypedQueryBuilder<undefined>;

/**
 * Writes a whole new ticket in one statement: its rows hang off the ticket in data-modifying
 * CTEs, whose foreign keys PostgreSQL checks at the statement's end. The caller holds the
 * transaction.
 */
export async function insertTicket(tx: SealedDb, rows: NewTicketRows) {
  const executor = unsealed(tx);
  const parts = [
    executor.$with('new_activity').as(executor.insert(ticketActivities).values(rows.activity)),
    executor.$with('new_flow').as(executor.insert(ticketFlows).values(rows.flow)),
    rows.products.length > 0 &&
      executor.$with('new_products').as(executor.insert(ticketProducts).values(rows.products)),
    rows.order && executor.$with('new_order').as(executor.insert(ticketOrders).values(rows.order)),
    rows.campaign &&
      executor.$with('new_campaign').as(executor.insert(ticketCampaigns).values(rows.campaign)),
    rows.answers.length > 0 &&
      executor.$with('new_answers').as(executor.insert(ticketAnswers).values(rows.answers)),
    rows.documents.length > 0 &&
      executor.$with('new_documents').as(executor.insert(ticketDocuments).values(rows.documents)),
    ...(rows.alongside ?? []).map((statement, index) =>
      executor.$with(`alongside_${index}`).as(statement),
    ),
  ].filter((part) => part !== false && part !== null);
  const [created] = await executor
    .with(...parts)
    .insert(tickets)
    .values(rows.ticket)
    .returning({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      subStatus: tickets.subStatus,
    });
  if (!created) throw new Error('The ticket insert returned no row');
  return created;
}
