import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  customers,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  roles,
  ruleSets,
  sources,
  stores,
  ticketCampaigns,
  ticketCategories,
  ticketCategorySets,
  ticketOrders,
  ticketSubCategories,
  tickets,
  ticketTypes,
  users,
} from '../../../db/schema/index.ts';

/*
 * A ticket with its names: the one place that says which table each of a ticket's references
 * is named in and how it joins `tickets` (breakdown levels, store, responsible unit, customer,
 * creator, ...). The lists, the customer page's summary, the detail, the edit's snapshot and
 * the notices compose it (through service.ts): as joins, spread into a query
 * (`.innerJoin(...TICKET_NAMES.store)`, `.leftJoin(...)` for a reference a ticket may lack), or
 * one name at a time as a scalar subquery (`ticketNameSql`).
 */

/** How an alias is written in a FROM clause ("stores" "solution_units"), for `ticketNameSql`. */
const aliasFroms = new Map<unknown, SQL>();
function aliasOf<T extends typeof stores | typeof users>(table: T, name: string) {
  const aliased = alias(table, name);
  aliasFroms.set(aliased, sql`${table} ${sql.identifier(name)}`);
  return aliased;
}

/** The ticket's responsible unit (its current owner's store). */
export const solutionUnits = aliasOf(stores, 'solution_units');
/** The store a store employee looks at the ticket from. */
export const storeViews = aliasOf(stores, 'store_views');
export const creators = aliasOf(users, 'creators');
export const modifiers = aliasOf(users, 'modifiers');
export const closers = aliasOf(users, 'closers');

/**
 * Each named table with its join condition; `orderCancelling` joins after `order`, `campaign`
 * after `campaignLink`.
 */
export const TICKET_NAMES = {
  customer: [customers, eq(customers.id, tickets.customerId)],
  store: [stores, eq(stores.id, tickets.storeId)],
  solutionUnit: [solutionUnits, eq(solutionUnits.id, tickets.responsibleStoreId)],
  storeView: [storeViews, eq(storeViews.id, tickets.storeViewId)],
  source: [sources, eq(sources.id, tickets.sourceId)],
  wrapUp: [callWrapUps, eq(callWrapUps.id, tickets.callWrapUpId)],
  voice: [customerVoices, eq(customerVoices.id, tickets.customerVoiceId)],
  order: [ticketOrders, eq(ticketOrders.ticketId, tickets.id)],
  orderCancelling: [
    orderCancellingContents,
    eq(orderCancellingContents.id, ticketOrders.orderCancellingId),
  ],
  campaignLink: [ticketCampaigns, eq(ticketCampaigns.ticketId, tickets.id)],
  campaign: [campaigns, eq(campaigns.id, ticketCampaigns.campaignId)],
  categorySet: [ticketCategorySets, eq(ticketCategorySets.id, tickets.ticketCategorySetId)],
  type: [ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId)],
  category: [ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId)],
  subCategory: [ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId)],
  ruleSet: [ruleSets, eq(ruleSets.id, tickets.ruleSetId)],
  problem: [problems, eq(problems.id, tickets.problemId)],
  cargoCompany: [cargoCompanies, eq(cargoCompanies.id, tickets.cargoCompanyId)],
  deliveryType: [deliveryTypes, eq(deliveryTypes.id, tickets.deliveryTypeId)],
  currentRole: [roles, eq(roles.id, tickets.currentRoleId)],
  creator: [creators, eq(creators.id, tickets.createdByUserId)],
  modifier: [modifiers, eq(modifiers.id, tickets.updatedByUserId)],
  closer: [closers, eq(closers.id, tickets.closedUserId)],
} as const;

export type TicketName = keyof typeof TICKET_NAMES;

/**
 * Inner-joins the named tables to a query on `tickets`, in the order given: for a query built
 * from what a caller asks (a list's filters and sortings) that selects no column of them
 * unconditionally.
 */
export function joinTicketNames<T extends PgSelect>(query: T, names: Iterable<TicketName>): T {
  let joined: PgSelect = query;
  for (const name of names) {
    const [table, on] = TICKET_NAMES[name];
    joined = joined.innerJoin(table, on);
  }
  // A join changes the builder's type parameters, not what the caller selected: keep T.
  return joined as T;
}

/** "Name Surname" of a user row (one of the user aliases above), for `ticketNameSql`. */
export const personNameSql = (person: { name: SQLWrapper; surname: SQLWrapper }) =>
  sql`${person.name} || ' ' || ${person.surname}`;

/**
 * One name of the ticket as a scalar subquery (null when the reference is empty): many names
 * in one row cost the planner more as joins than as subqueries.
 */
export function ticketNameSql<T extends string | null>(
  name: TicketName,
  column: SQLWrapper,
): SQL<T> {
  const [table, on] = TICKET_NAMES[name];
  return sql<T>`(select ${column} from ${aliasFroms.get(table) ?? table} where ${on})`;
}
