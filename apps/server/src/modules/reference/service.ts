import type { TPaged } from '@ccms/contract/envelope';
import { hasManagerProfile } from '@ccms/contract/permissions';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import {
  REFERENCE_MESSAGES,
  type TCallWrapUp,
  type TCampaignLookupRow,
  type TProductRow,
  type TSourceRow,
  type TStoreLookupRow,
  type TTicketQuestionRow,
} from '@ccms/contract/reference';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  CAMPAIGN_LOOKUP,
  ONLY_ACTIVE,
  PRODUCT_LIST,
  SOURCE_PAGE,
  STORE_LOOKUP,
  TICKET_QUESTION_LIST,
} from './list-definitions-repository.ts';
import {
  findActiveCallWrapUps,
  findActiveCargoCompanies,
  findActiveCustomerVoices,
  findActiveDeliveryTypes,
  findActiveOrderCancellingContents,
  findActiveProblems,
  findCallWrapUpById,
  findCallWrapUpsOfKind,
  findCampaignPage,
  findProductPage,
  findSourcePage,
  findSources,
  findStorePage,
  findTicketQuestionPage,
  isUsableSource,
  sourceConditions,
} from './repository.ts';

/** Sorts rows by a text the Turkish way (ç after c, ı before i, …). */
export function sortTurkish<T>(rows: T[], text: (row: T) => string): T[] {
  return [...rows].sort((a, b) => text(a).localeCompare(text(b), 'tr'));
}

export async function listClosedCallWrapUps(db: SealedDb) {
  return sortTurkish(await findCallWrapUpsOfKind(db, 'closing'), (row) => row.name);
}

export async function listInActionCallWrapUps(db: SealedDb) {
  return sortTurkish(await findCallWrapUpsOfKind(db, 'inProcess'), (row) => row.name);
}

/** CallWrapUps/GetCallWrapUps: every active wrap-up, of any kind. */
export async function listActiveCallWrapUps(db: SealedDb): Promise<TCallWrapUp[]> {
  return sortTurkish(await findActiveCallWrapUps(db), (row) => row.name);
}

/**
 * CallWrapUps/GetCallWrapUpsByStatus: what an activity of the ticket status offers; a status
 * that takes no wrap-up (docs/domain.md §13.2) offers none.
 */
export function listCallWrapUpsByStatus(db: SealedDb, status: number) {
  if (status === TICKET_STATUS.closed) return listClosedCallWrapUps(db);
  if (status === TICKET_STATUS.inProcess) return listInActionCallWrapUps(db);
  return Promise.resolve([]);
}

/** One wrap-up by id, active or not (tickets keep the wrap-up they were closed with). */
export async function getCallWrapUp(db: SealedDb, id: string): Promise<TCallWrapUp> {
  const row = await findCallWrapUpById(db, id);
  if (!row) throw notFound(REFERENCE_MESSAGES.callWrapUpNotFound);
  return row;
}

/** One wrap-up by id with its kind and state, or undefined (the ticket form checks it). */
export function findCallWrapUp(db: SealedDb, id: string) {
  return findCallWrapUpById(db, id);
}

/** A source that may be picked on the ticket form (for a manager: a store-visit source). */
export function isSourceUsable(db: SealedDb, id: string, managerOnly: boolean): Promise<boolean> {
  return isUsableSource(db, id, managerOnly);
}

export async function listCustomerVoices(db: SealedDb) {
  return sortTurkish(await findActiveCustomerVoices(db), (row) => row.name);
}

export async function listDeliveryTypes(db: SealedDb) {
  return sortTurkish(await findActiveDeliveryTypes(db), (row) => row.name);
}

export async function listCargoCompanies(db: SealedDb) {
  return sortTurkish(await findActiveCargoCompanies(db), (row) => row.companyName);
}

export async function listProblems(db: SealedDb, problemType: number) {
  return sortTurkish(await findActiveProblems(db, problemType), (row) => row.problemContent);
}

export async function listOrderCancellingContents(db: SealedDb) {
  return sortTurkish(await findActiveOrderCancellingContents(db), (row) => row.description);
}

/** Store managers see only the 'Magaza' sources (docs/domain.md §1). */
const isManager = (user: CurrentUser) => hasManagerProfile((p) => user.permissions.has(p));

export function listSources(db: SealedDb, user: CurrentUser): Promise<TSourceRow[]> {
  return findSources(db, isManager(user));
}

export async function listSourcePage(
  db: SealedDb,
  user: CurrentUser,
  formatter: TQueryFormatter,
): Promise<TPaged<TSourceRow>> {
  const query = compileListQuery(SOURCE_PAGE, formatter, [sourceConditions(isManager(user))]);
  const { items, total } = await findSourcePage(db, query);
  return toPaged(items, total, query.pageNumber);
}

export async function listStorePage(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TStoreLookupRow>> {
  const query = compileListQuery(STORE_LOOKUP, formatter, [ONLY_ACTIVE.stores]);
  const { items, total } = await findStorePage(db, query);
  return toPaged(items, total, query.pageNumber);
}

export async function listProducts(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TProductRow>> {
  const query = compileListQuery(PRODUCT_LIST, formatter, [ONLY_ACTIVE.products]);
  const { items, total } = await findProductPage(db, query);
  return toPaged(items, total, query.pageNumber);
}

export async function listCampaigns(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TCampaignLookupRow>> {
  const query = compileListQuery(CAMPAIGN_LOOKUP, formatter, [ONLY_ACTIVE.campaigns]);
  const { items, total } = await findCampaignPage(db, query);
  return toPaged(items, total, query.pageNumber);
}

/** Survey questions; without an isActive filter only the active ones. */
export async function listTicketQuestions(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TTicketQuestionRow>> {
  const probe = compileListQuery(TICKET_QUESTION_LIST, formatter);
  const filtersActive = probe.appliedFilters.some((filter) => filter.property === 'isActive');
  const query = filtersActive
    ? probe
    : compileListQuery(TICKET_QUESTION_LIST, formatter, [ONLY_ACTIVE.ticketQuestions]);
  const { items, total } = await findTicketQuestionPage(db, query);
  return toPaged(items, total, query.pageNumber);
}
