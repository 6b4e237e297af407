import { drillDownFilters, type ReportFigure, type TReportFilter } from '@ccms/contract/reports';
import dayjs from 'dayjs';
import {
  type DrillDownList,
  drillDownHref,
  type ReportDrillDown,
} from '../../../lib/report-drill-down';
import { formatPeriod } from './report-format';
import type { DayPeriod } from './report-period';

/**
 * A figure of the screen as the all-tickets list that shows its tickets (docs/domain.md §25
 * Drill-down): the contract's filters, and the figure named in words with its period.
 */
export function figureDrillDown(
  filter: TReportFilter,
  figure: ReportFigure,
  name: string,
): ReportDrillDown {
  const period = 'from' in figure ? ` — ${formatPeriod(figure)}` : '';
  return { label: `Rapor: ${name}${period}`, filters: drillDownFilters(filter, figure) };
}

/** The list's address for a figure. */
export function figureHref(
  filter: TReportFilter,
  figure: ReportFigure,
  name: string,
  list: DrillDownList,
): string {
  return drillDownHref(figureDrillDown(filter, figure, name), list);
}

/**
 * The days of a trend or heat-map bucket inside the period: a week runs Monday to Sunday, and the
 * first and last weeks are cut at the period's ends, as the server counts them.
 */
export function bucketPeriod(start: string, bucket: 'day' | 'week', period: DayPeriod): DayPeriod {
  const end = bucket === 'day' ? start : dayjs(start).add(6, 'day').format('YYYY-MM-DD');
  return { from: start < period.from ? period.from : start, to: end > period.to ? period.to : end };
}
