import { FILTER_DATE_FORMAT, PAGE_SIZES } from '@ccms/contract/constants';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
  type TQuerySorting,
} from '@ccms/contract/query-format';
import {
  ASSIGN_FILTER,
  type TGetTicketsRequest,
  TICKET_LIST_DEFAULT_SORT,
  TICKET_LIST_ID_FILTERS,
  TICKET_LIST_SORTABLE,
  TICKET_LIST_TEXT_FILTERS,
} from '@ccms/contract/tickets-lists';
import { TICKET_STATUS, type TicketStatus } from '@ccms/contract/tickets-statuses';
import dayjs from 'dayjs';
import type { MyTicketsChoice } from './my-tickets-choice';
import {
  DEFAULT_TICKET_LIST_COLUMNS,
  type TicketListColumnChoice,
} from './ticket-list-column-choice';

/** The two lists: 'mine' (/tickets/ticketsofcurrentuser) and 'all' (/tickets/allTickets). */
export type TicketListKind = 'mine' | 'all';

/** The status select: every ticket, the open ones (status ≠ 3), or one status. */
export type TicketStatusFilter = 'all' | 'open' | TicketStatus;

/** What the filter card holds; dates are calendar days 'YYYY-MM-DD' (storable as they are). */
export type TicketListFilters = {
  storeFullName?: string;
  sourceName?: string;
  callWrapUpName?: string;
  solutionUnitName?: string;
  customerPhoneNumber?: string;
  customerFirstName?: string;
  customerLastName?: string;
  orderTicketNumber?: string;
  ticketNo?: string;
  deliveryTypeId?: string;
  typeId?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** 'Oluşturan' and 'Kapatan': the user's id is sent, the name only shown and stored. */
  creatorUserId?: string;
  creatorUserDisplayName?: string;
  closedUserId?: string;
  closedUserDisplayName?: string;
  createdDateFrom?: string;
  createdDateTo?: string;
  closedDateFrom?: string;
  closedDateTo?: string;
  status?: TicketStatusFilter;
  isFromComplaint?: boolean;
  /** 'Tüm biletler': sent as isActiveCategorySet = the opposite (docs/domain.md §12). */
  isAllTickets?: boolean;
  isEditedTickets?: boolean;
  hasDiscountCode?: boolean;
};

export type TicketListSortField = (typeof TICKET_LIST_SORTABLE)[number];
export type TicketListSort = { field: TicketListSortField; order: 'ascend' | 'descend' };

/**
 * A list's whole state: the applied filters, the sort (null: the default), the page, and the
 * columns shown (the query ignores them).
 */
export type TicketListState = {
  filters: TicketListFilters;
  sort: TicketListSort | null;
  page: number;
  pageSize: number;
  /** Only the my-tickets list uses it: 'Bana Atananlar', 'Görüntülediklerim', 'Oluşturduklarım'. */
  assignFilter: MyTicketsChoice;
  columns: TicketListColumnChoice;
};

export const TICKET_LIST_PAGE_SIZES = [PAGE_SIZES.tickets, 50, 100] as const;

export const INITIAL_TICKET_LIST_STATE: TicketListState = {
  filters: { status: 'all' },
  sort: null,
  page: 1,
  pageSize: PAGE_SIZES.tickets,
  assignFilter: ASSIGN_FILTER.assigned,
  columns: DEFAULT_TICKET_LIST_COLUMNS,
};

/**
 * Text filters the lists send upper-cased the Turkish way; the server's `contains` ignores case
 * (docs/domain.md §8 Query format).
 */
const UPPER_CASED = new Set<string>([
  'storeFullName',
  'sourceName',
  'solutionUnitName',
  'customerFirstName',
  'customerLastName',
]);
const FLAG_FILTERS = ['isEditedTickets', 'hasDiscountCode', 'isFromComplaint'] as const;

const DAY_FORMAT = 'YYYY-MM-DD';

/** A calendar day of the filter card → the start or the end of that day as the server reads it. */
export function toFilterDateTime(day: string, edge: 'start' | 'end'): string | null {
  const date = dayjs(day);
  // Only a real day written in full ('2024-02-30' would roll over into March).
  if (!date.isValid() || date.format(DAY_FORMAT) !== day) return null;
  return (edge === 'start' ? date.startOf('day') : date.endOf('day')).format(FILTER_DATE_FORMAT);
}

/** 'Son 7 gün' and the like: `days` calendar days that end with `today`, today included. */
export function dateShortcutRange(days: number, today: Date): { from: string; to: string } {
  const end = dayjs(today);
  return { from: end.subtract(days - 1, 'day').format(DAY_FORMAT), to: end.format(DAY_FORMAT) };
}

export const DATE_SHORTCUTS = [
  { days: 7, label: 'Son 7 gün' },
  { days: 30, label: 'Son 30 gün' },
  { days: 90, label: 'Son 90 gün' },
] as const;

function dateFilters(property: string, from?: string, to?: string): TQueryFilter[] {
  const filters: TQueryFilter[] = [];
  const start = from ? toFilterDateTime(from, 'start') : null;
  const end = to ? toFilterDateTime(to, 'end') : null;
  if (start)
    filters.push({ propertyName: property, operator: 'greatherThanOrEqual', targetValue: start });
  if (end) filters.push({ propertyName: property, operator: 'lessThanOrEqual', targetValue: end });
  return filters;
}

