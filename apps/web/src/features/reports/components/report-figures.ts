import {
  REPORT_DIMENSION_LABELS,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportLink,
} from '@ccms/contract/report-links';
import { drillDownFilters } from '@ccms/contract/reports';
import {
  type DrillDownList,
  drillDownHref,
  type ReportDrillDown,
} from '../../../lib/report-drill-down';
import { formatPeriod } from './report-format';

/** The names of the report filter's values (a store's name for its id), as the filter bar shows them. */
export type DimensionNames = Partial<Record<ReportDimension, string>>;

/**
 * A figure of the screen as the ticket list that shows its tickets (docs/domain.md §25
 * Drill-down): the contract's filters, the figure named in words with its period, and every
 * filter it carries named ('Mağaza / Departman: …'), the row's own before the report's.
 */
export function figureDrillDown(link: ReportLink, names: DimensionNames): ReportDrillDown {
  const { figure, filter } = link;
  const period = 'from' in figure ? ` — ${formatPeriod(figure)}` : '';
  const details = REPORT_DIMENSIONS.flatMap((dimension) => {
    const value = filter[dimension];
    if (!value) return [];
    const name = link.rowNames[dimension] ?? names[dimension] ?? value;
    return [`${REPORT_DIMENSION_LABELS[dimension]}: ${name}`];
  });
  return {
    label: `Rapor: ${link.name}${period}`,
    ...(details.length > 0 ? { details } : {}),
    filters: drillDownFilters(filter, figure),
  };
}

/** The list's address for a figure. */
export function figureHref(link: ReportLink, names: DimensionNames, list: DrillDownList): string {
  return drillDownHref(figureDrillDown(link, names), list);
}
