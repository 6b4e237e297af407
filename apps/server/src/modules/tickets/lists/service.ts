import type { TCustomerTicketRow } from '@ccms/contract/customers/schemas';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { ASSIGN_FILTER, type TTicketListRow } from '@ccms/contract/tickets-lists';
import type { CurrentUser } from '../../../platform/access.ts';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import type { Sealed, SealedDb } from '../../../platform/sealed-db.ts';
import { StatementValues } from '../../../platform/shaped-statement.ts';
import { toSlaView } from '../../sla/index.ts';
import {
  assignedTicketsCondition,
  loadTicketViewer,
  visibleTicketArms,
  visibleTicketsCondition,
} from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { type CounterPlan, counterPlanOf, countFromCounters } from './counts-repository.ts';
import {
  CUSTOMER_TICKET_LIST,
  customerTicketConditions,
  findCustomerTicketPage,
} from './customer-tickets-repository.ts';
import { joinsFor, scopeConditions, ticketListDefinition } from './definition-repository.ts';
import {
  countTickets,
  findListRows,
  findTicketIdPage,
  type ListRowRecord,
  type ListSelection,
} from './repository.ts';
import {
  findTicketIdPageInSlaOrder,
  isDefaultOrder,
  type ListParts,
  partsOf,
} from './sla-order-repository.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone'>>;

/** Which list: 'mine' with the assigned / viewed selector, or 'all' (Ticket.AllTickets). */
export type ListScope = { kind: 'mine'; assignFilter: 0 | 1 | 2 } | { kind: 'all' };

/** A compiled list at one moment: the where, order and joins, and the business minute. */
export type PreparedList = ListSelection & {
  /** In the default order: which parts the page is merged from (sla-order-repository.ts). */
  slaOrderParts: ListParts | null;
  nowBm: number;
  canSeeDiscountCode: boolean;
  /** Which trigger-kept total answers the count, when nothing narrows the list. */
  countFrom: CounterPlan | null;
};

/**
 * Compiles a list request (docs/domain.md §2 scope + the caller's filters and sortings) once, so the
 * page, the count and the Excel file all read the same query at the same business minute.
 */
export async function prepareTicketList(
  deps: Deps,
  user: CurrentUser,
  scope: ListScope,
  formatter: TQueryFormatter,
): Promise<PreparedList> {
  const [viewer, businessClock] = await Promise.all([
    loadTicketViewer(deps.db, user),
    deps.businessClocks.get(),
  ]);
  const nowBm = businessClock.minuteAt(deps.clock.now());
  // Every value of the list's statements is bound here, so that their text is rendered once
  // per shape (repository.ts).
  const values = new StatementValues();
  const definition = ticketListDefinition(values.bind(nowBm), deps.timeZone);
  const assigned = scope.kind === 'mine' && scope.assignFilter === ASSIGN_FILTER.assigned;
  // 'mine' without the assigned selector is "viewed": what they may see without having to
  // answer it themselves; 'visible' is both together (everything they may see).
  const isVisible = scope.kind === 'mine' && scope.assignFilter === ASSIGN_FILTER.visible;
  const mine = scope.kind === 'mine' && !isVisible ? (assigned ? 'assigned' : 'viewed') : null;
  formatter = withLowerCaseManagerEmails(withoutAllBreakdownsFilter(formatter));
  const query = compileListQuery(
    definition,
    formatter,
    scopeConditions(mine, assignedTicketsCondition(viewer, values)),
    values,
  );
  const named = [
    ...(formatter.filters ?? []).map((filter) => filter.propertyName),
    ...(formatter.sortings ?? []).map((sorting) => sorting.propertyName),
  ];
  const joins = joinsFor(named);
  // The merge pays off on the big lists. A user's own work or stores, and lists narrowed to a
  // few customers or orders (a phone number: a few hundred tickets), are ordered directly: the
  // merge would walk the SLA indexes far to find the few rows of one customer.
  const narrowed = joins.has('customer') || joins.has('order');
  const slaOrderParts =
    viewer.seesAll && !assigned && !narrowed && isDefaultOrder(formatter)
      ? partsOf(query.appliedFilters)
      : null;
  return {
    query,
    values,
    slaOrderParts,
    joins,
    visibleArms: assigned ? null : (visibleTicketArms(viewer, values) ?? null),
    nowBm,
    canSeeDiscountCode: user.permissions.has('Ticket.CanSeeDiscountCode'),
    countFrom: scope.kind === 'all' && viewer.seesAll ? counterPlanOf(query.appliedFilters) : null,
  };
}

