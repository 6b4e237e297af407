import type { ReportFigure, TReportFilter } from '@ccms/contract/reports';
import { figureHref } from './report-figures';

/**
 * What every section needs beside its answer: the applied filter. Every Reports holder may open
 * the all-tickets list a figure leads to (within the tickets they may open).
 */
export type ReportScope = { filter: TReportFilter };

/** A figure's list address, the scope narrowed to a row (a store, a breakdown) when given. */
export function hrefOf(
  scope: ReportScope,
  figure: ReportFigure,
  name: string,
  narrowed: Partial<TReportFilter> = {},
): string {
  return figureHref({ ...scope.filter, ...narrowed }, figure, name);
}
