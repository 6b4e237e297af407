import { MANAGER_SOURCE_GROUP } from '@ccms/contract/reference';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  cities,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  products,
  sources,
  stores,
  ticketQuestions,
} from '../../db/schema/index.ts';
import type { CompiledListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const WRAP_UP_COLUMNS = {
  id: callWrapUps.id,
  name: callWrapUps.name,
  isCustomerVoiceNecessary: callWrapUps.isCustomerVoiceNecessary,
  isSlaPaused: callWrapUps.isSlaPaused,
  revealsDiscountCode: callWrapUps.revealsDiscountCode,
  revealsMoneyPoint: callWrapUps.revealsMoneyPoint,
};

/** Active wrap-ups that close a call (status 3) or belong to an in-process one (status 5). */
export function findCallWrapUpsOfKind(db: SealedDb, kind: 'closing' | 'inProcess') {
  const flag = kind === 'closing' ? callWrapUps.isClosed : callWrapUps.isProcess;
  return unsealed(db)
    .select(WRAP_UP_COLUMNS)
    .from(callWrapUps)
    .where(and(eq(callWrapUps.isActive, true), eq(flag, true)));
}

const FULL_WRAP_UP_COLUMNS = {
  ...WRAP_UP_COLUMNS,
  isActive: callWrapUps.isActive,
  isClosed: callWrapUps.isClosed,
  isProcess: callWrapUps.isProcess,
};

/** One wrap-up by id, active or not. */
export async function findCallWrapUpById(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select(FULL_WRAP_UP_COLUMNS)
    .from(callWrapUps)
    .where(eq(callWrapUps.id, id));
  return row;
}

/** Every active wrap-up, closing and in-process alike, with all its switches. */
export function findActiveCallWrapUps(db: SealedDb) {
  return unsealed(db)
    .select(FULL_WRAP_UP_COLUMNS)
    .from(callWrapUps)
    .where(eq(callWrapUps.isActive, true));
}

export function findActiveCustomerVoices(db: SealedDb) {
  return unsealed(db)
    .select({ id: customerVoices.id, name: customerVoices.name })
    .from(customerVoices)
    .where(eq(customerVoices.isActive, true));
}

export function findActiveDeliveryTypes(db: SealedDb) {
  return unsealed(db)
    .select({ id: deliveryTypes.id, name: deliveryTypes.name })
    .from(deliveryTypes)
    .where(eq(deliveryTypes.isActive, true));
}

export function findActiveCargoCompanies(db: SealedDb) {
  return unsealed(db)
    .select({ id: cargoCompanies.id, companyName: cargoCompanies.companyName })
    .from(cargoCompanies)
    .where(eq(cargoCompanies.isActive, true));
}

export function findActiveProblems(db: SealedDb, problemType: number) {
  return unsealed(db)
    .select({ id: problems.id, problemContent: problems.problemContent })
    .from(problems)
    .where(and(eq(problems.isActive, true), eq(problems.problemType, problemType)));
}

export function findActiveOrderCancellingContents(db: SealedDb) {
  return unsealed(db)
    .select({ id: orderCancellingContents.id, description: orderCancellingContents.description })
    .from(orderCancellingContents)
    .where(eq(orderCancellingContents.isActive, true));
}

/** Sources a caller may pick: active, not deleted, and only 'Magaza' ones for managers. */
export function sourceConditions(managerOnly: boolean): SQL | undefined {
  return and(
    eq(sources.isActive, true),
    eq(sources.isDeleted, false),
    managerOnly ? eq(sources.groupName, MANAGER_SOURCE_GROUP) : undefined,
  );
}

/** A source that may be picked on the ticket form (for a manager: a store-visit source). */
export async function isUsableSource(
  db: SealedDb,
  id: string,
  managerOnly: boolean,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.id, id), sourceConditions(managerOnly)));
  return row !== undefined;
}

const SOURCE_COLUMNS = { id: sources.id, name: sources.name, groupName: sources.groupName };

export function findSources(db: SealedDb, managerOnly: boolean) {
  return unsealed(db)
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(sourceConditions(managerOnly))
    .orderBy(asc(sources.order), asc(sources.name), asc(sources.id));
}

type CountedTable =
  | typeof sources
  | typeof stores
  | typeof products
  | typeof campaigns
  | typeof ticketQuestions;

async function countOf(db: SealedDb, table: CountedTable, where: SQL | undefined) {
  const [row] = await unsealed(db).select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

export async function findSourcePage(db: SealedDb, query: CompiledListQuery) {
  const [items, total] = await Promise.all([
    unsealed(db)
      .select(SOURCE_COLUMNS)
      .from(sources)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, sources, query.where),
  ]);
  return { items, total };
}

export async function findStorePage(db: SealedDb, query: CompiledListQuery) {
  const [items, total] = await Promise.all([
    unsealed(db)
      .select({
        id: stores.id,
        name: stores.name,
        cityName: cities.name,
        isECommerce: stores.isECommerce,
      })
      .from(stores)
      .leftJoin(cities, eq(cities.id, stores.cityId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, stores, query.where),
  ]);
  return { items, total };
}

export async function findProductPage(db: SealedDb, query: CompiledListQuery) {
  const [items, total] = await Promise.all([
    unsealed(db)
      .select({
        id: products.id,
        wesCode: products.wesCode,
        subKindName: products.subKindName,
        marketingName: products.marketingName,
        brandDescription: products.brandDescription,
        name: products.name,
        barcodeNo: products.barcodeNo,
        groupName: products.groupName,
      })
      .from(products)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, products, query.where),
  ]);
  return { items, total };
}

export async function findCampaignPage(db: SealedDb, query: CompiledListQuery) {
  const [items, total] = await Promise.all([
    unsealed(db)
      .select({
        id: campaigns.id,
        name: campaigns.name,
        isOnlineShop: campaigns.campaignType,
        requiresContractCompany: campaigns.requiresContractCompany,
      })
      .from(campaigns)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, campaigns, query.where),
  ]);
  return { items, total };
}

export async function findTicketQuestionPage(db: SealedDb, query: CompiledListQuery) {
  const [items, total] = await Promise.all([
    unsealed(db)
      .select({
        id: ticketQuestions.id,
        description: ticketQuestions.description,
        order: ticketQuestions.order,
      })
      .from(ticketQuestions)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, ticketQuestions, query.where),
  ]);
  return { items, total };
}