/**
 * 'isActiveCategorySet' is sent as the opposite of the all-tickets screen's 'all tickets' box:
 * true keeps to active breakdowns, false means every breakdown, so it filters nothing.
 */
function withoutAllBreakdownsFilter(formatter: TQueryFormatter): TQueryFormatter {
  const filters = formatter.filters?.filter(
    (filter) =>
      !(
        filter.propertyName.toLowerCase() === 'isactivecategoryset' &&
        String(filter.targetValue).toLowerCase() === 'false'
      ),
  );
  return { ...formatter, filters };
}

/** Managers' addresses match whatever their case (docs/domain.md §2), as the stores' are lowered. */
function withLowerCaseManagerEmails(formatter: TQueryFormatter): TQueryFormatter {
  const emails = new Set(['regionmanageremail', 'areamanageremail']);
  const filters = formatter.filters?.map((filter) =>
    emails.has(filter.propertyName.toLowerCase()) && typeof filter.targetValue === 'string'
      ? { ...filter, targetValue: filter.targetValue.trim().toLowerCase() }
      : filter,
  );
  return { ...formatter, filters };
}

/** A stored row as the screens and the Excel file show it. */
export function toListRow(row: ListRowRecord, canSeeDiscountCode: boolean): TTicketListRow {
  const discount = canSeeDiscountCode
    ? {
        discountCode: row.discountCode,
        discountCodeAmount: row.discountCodeAmount,
        moneyPoint: row.moneyPoint,
        moneyPointAmount: row.moneyPointAmount,
      }
    : {};
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    ...toSlaView(row),
    customerId: row.customerId,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    status: row.status,
    subStatus: row.subStatus,
    ticketCategorySetTypeName: row.ticketCategorySetTypeName,
    ticketCategorySetCategoryName: row.ticketCategorySetCategoryName,
    ticketCategorySetSubCategoryName: row.ticketCategorySetSubCategoryName,
    categoryId: row.categoryId,
    sourceName: row.sourceName,
    storeFullName: row.storeFullName,
    campaignName: row.campaignName,
    solutionUnitName: row.solutionUnitName,
    orderTicketNumber: row.orderTicketNumber,
    deliveryTypeName: row.deliveryTypeName,
    createdDate: row.createdAt.toISOString(),
    closedDateTime: row.closedAt?.toISOString() ?? null,
    creatorUserFullName: `${row.creatorName} ${row.creatorSurname}`,
    closedUserFullName: row.closerName ? `${row.closerName} ${row.closerSurname}` : null,
    ...discount,
    isFromComplaint: row.isFromComplaint,
    isRedAlarm: row.isRedAlarm,
  };
}

/** The rows of the given ids, in that order. */
export async function loadListRows(
  db: SealedDb,
  ids: readonly string[],
  list: PreparedList,
): Promise<TTicketListRow[]> {
  const rows = await findListRows(db, ids, list.nowBm);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListRow(row, list.canSeeDiscountCode)] : [];
  });
}

/** ticket/gettickets and ticket/getalltickets: one page and the total. */
export async function listTickets(
  deps: Deps,
  user: CurrentUser,
  scope: ListScope,
  formatter: TQueryFormatter,
): Promise<TPaged<TTicketListRow>> {
  const list = await prepareTicketList(deps, user, scope, formatter);
  const [ids, total] = await Promise.all([
    list.slaOrderParts
      ? findTicketIdPageInSlaOrder(deps.db, list.joins, list.slaOrderParts, list.query, list.nowBm)
      : findTicketIdPage(deps.db, list),
    list.countFrom ? countFromCounters(deps.db, list.countFrom) : countTickets(deps.db, list),
  ]);
  return toPaged(await loadListRows(deps.db, ids, list), total, list.query.pageNumber);
}

/**
 * The customer's tickets the user may see (docs/domain.md §6), newest first: the customer page's ticket
 * summary (customers/tickets; the customers module checks that the customer exists).
 */
export async function listCustomerTickets(
  db: SealedDb,
  user: CurrentUser,
  customerId: string,
  formatter: TQueryFormatter,
): Promise<TPaged<TCustomerTicketRow>> {
  const viewer = await loadTicketViewer(db, user);
  const query = compileListQuery(
    CUSTOMER_TICKET_LIST,
    formatter,
    customerTicketConditions(customerId, visibleTicketsCondition(viewer)),
  );
  const { rows, total } = await findCustomerTicketPage(db, query);
  const items = rows.map(({ createdAt, ...row }) => ({
    ...row,
    createdDate: createdAt.toISOString(),
  }));
  return toPaged(items, total, query.pageNumber);
}
