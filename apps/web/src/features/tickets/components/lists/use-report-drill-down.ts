import type { TQueryFormatter } from '@ccms/contract/query-format';
import { ASSIGN_FILTER, type TGetTicketsRequest } from '@ccms/contract/tickets-lists';
import { useLocation, useNavigate } from 'react-router';
import {
  REPORT_DRILL_DOWN_PARAM,
  type ReportDrillDown,
  readDrillDown,
} from '../../../../lib/report-drill-down';
import { assignFilterOf } from './my-tickets-choice';
import { INITIAL_TICKET_LIST_STATE, type TicketListState } from './ticket-list-query';

/**
 * The report figure a list was opened with (docs/domain.md §25 Drill-down), and a way to drop it:
 * the all-tickets list for its holders, my tickets for everyone else.
 */
export function useReportDrillDown() {
  // useLocation rather than useSearchParams: the router chunk of the first page stays as it was.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const drillDown = readDrillDown(params);
  const clear = () => {
    params.delete(REPORT_DRILL_DOWN_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  return { drillDown, clear };
}

/**
 * The list's own filters when a figure opens it: none, and every breakdown (the 'Tüm biletler'
 * box), so that its total is the figure's.
 */
export function drillDownStartState(pageSize: number): TicketListState {
  return {
    ...INITIAL_TICKET_LIST_STATE,
    filters: { status: 'all', isAllTickets: true },
    pageSize,
  };
}

/**
 * My tickets' half while a figure narrows the list: every ticket the user may see, the assigned
 * and viewed halves together, so that the total is the figure.
 */
export function drillDownAssignFilter(
  state: TicketListState,
  drillDown: ReportDrillDown | null,
): TGetTicketsRequest['assignFilter'] {
  return drillDown ? ASSIGN_FILTER.visible : assignFilterOf(state.assignFilter);
}

/** The list's query with the figure's filters added (the page, the Excel file). */
export function withDrillDown(
  formatter: TQueryFormatter,
  drillDown: ReportDrillDown | null,
): TQueryFormatter {
  if (!drillDown) return formatter;
  return { ...formatter, filters: [...(formatter.filters ?? []), ...drillDown.filters] };
}
