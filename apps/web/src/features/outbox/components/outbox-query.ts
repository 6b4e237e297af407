import { PAGE_SIZES } from '@ccms/contract/constants';
import type { OutboxState } from '@ccms/contract/notification-texts';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { createdDateQuery } from '../../../lib/created-date-query';

/** What the filter card applies; days are calendar days 'YYYY-MM-DD'. */
export type OutboxFilters = {
  state?: OutboxState | null;
  kind?: string | null;
  ticketNo?: number | null;
  from?: string | null;
  to?: string | null;
};

export type OutboxListState = {
  filters: OutboxFilters;
  order: 'ascend' | 'descend';
  page: number;
};

export const INITIAL_OUTBOX_STATE: OutboxListState = { filters: {}, order: 'descend', page: 1 };

/** outbox/list's body: the chosen state, kind, ticket and days, by date, 20 a page. */
export function buildOutboxQuery(state: OutboxListState): TQueryFormatter {
  const { state: messageState, kind, ticketNo, from, to } = state.filters;
  const filters: TQueryFilter[] = [];
  if (messageState) {
    filters.push({ propertyName: 'state', operator: 'equal', targetValue: messageState });
  }
  if (kind) filters.push({ propertyName: 'kind', operator: 'equal', targetValue: kind });
  if (ticketNo) {
    filters.push({ propertyName: 'ticketNo', operator: 'equal', targetValue: ticketNo });
  }
  return createdDateQuery({
    filters,
    from,
    to,
    order: state.order,
    page: state.page,
    pageSize: PAGE_SIZES.outbox,
  });
}
