import type {
  TReportDepartments,
  TReportFilter,
  TReportHeatmap,
  TReportOptions,
  TReportSummary,
  TReportTimes,
  TReportTop,
} from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { BusinessClockSource } from '../sla/index.ts';
import {
  loadTicketViewer,
  type TicketViewer,
  visibleTicketArms,
} from '../tickets/access/service.ts';
import { findReportManagers, findReportStores } from './options-repository.ts';
import { bucketOfPeriod, bucketStarts, type Period, reportPeriods } from './period.ts';
import {
  findRollupHeatmap,
  findRollupTopBreakdowns,
  findRollupTopStores,
  findRollupTrend,
  sumRollupOfPeriod,
} from './rollup-repository.ts';
import { type ReportDimensions, type TicketScope, visibilityOf } from './scope-repository.ts';
import {
  countOpenTicketsBySlaState,
  countOverdueOfPeriod,
  countTicketsOfPeriod,
  findDepartmentTimes,
  findTicketHeatmap,
  findTicketTrend,
  findTimeToClose,
  findTimeToFirstAnswer,
  findTopBreakdowns,
  findTopStores,
} from './tickets-repository.ts';

export type ReportsDeps = {
  db: Database;
  clock: Clock;
  businessClocks: BusinessClockSource;
  /** TZ_BUSINESS: the days of a period are its days. */
  timeZone: string;
};

/** The zone the rollup's days are counted in (migration 0032's trigger). */
const ROLLUP_TIME_ZONE = 'Europe/Istanbul';
/** How many breakdowns and stores the top lists name. */
const TOP_ROWS = 10;

/** One report request, read once: the periods, what the viewer may see, how to count. */
type PreparedReport = {
  current: Period;
  previous: Period;
  dimensions: ReportDimensions;
  scope: TicketScope;
  /** Every ticket is visible and the days are the rollup's: counts come from the rollup. */
  usesRollup: boolean;
  viewer: TicketViewer;
  now: Date;
  nowBm: number;
};

const lower = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

async function prepareReport(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<PreparedReport> {
  const { current, previous } = reportPeriods(filter, deps.timeZone);
  const [viewer, businessClock] = await Promise.all([
    loadTicketViewer(deps.db, user),
    deps.businessClocks.get(),
  ]);
  const now = deps.clock.now();
  const dimensions: ReportDimensions = {
    regionManagerEmail: lower(filter.regionManagerEmail),
    areaManagerEmail: lower(filter.areaManagerEmail),
    storeId: filter.storeId ?? null,
    sourceId: filter.sourceId ?? null,
    typeId: filter.typeId ?? null,
    categoryId: filter.categoryId ?? null,
    subCategoryId: filter.subCategoryId ?? null,
    ruleSetId: filter.ruleSetId ?? null,
  };
  return {
    current,
    previous,
    dimensions,
    scope: { dimensions, visibility: visibilityOf(visibleTicketArms(viewer)) },
    usesRollup: viewer.seesAll && deps.timeZone === ROLLUP_TIME_ZONE,
    viewer,
    now,
    nowBm: businessClock.minuteAt(now),
  };
}

const percentage = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);

async function countsOf(deps: ReportsDeps, report: PreparedReport, period: Period) {
  const counts = report.usesRollup
    ? await sumRollupOfPeriod(deps.db, report.dimensions, period)
    : await countTicketsOfPeriod(deps.db, report.scope, period);
  return {
    counts: {
      opened: counts.opened,
      closed: counts.closed,
      closedWithSla: counts.closedWithSla,
      closedWithinSla: counts.closedWithinSla,
      slaKeptPercentage: percentage(counts.closedWithinSla, counts.closedWithSla),
    },
    leftOut: counts.leftOut,
  };
}

async function trendOf(deps: ReportsDeps, report: PreparedReport) {
  const bucket = bucketOfPeriod(report.current);
  const week = bucket === 'week';
  const opened = new Map<string, number>();
  const closed = new Map<string, number>();
  if (report.usesRollup) {
    for (const row of await findRollupTrend(deps.db, report.dimensions, report.current, week)) {
      opened.set(row.start, row.opened);
      closed.set(row.start, row.closed);
    }
  } else {
    const rows = await findTicketTrend(deps.db, report.scope, report.current, deps.timeZone, week);
    for (const row of rows.opened) opened.set(row.start, row.count);
    for (const row of rows.closed) closed.set(row.start, row.count);
  }
  const trend = bucketStarts(report.current, bucket).map((start) => ({
    start,
    opened: opened.get(start) ?? 0,
    closed: closed.get(start) ?? 0,
  }));
  return { bucket, trend };
}

