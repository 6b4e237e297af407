import type {
  TReportDepartments,
  TReportFilter,
  TReportSummary,
  TReportTimes,
  TReportTop,
} from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import { bucketOfPeriod, bucketStarts, type Period } from './period.ts';
import { type PreparedReport, percentage, prepareReport, type ReportsDeps } from './prepare.ts';
import {
  findRollupDepartmentTimes,
  findRollupTopBreakdowns,
  findRollupTopStores,
  findRollupTrend,
  sumRollupOfPeriod,
} from './rollup-repository.ts';
import { isStoreSideOnly } from './scope-repository.ts';
import {
  countOpenTicketsBySlaState,
  countOverdueOfPeriod,
  countTicketsOfPeriod,
  findDepartmentTimes,
  findTicketTrend,
  findTimeToClose,
  findTimeToFirstAnswer,
  findTopBreakdowns,
  findTopStores,
} from './tickets-repository.ts';

/** How many breakdowns and stores the top lists name. */
const TOP_ROWS = 10;

/** The period's counts: from the rollup, counted directly, or a whole-store viewer's both. */
async function periodCountsOf(deps: ReportsDeps, report: PreparedReport, period: Period) {
  if (report.usesRollup) return sumRollupOfPeriod(deps.db, report.dimensions, period);
  const whole = report.wholeStores;
  if (!whole) return countTicketsOfPeriod(deps.db, report.scope, period);
  const [stores, rest] = await Promise.all([
    sumRollupOfPeriod(deps.db, report.dimensions, period, whole.storeIds),
    countTicketsOfPeriod(deps.db, whole.rest, period),
  ]);
  return {
    opened: stores.opened + rest.opened,
    closed: stores.closed + rest.closed,
    closedWithSla: stores.closedWithSla + rest.closedWithSla,
    closedWithinSla: stores.closedWithinSla + rest.closedWithinSla,
    leftOut: stores.leftOut + rest.leftOut,
  };
}

async function countsOf(deps: ReportsDeps, report: PreparedReport, period: Period) {
  const counts = await periodCountsOf(deps, report, period);
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
  const add = (counts: Map<string, number>, start: string, count: number) =>
    counts.set(start, (counts.get(start) ?? 0) + count);
  const whole = report.wholeStores;
  // A whole-store viewer: their stores from the rollup, the rest counted (periodCountsOf).
  const [rolled, counted] = await Promise.all([
    report.usesRollup || whole
      ? findRollupTrend(deps.db, report.dimensions, report.current, week, whole?.storeIds)
      : [],
    report.usesRollup
      ? null
      : findTicketTrend(deps.db, whole?.rest ?? report.scope, report.current, deps.timeZone, week),
  ]);
  for (const row of rolled) {
    add(opened, row.start, row.opened);
    add(closed, row.start, row.closed);
  }
  for (const row of counted?.opened ?? []) add(opened, row.start, row.count);
  for (const row of counted?.closed ?? []) add(closed, row.start, row.count);
  const trend = bucketStarts(report.current, bucket).map((start) => ({
    start,
    opened: opened.get(start) ?? 0,
    closed: closed.get(start) ?? 0,
  }));
  return { bucket, trend };
}

/** reports/summary (docs/domain.md §25). */
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
  const rows = await departmentTimesOf(deps, report);
  return {
    rows: rows
      .map((row) => ({
        ...row,
        averageMinutes: row.tickets === 0 ? 0 : row.totalMinutes / row.tickets,
      }))
      .sort(
        (a, b) => b.totalMinutes - a.totalMinutes || a.unitName.localeCompare(b.unitName, 'tr'),
      ),
  };
}

type DepartmentTimes = { unitId: string; unitName: string; tickets: number; totalMinutes: number };

/** Per unit, from the per-unit rollup where it holds the answer, counted directly elsewhere. */
async function departmentTimesOf(
  deps: ReportsDeps,
  report: PreparedReport,
): Promise<DepartmentTimes[]> {
  const { db } = deps;
  const { current, now, wholeStores } = report;
  if (report.usesRollup && isStoreSideOnly(report.dimensions)) {
    return findRollupDepartmentTimes(db, report.dimensions, current, now);
  }
  if (!wholeStores) return findDepartmentTimes(db, report.scope, current, now);
  // A whole-store viewer: the tickets of their stores and the rest are apart, so are their
  // (ticket, unit) pairs, and the per-unit sums add up.
  const parts = await Promise.all([
    findRollupDepartmentTimes(db, report.dimensions, current, now, wholeStores.storeIds),
    findDepartmentTimes(db, wholeStores.rest, current, now),
  ]);
  const byUnit = new Map<string, DepartmentTimes>();
  for (const row of parts.flat()) {
    const seen = byUnit.get(row.unitId);
    byUnit.set(
      row.unitId,
      seen
        ? {
            ...seen,
            tickets: seen.tickets + row.tickets,
            totalMinutes: seen.totalMinutes + row.totalMinutes,
          }
        : row,
    );
  }
  return [...byUnit.values()];
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
  const { current, dimensions, scope, usesRollup } = report;
  // The volumes, then how many of them are overdue now (open tickets only).
  const [breakdowns, stores, overdue] = await Promise.all([
    usesRollup
      ? findRollupTopBreakdowns(db, dimensions, current, TOP_ROWS)
      : findTopBreakdowns(db, scope, current, TOP_ROWS),
    usesRollup
      ? findRollupTopStores(db, dimensions, current, TOP_ROWS)
      : findTopStores(db, scope, current, TOP_ROWS),
    countOverdueOfPeriod(db, scope, current, report.nowBm),
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
