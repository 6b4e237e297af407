import type { ReportFigure, TReportFilter } from '@ccms/contract/reports';
import type { DrillDownList } from '../../../lib/report-drill-down';
import { figureHref } from './report-figures';

/** What every section needs beside its answer: the applied filter and the list figures open. */
export type ReportScope = {
  filter: TReportFilter;
  /** The all-tickets list for its holders, else my tickets (docs/domain.md §25 Drill-down). */
  list: DrillDownList;
};

/** A figure's list address, the scope narrowed to a row (a store, a breakdown) when given. */
export function hrefOf(
  scope: ReportScope,
  figure: ReportFigure,
  name: string,
  narrowed: Partial<TReportFilter> = {},
): string {
  return figureHref({ ...scope.filter, ...narrowed }, figure, name, scope.list);
}
