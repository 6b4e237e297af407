import { PAGE_SIZES } from '@ccms/contract/constants';
import { TICKET_LIST_REPORT_FILTERS } from '@ccms/contract/reports';
import {
  TICKET_LIST_DATE_FILTERS,
  TICKET_LIST_FLAG_FILTERS,
  TICKET_LIST_ID_FILTERS,
  TICKET_LIST_SORTABLE,
  TICKET_LIST_TEXT_FILTERS,
} from '@ccms/contract/tickets-lists';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { type AnyColumn, eq, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  callWrapUps,
  customers,
  sources,
  stores,
  ticketCategories,
  ticketCategorySets,
  ticketFlows,
  ticketOrders,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../../db/schema/index.ts';
import type { FieldType, ListDefinition, ListField } from '../../../platform/query-format.ts';
import { remainingSlaPercentageSql, remainingSlaStatusSql } from '../../sla/index.ts';
import { solutionUnits, type TicketName } from '../names/service.ts';

/** The names a list property needs joined to `tickets`, in the order they are joined. */
export const LIST_JOINS = [
  'customer',
  'store',
  'solutionUnit',
  'source',
  'wrapUp',
  'order',
  'categorySet',
  'type',
  'category',
  'subCategory',
] as const satisfies readonly TicketName[];
export type ListJoin = (typeof LIST_JOINS)[number];

type Property = {
  column?: AnyColumn | SQL;
  condition?: ListField['condition'];
  type: FieldType;
  join?: ListJoin;
  phone?: true;
};

/** A ticket's store is one whose region / area manager has the (lower-case) address. */
const storeManagedBy =
  (email: AnyColumn): ListField['condition'] =>
  (compare) =>
    sql`${tickets.storeId} in (select ${stores.id} from ${stores} where ${compare(sql`lower(${email})`)})`;

/** Had an SLA: a length, and not removed from it (docs/domain.md §4). */
const hasSlaSql = sql`(${tickets.slaMinutes} is not null and not ${tickets.isRemovedFromSla})`;
/** Closed with an SLA and time left where the clock stopped (docs/domain.md §25). */
const closedWithinSlaSql = sql`(${tickets.status} = ${sql.raw(String(TICKET_STATUS.closed))} and ${hasSlaSql}
  and coalesce(${tickets.slaDeadlineBm} - ${tickets.slaStoppedAtBm} >= 0, false))`;

/** The filters reports open the list with (docs/domain.md §12, §25 Drill-down). */
function reportProperties(nowBm: number | SQLWrapper): Record<string, Property> {
  return {
    regionManagerEmail: { condition: storeManagedBy(stores.regionManagerEmail), type: 'string' },
    areaManagerEmail: { condition: storeManagedBy(stores.areaManagerEmail), type: 'string' },
    storeId: { column: tickets.storeId, type: 'uuid' },
    sourceId: { column: tickets.sourceId, type: 'uuid' },
    ruleSetId: { column: tickets.ruleSetId, type: 'uuid' },
    isRemovedFromReporting: { column: tickets.isRemovedFromReporting, type: 'boolean' },
    hasSla: { column: hasSlaSql, type: 'boolean' },
    closedWithinSla: { column: closedWithinSlaSql, type: 'boolean' },
    remainingSlaStatus: { column: remainingSlaStatusSql(tickets, nowBm), type: 'number' },
    // A past or current owner: one of the ticket's flow rows names the unit.
    heldByUnitId: {
      condition: (compare) =>
        sql`exists (select 1 from ${ticketFlows} where ${ticketFlows.ticketId} = ${tickets.id} and ${compare(ticketFlows.storeId)})`,
      type: 'uuid',
    },
    // The first answer and whether its time was measured (docs/domain.md §25 First answer).
    firstAnsweredDateTime: { column: tickets.firstAnsweredAt, type: 'date' },
    isFirstAnswerMeasured: {
      column: sql`(${tickets.firstAnswerConsumedMinutes} is not null)`,
      type: 'boolean',
    },
  };
}

/** Every property of the lists (docs/domain.md §12 Filters, plus the sortable columns). */
function properties(nowBm: number | SQLWrapper): Record<string, Property> {
  return {
    storeFullName: { column: stores.name, type: 'string', join: 'store' },
    sourceName: { column: sources.name, type: 'string', join: 'source' },
    callWrapUpName: { column: callWrapUps.name, type: 'string', join: 'wrapUp' },
    solutionUnitName: { column: solutionUnits.name, type: 'string', join: 'solutionUnit' },
    customerPhoneNumber: {
      column: customers.phoneNumber,
      type: 'string',
      join: 'customer',
      phone: true,
    },
    customerFirstName: { column: customers.firstName, type: 'string', join: 'customer' },
    customerLastName: { column: customers.lastName, type: 'string', join: 'customer' },
    orderTicketNumber: { column: ticketOrders.orderNumber, type: 'string', join: 'order' },
    deliveryTypeId: { column: tickets.deliveryTypeId, type: 'uuid' },
    typeId: { column: tickets.ticketTypeId, type: 'uuid' },
    categoryId: { column: tickets.ticketCategoryId, type: 'uuid' },
    subCategoryId: { column: tickets.ticketSubCategoryId, type: 'uuid' },
    creatorUserId: { column: tickets.createdByUserId, type: 'uuid' },
    closedUserId: { column: tickets.closedUserId, type: 'uuid' },
    isEditedTickets: { column: tickets.isEdited, type: 'boolean' },
    hasDiscountCode: { column: sql`(${tickets.discountCode} is not null)`, type: 'boolean' },
    isFromComplaint: { column: tickets.isFromComplaint, type: 'boolean' },
    isActiveCategorySet: {
      column: ticketCategorySets.isActive,
      type: 'boolean',
      join: 'categorySet',
    },
    createdDate: { column: tickets.createdAt, type: 'date' },
    closedDateTime: { column: tickets.closedAt, type: 'date' },
    ticketNo: { column: tickets.ticketNo, type: 'number' },
    status: { column: tickets.status, type: 'number' },
    subStatus: { column: tickets.subStatus, type: 'number' },
    remainingSlaPercentage: { column: remainingSlaPercentageSql(tickets, nowBm), type: 'number' },
    ticketCategorySetTypeName: { column: ticketTypes.name, type: 'string', join: 'type' },
    ticketCategorySetCategoryName: {
      column: ticketCategories.name,
      type: 'string',
      join: 'category',
    },
    ticketCategorySetSubCategoryName: {
      column: ticketSubCategories.name,
      type: 'string',
      join: 'subCategory',
    },
    ...reportProperties(nowBm),
  };
}

const FILTERABLE = new Set<string>([
  ...TICKET_LIST_TEXT_FILTERS,
  ...TICKET_LIST_ID_FILTERS,
  ...TICKET_LIST_FLAG_FILTERS,
  ...TICKET_LIST_DATE_FILTERS,
  ...TICKET_LIST_REPORT_FILTERS,
  'ticketNo',
  'status',
]);
const SORTABLE = new Set<string>(TICKET_LIST_SORTABLE);

/**
 * The whitelist of gettickets / getalltickets at one moment: the remaining SLA share is an
 * expression of "now" on the business clock (a number, or a parameter bound per request).
 */
export function ticketListDefinition(nowBm: number | SQLWrapper, timeZone: string): ListDefinition {
  const fields = Object.entries(properties(nowBm)).map(([name, property]): [string, ListField] => [
    name,
    {
      column: property.column,
      condition: property.condition,
      type: property.type,
      match: property.phone ? 'phone' : undefined,
      filterable: FILTERABLE.has(name),
      sortable: SORTABLE.has(name),
    },
  ]);
  return {
    fields: Object.fromEntries(fields),
    defaultSort: [
      { property: 'remainingSlaPercentage', direction: 0 },
      { property: 'ticketNo', direction: 1 },
    ],
    tieBreaker: tickets.id,
    defaultPageSize: PAGE_SIZES.tickets,
    timeZone,
  };
}

/** The joins a query needs for the properties its filters and sortings name. */
export function joinsFor(propertyNames: readonly string[]): Set<ListJoin> {
  const all = properties(0);
  const wanted = new Set(propertyNames.map((name) => name.toLowerCase()));
  const joins = new Set<ListJoin>();
  for (const [name, property] of Object.entries(all)) {
    if (property.join && wanted.has(name.toLowerCase())) joins.add(property.join);
  }
  return joins;
}

/**
 * What limits a list before the caller's filters: live tickets and, for 'mine', those assigned to
 * the viewer or (viewed) those they may see without having to answer them.
 */
export function scopeConditions(mine: 'assigned' | 'viewed' | null, assigned: SQL): SQL[] {
  // A constant of the code, written into the text (not a value of the request).
  const live = eq(tickets.isDeleted, sql`false`);
  if (mine === 'assigned') return [live, assigned];
  if (mine === 'viewed') return [live, not(assigned)];
  return [live];
}