function statusFilter(status: TicketStatusFilter | undefined): TQueryFilter[] {
  if (status === undefined || status === 'all') return [];
  if (status === 'open') {
    return [{ propertyName: 'status', operator: 'notequal', targetValue: TICKET_STATUS.closed }];
  }
  return [{ propertyName: 'status', operator: 'equal', targetValue: status }];
}

/**
 * The filters of gettickets / getalltickets (docs/domain.md §12 Filters): trimmed
 * texts, empty ones left out; store, source, solution-unit and name texts in Turkish upper case;
 * flags only when ticked; isActiveCategorySet always, as the opposite of 'Tüm biletler'.
 */
export function buildTicketListFilters(values: TicketListFilters): TQueryFilter[] {
  const filters: TQueryFilter[] = [];
  for (const property of TICKET_LIST_TEXT_FILTERS) {
    const text = values[property]?.trim() ?? '';
    if (text === '') continue;
    filters.push({
      propertyName: property,
      operator: 'contains',
      targetValue: UPPER_CASED.has(property) ? text.toLocaleUpperCase('tr-TR') : text,
    });
  }
  for (const property of TICKET_LIST_ID_FILTERS) {
    const id = values[property]?.trim() ?? '';
    if (id !== '') filters.push({ propertyName: property, operator: 'equal', targetValue: id });
  }
  const ticketNo = values.ticketNo?.trim() ?? '';
  if (/^\d+$/.test(ticketNo)) {
    filters.push({ propertyName: 'ticketNo', operator: 'equal', targetValue: Number(ticketNo) });
  }
  filters.push(...dateFilters('createdDate', values.createdDateFrom, values.createdDateTo));
  filters.push(...dateFilters('closedDateTime', values.closedDateFrom, values.closedDateTo));
  filters.push(...statusFilter(values.status));
  for (const property of FLAG_FILTERS) {
    if (values[property])
      filters.push({ propertyName: property, operator: 'equal', targetValue: true });
  }
  filters.push({
    propertyName: 'isActiveCategorySet',
    operator: 'equal',
    targetValue: !values.isAllTickets,
  });
  return filters;
}

/** The chosen column, then the newest number; else the SLA order (docs/domain.md §12 Order). */
export function buildTicketListSortings(sort: TicketListSort | null): TQuerySorting[] {
  if (!sort) return TICKET_LIST_DEFAULT_SORT.map((sorting) => ({ ...sorting }));
  const direction = sort.order === 'descend' ? SORT_DIRECTION.descending : SORT_DIRECTION.ascending;
  const sortings: TQuerySorting[] = [{ propertyName: sort.field, priority: 0, direction }];
  if (sort.field !== 'ticketNo') {
    sortings.push({ propertyName: 'ticketNo', priority: 1, direction: SORT_DIRECTION.descending });
  }
  return sortings;
}

/** The query format of one page of the list. */
export function buildTicketListFormatter(state: TicketListState): TQueryFormatter {
  return {
    filters: buildTicketListFilters(state.filters),
    sortings: buildTicketListSortings(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: state.pageSize },
  };
}

/** The Excel files take the same query without paging (docs/domain.md §12 Excel). */
export function buildTicketListExcelFormatter(state: TicketListState): TQueryFormatter {
  return {
    filters: buildTicketListFilters(state.filters),
    sortings: buildTicketListSortings(state.sort),
  };
}

/** The body of ticket/gettickets and GetTicketsExcel. */
export function buildGetTicketsRequest(
  formatter: TQueryFormatter,
  assignFilter: TGetTicketsRequest['assignFilter'],
): TGetTicketsRequest {
  return { formatter, assignFilter };
}

/** antd Table column key → the server's sort property (the SLA and customer columns differ). */
const SORT_FIELD_OF_COLUMN: Readonly<Record<string, TicketListSortField>> = {
  ...Object.fromEntries(TICKET_LIST_SORTABLE.map((field) => [field, field])),
  sla: 'remainingSlaPercentage',
  customer: 'customerFirstName',
};

/** The sort field a table column sorts by, if any. */
export function sortFieldOfColumn(columnKey: string): TicketListSortField | undefined {
  return SORT_FIELD_OF_COLUMN[columnKey];
}

/** The part of antd's Table sorter argument this list reads (one column or several). */
type AntdSorter = { columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/** antd Table's sorter → the list's sort; a cleared or unknown one falls back to the default. */
export function toTicketListSort(sorter: AntdSorter | AntdSorter[]): TicketListSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || typeof first.columnKey !== 'string') return null;
  const field = sortFieldOfColumn(first.columnKey);
  return field ? { field, order: first.order } : null;
}

/** The order a column shows: the chosen one, or ascending on the SLA column by default. */
export function columnSortOrder(
  sort: TicketListSort | null,
  columnKey: string,
): 'ascend' | 'descend' | null {
  const field = sortFieldOfColumn(columnKey);
  if (!field) return null;
  if (!sort) return field === 'remainingSlaPercentage' ? 'ascend' : null;
  return sort.field === field ? sort.order : null;
}
