import type { TQueryFormatter } from '@ccms/contract/query-format';
import { ASSIGN_FILTER, type TTicketListRow } from '@ccms/contract/tickets-lists';
import { Flex, Segmented, type TableProps, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { loadWithTimeout } from '../../../lib/lazy-with-timeout';
import { usePermissions } from '../../../lib/permissions';
import type { ReportDrillDown } from '../../../lib/report-drill-down';
import { downloadAllTicketsExcel } from '../api/lists/download-all-tickets-excel';
import { downloadTicketsExcel } from '../api/lists/download-tickets-excel';
import { useAllTickets } from '../api/lists/get-all-tickets';
import { useTickets } from '../api/lists/get-tickets';
import { ExcelButton } from '../components/lists/excel-button';
import {
  CREATED_BY_ME,
  MY_TICKETS_OPTIONS,
  type MyTicketsChoice,
  withMyTicketsChoice,
} from '../components/lists/my-tickets-choice';
import { activeTicketListFilterFields } from '../components/lists/ticket-list-active-filters';
import { TicketListEmpty } from '../components/lists/ticket-list-empty';
import {
  buildGetTicketsRequest,
  buildTicketListExcelFormatter,
  buildTicketListFormatter,
  INITIAL_TICKET_LIST_STATE,
  type TicketListFilters,
  type TicketListKind,
  toTicketListSort,
} from '../components/lists/ticket-list-query';
import { TicketListTable } from '../components/lists/ticket-list-table';
import {
  drillDownAssignFilter,
  drillDownStartState,
  useReportDrillDown,
  withDrillDown,
} from '../components/lists/use-report-drill-down';
import { useTicketListState } from '../components/lists/use-ticket-list-state';

// The filter card (date pickers, selects, form, its look-ups) is loaded once the first rows are
// shown: on the first page the agent waits for the rows.
const TicketListFilterCard = lazy(() =>
  loadWithTimeout(() => import('../components/lists/ticket-list-filter-card')).then((module) => ({
    default: module.TicketListFilterCard,
  })),
);

// Only a list opened from a report shows it: the first page does not load it.
const ReportDrillDownNotice = lazy(() =>
  loadWithTimeout(() => import('../components/lists/report-drill-down-notice')).then((module) => ({
    default: module.ReportDrillDownNotice,
  })),
);

const TITLES: Record<TicketListKind, string> = { mine: 'Biletlerim', all: 'Tüm Biletler' };

/**
 * Both ticket lists (docs/domain.md §12): 'mine' (gettickets, with the assigned / viewed /
 * created-by-me selector) and 'all' (getalltickets). Filters, sort, page, selector and columns
 * are kept per list in the browser.
 */
export function TicketListScreen({ kind }: { kind: TicketListKind }) {
  const { has } = usePermissions();
  const report = useReportDrillDown();
  const [state, setState, restoreStoredState] = useTicketListState(
    kind,
    report.drillDown ? (stored) => drillDownStartState(stored.pageSize) : undefined,
  );
  const currentUser = useCurrentUser();
  // A figure shows every ticket the user may see: no half of 'Biletlerim' narrows it.
  const myChoice: MyTicketsChoice | null =
    kind === 'mine' && !report.drillDown ? state.assignFilter : null;
  const userId = currentUser?.id;
  const narrow = (base: TQueryFormatter) => narrowQuery(base, myChoice, userId, report.drillDown);
  const formatter = useMemo(
    () => narrowQuery(buildTicketListFormatter(state), myChoice, userId, report.drillDown),
    [state, myChoice, userId, report.drillDown],
  );
  const assignFilter = drillDownAssignFilter(state, report.drillDown);
  const mine = useTickets(buildGetTicketsRequest(formatter, assignFilter), kind === 'mine');
  const all = useAllTickets(formatter, kind === 'all');
  const list = kind === 'mine' ? mine : all;
  const hasFilters = useTrueAfterPaint(list.isFetched);

  const search = (filters: TicketListFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));
  const [cardKey, setCardKey] = useState(0);
  const clearFilters = () => {
    search(INITIAL_TICKET_LIST_STATE.filters);
    setCardKey((key) => key + 1);
  };
  const chooseMine = (assignFilter: MyTicketsChoice) =>
    setState((current) => ({ ...current, assignFilter, page: 1 }));

  const onTableChange: TableProps<TTicketListRow>['onChange'] = (pagination, _f, sorter) => {
    setState((current) => {
      const sort = toTicketListSort(sorter);
      const isSortChanged =
        sort?.field !== current.sort?.field || sort?.order !== current.sort?.order;
      const pageSize = pagination.pageSize ?? current.pageSize;
      return {
        ...current,
        sort,
        // A new sort or page size starts again from the first page.
        page: isSortChanged || pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
        pageSize,
      };
    });
  };

  const downloadExcel = () => {
    const excelFormatter = narrow(buildTicketListExcelFormatter(state));
    return kind === 'mine'
      ? downloadTicketsExcel(buildGetTicketsRequest(excelFormatter, assignFilter))
      : downloadAllTicketsExcel(excelFormatter);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" wrap gap={16}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {TITLES[kind]}
          </Typography.Title>
          {/* A figure shows every ticket the user may see: neither half is chosen meanwhile. */}
          {myChoice !== null && (
            <Segmented<MyTicketsChoice>
              options={MY_TICKETS_OPTIONS}
              value={state.assignFilter}
              onChange={chooseMine}
              data-testid="ticket-list-assign-filter"
            />
          )}
        </Flex>
        {has('Ticket.ExcelList') && <ExcelButton download={downloadExcel} />}
      </Flex>
      {report.drillDown && (
        <Suspense fallback={null}>
          <ReportDrillDownNotice
            drillDown={report.drillDown}
            onRemove={() => {
              report.clear();
              restoreStoredState();
            }}
          />
        </Suspense>
      )}
      {hasFilters && (
        <Suspense fallback={null}>
          <TicketListFilterCard
            // A new key after 'Temizle' under an empty list: the card starts again from no filters.
            key={cardKey}
            kind={kind}
            initialFilters={state.filters}
            appliedFilters={state.filters}
            onSearch={search}
            isSearching={list.isFetching}
            fixedCreator={myChoice === CREATED_BY_ME ? currentUser : null}
          />
        </Suspense>
      )}
      <TicketListTable
        page={list.data}
        isLoading={list.isFetching}
        isError={list.isError}
        sort={state.sort}
        pageNumber={state.page}
        pageSize={state.pageSize}
        canSeeDiscountCode={has('Ticket.CanSeeDiscountCode')}
        onChange={onTableChange}
        columnChoice={state.columns}
        onColumnChoiceChange={(columns) => setState((current) => ({ ...current, columns }))}
        empty={
          <TicketListEmpty
            activeFilterCount={activeTicketListFilterFields(state.filters).size}
            onClear={clearFilters}
            onShowViewed={
              myChoice === ASSIGN_FILTER.assigned
                ? () => chooseMine(ASSIGN_FILTER.viewed)
                : undefined
            }
          />
        }
      />
    </Flex>
  );
}

/** The list's query narrowed by the half of 'Biletlerim' chosen, or by a report's figure. */
function narrowQuery(
  base: TQueryFormatter,
  myChoice: MyTicketsChoice | null,
  userId: string | undefined,
  drillDown: ReportDrillDown | null,
): TQueryFormatter {
  const mine = myChoice === null ? base : withMyTicketsChoice(base, myChoice, userId);
  return withDrillDown(mine, drillDown);
}

/**
 * True once `value` has been true and the screen painted with it (the rows shown), for good: a
 * new search does not hide the card again.
 */
function useTrueAfterPaint(value: boolean): boolean {
  const [isTrue, setIsTrue] = useState(false);
  useEffect(() => {
    if (!value || isTrue) return;
    // The frame with the rows is drawn first, then the card is asked for.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsTrue(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, isTrue]);
  return isTrue;
}
