import type { ReportFigure, TReportFilter } from '@ccms/contract/reports';
import { figureHref } from './report-figures';

/** What every section needs beside its answer: the applied filter and whether figures open lists. */
export type ReportScope = {
  filter: TReportFilter;
  /** The all-tickets list is the drill-down's target; without it the figures are plain numbers. */
  canDrillDown: boolean;
};

/** A figure's list address, or null when the user cannot open the all-tickets list. */
export function hrefOf(
  scope: ReportScope,
  figure: ReportFigure,
  name: string,
  narrowed: Partial<TReportFilter> = {},
): string | null {
  return scope.canDrillDown ? figureHref({ ...scope.filter, ...narrowed }, figure, name) : null;
}
