import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  campaigns,
  cargoCompanies,
  deliveryTypes,
  orderCancellingContents,
  problems,
  ruleSets,
  sources,
  stores,
  ticketAnswers,
  ticketCampaigns,
  ticketCategories,
  ticketOrders,
  ticketProducts,
  ticketQuestions,
  ticketSubCategories,
  tickets,
  ticketTypes,
  ticketUpdateHistories,
} from '../../../db/schema/index.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { TICKET_NAMES as NAMES, storeViews } from '../names/service.ts';
import type { Named, TicketSnapshot } from './update-history.ts';

/** Reads and writes of ticket/UpdateTicket and ticket/DeleteTicket; the caller holds the lock. */

const named = (id: string | null, name: string | null): Named =>
  id ? { id, name: name ?? '' } : null;

/** The ticket as the edit form and its history see it, with the names of what it refers to. */
export async function findTicketSnapshot(
  db: SealedDb,
  ticketId: string,
): Promise<(TicketSnapshot & { customerId: string; keptIds: Set<string> }) | null> {
  const [row] = await unsealed(db)
    .select({
      customerId: tickets.customerId,
      sourceId: tickets.sourceId,
      sourceName: sources.name,
      storeId: tickets.storeId,
      storeName: stores.name,
      ticketTypeId: tickets.ticketTypeId,
      typeName: ticketTypes.name,
      ticketCategoryId: tickets.ticketCategoryId,
      categoryName: ticketCategories.name,
      ticketSubCategoryId: tickets.ticketSubCategoryId,
      subCategoryName: ticketSubCategories.name,
      ticketCategorySetId: tickets.ticketCategorySetId,
      ruleSetId: tickets.ruleSetId,
      ruleSetName: ruleSets.name,
      storeViewId: tickets.storeViewId,
      storeViewName: storeViews.name,
      description: tickets.description,
      device: tickets.device,
      deviceOs: tickets.deviceOs,
      problemId: tickets.problemId,
      problemName: problems.problemContent,
      cargoCompanyId: tickets.cargoCompanyId,
      cargoCompanyName: cargoCompanies.companyName,
      deliveryTypeId: tickets.deliveryTypeId,
      deliveryTypeName: deliveryTypes.name,
      orderNumber: ticketOrders.orderNumber,
      orderCancellingId: ticketOrders.orderCancellingId,
      orderCancellingName: orderCancellingContents.description,
      campaignId: ticketCampaigns.campaignId,
      campaignName: campaigns.name,
      contract: ticketCampaigns.contract,
      isWaitingForProduct: tickets.isWaitingForProduct,
      currentWatsonsCardNo: tickets.currentWatsonsCardNo,
    })
    .from(tickets)
    .innerJoin(...NAMES.source)
    .innerJoin(...NAMES.store)
    .innerJoin(...NAMES.type)
    .innerJoin(...NAMES.category)
    .innerJoin(...NAMES.subCategory)
    .leftJoin(...NAMES.ruleSet)
    .leftJoin(...NAMES.storeView)
    .leftJoin(...NAMES.problem)
    .leftJoin(...NAMES.cargoCompany)
    .leftJoin(...NAMES.deliveryType)
    .leftJoin(...NAMES.order)
    .leftJoin(...NAMES.orderCancelling)
    .leftJoin(...NAMES.campaignLink)
    .leftJoin(...NAMES.campaign)
    .where(eq(tickets.id, ticketId));
  if (!row) return null;
  // One query at a time: this runs on the edit's transaction.
  const productRows = await unsealed(db)
    .select({
      productId: ticketProducts.productId,
      name: ticketProducts.productName,
      count: ticketProducts.count,
    })
    .from(ticketProducts)
    .where(eq(ticketProducts.ticketId, ticketId));
  const answerRows = await unsealed(db)
    .select({
      questionId: ticketAnswers.questionId,
      question: ticketQuestions.description,
      state: ticketAnswers.state,
      ivrDescription: ticketAnswers.ivrDescription,
    })
    .from(ticketAnswers)
    .innerJoin(ticketQuestions, eq(ticketQuestions.id, ticketAnswers.questionId))
    .where(eq(ticketAnswers.ticketId, ticketId))
    .orderBy(asc(ticketQuestions.order), asc(ticketQuestions.id));
  const keptIds = new Set(
    [
      row.sourceId,
      row.storeId,
      row.ticketCategorySetId,
      row.storeViewId,
      row.problemId,
      row.cargoCompanyId,
      row.deliveryTypeId,
      row.orderCancellingId,
      row.campaignId,
      ...productRows.map((product) => product.productId),
    ].filter((id): id is string => id !== null),
  );
  return {
    customerId: row.customerId,
    keptIds,
    source: named(row.sourceId, row.sourceName),
    store: named(row.storeId, row.storeName),
    ticketType: named(row.ticketTypeId, row.typeName),
    ticketCategory: named(row.ticketCategoryId, row.categoryName),
    ticketSubCategory: named(row.ticketSubCategoryId, row.subCategoryName),
    ruleSet: named(row.ruleSetId, row.ruleSetName),
    storeView: named(row.storeViewId, row.storeViewName),
    description: row.description,
    device: row.device,
    deviceOs: row.deviceOs,
    problem: named(row.problemId, row.problemName),
    cargoCompany: named(row.cargoCompanyId, row.cargoCompanyName),
    deliveryType: named(row.deliveryTypeId, row.deliveryTypeName),
    orderNumber: row.orderNumber,
    orderCancelling: named(row.orderCancellingId, row.orderCancellingName),
    campaign: named(row.campaignId, row.campaignName),
    contract: row.contract,
    products: productRows,
    isWaitingForProduct: row.isWaitingForProduct,
    currentWatsonsCardNo: row.currentWatsonsCardNo,
    answers: answerRows,
  };
}

