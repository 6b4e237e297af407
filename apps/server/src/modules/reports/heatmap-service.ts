import type { TReportFilter, TReportHeatmap } from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import { bucketStarts } from './period.ts';
import { type PreparedReport, percentage, prepareReport, type ReportsDeps } from './prepare.ts';
import { findRollupHeatmap } from './rollup-repository.ts';
import { findTicketHeatmap } from './tickets-repository.ts';

/** At most this many stores in the heat map: those with most tickets closed with an SLA. */
const HEATMAP_STORES = 100;

/** Closed with an SLA and kept, per store and week: from the rollup, counted, or both. */
async function heatmapRowsOf(deps: ReportsDeps, report: PreparedReport) {
  const { db } = deps;
  if (report.usesRollup) return findRollupHeatmap(db, report.dimensions, report.current);
  const whole = report.wholeStores;
  if (!whole) return findTicketHeatmap(db, report.scope, report.current, deps.timeZone);
  // A whole-store viewer's stores from the rollup, the rest counted: rows of different stores.
  const parts = await Promise.all([
    findRollupHeatmap(db, report.dimensions, report.current, whole.storeIds),
    findTicketHeatmap(db, whole.rest, report.current, deps.timeZone),
  ]);
  return parts.flat();
}

/** reports/heatmap: SLA kept per store and week of closing. */
export async function getReportHeatmap(
  deps: ReportsDeps,
  user: CurrentUser,
  filter: TReportFilter,
): Promise<TReportHeatmap> {
  const report = await prepareReport(deps, user, filter);
  const rows = await heatmapRowsOf(deps, report);
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
