import type { ReportLink } from '@ccms/contract/report-links';
import type { TReportFilter } from '@ccms/contract/reports';
import type { DrillDownList } from '../../../lib/report-drill-down';
import { type DimensionNames, figureHref } from './report-figures';

/** What every section needs beside its answer: the applied filter and the list figures open. */
export type ReportScope = {
  filter: TReportFilter;
  /** The all-tickets list for its holders, else my tickets (docs/domain.md §25 Drill-down). */
  list: DrillDownList;
  /** The names of the filter's values, for the opened list's notice. */
  names: DimensionNames;
};

/** A figure's list address; null when the answer has no such figure. */
export function hrefOf(scope: ReportScope, link: ReportLink | null): string | null {
  return link && figureHref(link, scope.names, scope.list);
}