/** The tables a history line may name, with the column people read. */
export const NAME_COLUMNS = {
  source: [sources, sources.name],
  store: [stores, stores.name],
  ticketType: [ticketTypes, ticketTypes.name],
  ticketCategory: [ticketCategories, ticketCategories.name],
  ticketSubCategory: [ticketSubCategories, ticketSubCategories.name],
  ruleSet: [ruleSets, ruleSets.name],
  storeView: [stores, stores.name],
  problem: [problems, problems.problemContent],
  cargoCompany: [cargoCompanies, cargoCompanies.companyName],
  deliveryType: [deliveryTypes, deliveryTypes.name],
  orderCancelling: [orderCancellingContents, orderCancellingContents.description],
  campaign: [campaigns, campaigns.name],
} as const satisfies Record<string, readonly [PgTable & { id: PgColumn }, PgColumn]>;
export type NamedField = keyof typeof NAME_COLUMNS;

/** The name of one referenced row (for a history line), or null when the id names none. */
export async function findNameOf(
  db: SealedDb,
  field: NamedField,
  id: string,
): Promise<string | null> {
  const [table, column] = NAME_COLUMNS[field];
  const [row] = await unsealed(db)
    .select({ name: sql<string>`${column}` })
    .from(table)
    .where(eq(table.id, id));
  return row?.name ?? null;
}

/** The descriptions of survey questions, by id. */
export async function findQuestionDescriptions(db: SealedDb, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await unsealed(db)
    .select({ id: ticketQuestions.id, description: ticketQuestions.description })
    .from(ticketQuestions)
    .where(inArray(ticketQuestions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.description]));
}

export type EditedTicketRows = {
  ticket: Pick<
    typeof tickets.$inferInsert,
    | 'sourceId'
    | 'storeId'
    | 'ticketTypeId'
    | 'ticketCategoryId'
    | 'ticketSubCategoryId'
    | 'ticketCategorySetId'
    | 'ruleSetId'
    | 'storeViewId'
    | 'description'
    | 'device'
    | 'deviceOs'
    | 'problemId'
    | 'cargoCompanyId'
    | 'deliveryTypeId'
    | 'currentWatsonsCardNo'
    | 'isWaitingForProduct'
  >;
  products: (typeof ticketProducts.$inferInsert)[];
  order: typeof ticketOrders.$inferInsert | null;
  campaign: typeof ticketCampaigns.$inferInsert | null;
  answers: (typeof ticketAnswers.$inferInsert)[];
  histories: string[];
};

/**
 * Writes an edit: the ticket's columns (marked edited, version + 1), its products, order,
 * campaign and answers replaced, and one history row per changed field. Answers the new version.
 */
export async function updateEditedTicket(
  tx: SealedTx,
  ticketId: string,
  rows: EditedTicketRows,
  by: { userId: string; now: Date },
): Promise<number> {
  const executor = unsealed(tx);
  const [updated] = await executor
    .update(tickets)
    .set({
      ...rows.ticket,
      isEdited: true,
      updatedAt: by.now,
      updatedByUserId: by.userId,
      version: sql`${tickets.version} + 1`,
    })
    .where(eq(tickets.id, ticketId))
    .returning({ version: tickets.version });
  if (!updated) throw new Error('The edited ticket row is missing');
  await executor.delete(ticketProducts).where(eq(ticketProducts.ticketId, ticketId));
  await executor.delete(ticketOrders).where(eq(ticketOrders.ticketId, ticketId));
  await executor.delete(ticketCampaigns).where(eq(ticketCampaigns.ticketId, ticketId));
  await executor.delete(ticketAnswers).where(eq(ticketAnswers.ticketId, ticketId));
  if (rows.products.length > 0) await executor.insert(ticketProducts).values(rows.products);
  if (rows.order) await executor.insert(ticketOrders).values(rows.order);
  if (rows.campaign) await executor.insert(ticketCampaigns).values(rows.campaign);
  if (rows.answers.length > 0) await executor.insert(ticketAnswers).values(rows.answers);
  if (rows.histories.length > 0) {
    await executor.insert(ticketUpdateHistories).values(
      rows.histories.map((description) => ({
        ticketId,
        description,
        createdByUserId: by.userId,
        createdAt: by.now,
      })),
    );
  }
  return updated.version;
}

/** Soft delete (docs/domain.md §3): the row stays, marked with who and when; answers the new version. */
export async function markTicketDeleted(
  tx: SealedDb,
  ticketId: string,
  by: { userId: string; now: Date },
): Promise<number> {
  const [updated] = await unsealed(tx)
    .update(tickets)
    .set({
      isDeleted: true,
      deletedByUserId: by.userId,
      deletedAt: by.now,
      version: sql`${tickets.version} + 1`,
    })
    .where(and(eq(tickets.id, ticketId), eq(tickets.isDeleted, false)))
    .returning({ version: tickets.version });
  if (!updated) throw new Error('The deleted ticket row is missing');
  return updated.version;
}

/** The state the edit dialog shows (docs/domain.md §13.3 Status): what the last activity set. */
export async function findTicketState(db: SealedDb, ticketId: string) {
  const [row] = await unsealed(db)
    .select({
      status: tickets.status,
      subStatus: tickets.subStatus,
      callWrapUpId: tickets.callWrapUpId,
      customerVoiceId: tickets.customerVoiceId,
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row;
}