/** reports/summary (docs/domain.md §24). */
export async function getReportSummary(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportSummary> {
  const report = await prepareReport(deps, user, filter);
  const [current, previous, { bucket, trend }, byState] = await Promise.all([
    countsOf(deps, report, report.current),
    countsOf(deps, report, report.previous),
    trendOf(deps, report),
    countOpenTicketsBySlaState(deps.db, report.scope, report.nowBm),
  ]);
  const counted = new Map(byState.map((row) => [row.state, row.count]));
  const openBySlaState = [0, 1, 2, 3, 4].map((state) => ({
    state,
    count: counted.get(state) ?? 0,
  }));
  return {
    current: current.counts,
    previous: previous.counts,
    previousFrom: report.previous.from,
    previousTo: report.previous.to,
    bucket,
    trend,
    openNow: openBySlaState.reduce((sum, row) => sum + row.count, 0),
    overdueNow: counted.get(4) ?? 0,
    openBySlaState,
    leftOutOfReporting: current.leftOut,
  };
}

/** reports/times: business minutes to close and to the first answer, this and the previous period. */
export async function getReportTimes(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportTimes> {
  const report = await prepareReport(deps, user, filter);
  const [toClose, toFirstAnswer, previousToClose, previousToFirstAnswer] = await Promise.all([
    findTimeToClose(deps.db, report.scope, report.current),
    findTimeToFirstAnswer(deps.db, report.scope, report.current),
    findTimeToClose(deps.db, report.scope, report.previous),
    findTimeToFirstAnswer(deps.db, report.scope, report.previous),
  ]);
  return { toClose, toFirstAnswer, previousToClose, previousToFirstAnswer };
}

/** reports/departments: calendar time per unit over the flows of tickets created in the period. */
export async function getReportDepartments(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportDepartments> {
  const report = await prepareReport(deps, user, filter);
  const rows = await findDepartmentTimes(deps.db, report.scope, report.current, report.now);
  return {
    rows: rows.map((row) => ({
      ...row,
      averageMinutes: row.tickets === 0 ? 0 : row.totalMinutes / row.tickets,
    })),
  };
}

const withShare = <T extends { opened: number; overdueNow: number }>(row: T) => ({
  ...row,
  overduePercentage: row.opened === 0 ? 0 : (row.overdueNow * 100) / row.opened,
});

/** reports/top: the ten breakdowns and stores with most tickets opened in the period. */
export async function getReportTop(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportTop> {
  const report = await prepareReport(deps, user, filter);
  const { db } = deps;
  if (!report.usesRollup) {
    const [breakdowns, stores] = await Promise.all([
      findTopBreakdowns(db, report.scope, report.current, report.nowBm, TOP_ROWS),
      findTopStores(db, report.scope, report.current, report.nowBm, TOP_ROWS),
    ]);
    return { breakdowns: breakdowns.map(withShare), stores: stores.map(withShare) };
  }
  const [breakdowns, stores, overdue] = await Promise.all([
    findRollupTopBreakdowns(db, report.dimensions, report.current, TOP_ROWS),
    findRollupTopStores(db, report.dimensions, report.current, TOP_ROWS),
    countOverdueOfPeriod(db, report.scope, report.current, report.nowBm),
  ]);
  const keyOf = (row: { typeId: string; categoryId: string; subCategoryId: string }) =>
    `${row.typeId}/${row.categoryId}/${row.subCategoryId}`;
  const overdueOfBreakdown = new Map(overdue.breakdowns.map((row) => [keyOf(row), row.count]));
  const overdueOfStore = new Map(overdue.perStore.map((row) => [row.storeId, row.count]));
  return {
    breakdowns: breakdowns.map((row) =>
      withShare({ ...row, overdueNow: overdueOfBreakdown.get(keyOf(row)) ?? 0 }),
    ),
    stores: stores.map((row) =>
      withShare({ ...row, overdueNow: overdueOfStore.get(row.storeId) ?? 0 }),
    ),
  };
}

/** At most this many stores in the heat map: those with most tickets closed with an SLA. */
const HEATMAP_STORES = 100;

/** reports/heatmap: SLA kept per store and week of closing. */
export async function getReportHeatmap(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportHeatmap> {
  const report = await prepareReport(deps, user, filter);
  const rows = report.usesRollup
    ? await findRollupHeatmap(deps.db, report.dimensions, report.current)
    : await findTicketHeatmap(deps.db, report.scope, report.current, deps.timeZone);
  const weeks = bucketStarts(report.current, 'week');
  const byStore = new Map<
    string,
    { storeName: string; total: number; cells: Map<string, (typeof rows)[number]> }
  >();
  for (const row of rows) {
    const store = byStore.get(row.storeId) ?? {
      storeName: row.storeName,
      total: 0,
      cells: new Map(),
    };
    store.total += row.closedWithSla;
    store.cells.set(row.week, row);
    byStore.set(row.storeId, store);
  }
  const chosen = [...byStore]
    .sort(([, a], [, b]) => b.total - a.total || a.storeName.localeCompare(b.storeName, 'tr'))
    .slice(0, HEATMAP_STORES)
    .sort(([, a], [, b]) => a.storeName.localeCompare(b.storeName, 'tr'));
  return {
    weeks,
    stores: chosen.map(([storeId, store]) => ({
      storeId,
      storeName: store.storeName,
      cells: weeks.map((week) => {
        const cell = store.cells.get(week);
        const closedWithSla = cell?.closedWithSla ?? 0;
        const closedWithinSla = cell?.closedWithinSla ?? 0;
        return {
          week,
          closedWithSla,
          closedWithinSla,
          slaKeptPercentage: percentage(closedWithinSla, closedWithSla),
        };
      }),
    })),
  };
}

/** The stores a viewer who sees only some tickets reports on: where they hold or manage. */
function storesOfViewer(viewer: TicketViewer): string[] | null {
  if (viewer.seesAll) return null;
  return [
    ...new Set([
      ...viewer.wholeStores,
      ...viewer.pairs.map((pair) => pair.storeId),
      ...viewer.ruleSetsByStore.keys(),
    ]),
  ];
}

/** reports/options: the regions, areas and stores the filter offers within the viewer's scope. */
export async function getReportOptions(
  deps: Pick<ReportsDeps, 'db'>,
  user: CurrentUser,
): Promise<TReportOptions> {
  const viewer = await loadTicketViewer(deps.db, user);
  const storeIds = storesOfViewer(viewer);
  const [regions, areas, stores] = await Promise.all([
    findReportManagers(deps.db, 'region', storeIds),
    findReportManagers(deps.db, 'area', storeIds),
    findReportStores(deps.db, storeIds),
  ]);
  return { regions, areas, stores };
}
