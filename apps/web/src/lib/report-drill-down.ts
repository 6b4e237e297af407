import { QUERY_OPERATORS, type TQueryFilter } from '@ccms/contract/query-format';

/**
 * A report figure opened as a ticket list (docs/domain.md §25 Drill-down): the list filters
 * that give exactly the figure's tickets and the words naming it, carried in the list's URL so
 * that a reload or a shared link shows the same set. The reports screen writes it, the list reads it.
 */
export type ReportDrillDown = {
  /** 'Rapor: Kapatılan, SLA içinde — 01.11.2026–27.11.2026' */
  label: string;
  /** Every filter the figure carries beyond its name and period: 'Mağaza / Departman: KADIKÖY'. */
  details?: string[];
  filters: TQueryFilter[];
};

/** The all-tickets list's query parameter. */
export const REPORT_DRILL_DOWN_PARAM = 'rapor';

const OPERATORS = new Set<string>(QUERY_OPERATORS);

// Checked by hand rather than with zod: the list is on the first page, whose chunks hold no
// zod object schemas (docs/performance.md, first page). The server checks the filters again.
function isFilter(value: unknown): value is TQueryFilter {
  if (typeof value !== 'object' || value === null) return false;
  const { propertyName, operator, targetValue } = value as Record<string, unknown>;
  return (
    typeof propertyName === 'string' &&
    propertyName.length > 0 &&
    propertyName.length <= 100 &&
    typeof operator === 'string' &&
    OPERATORS.has(operator) &&
    ['string', 'number', 'boolean'].includes(typeof targetValue)
  );
}

const isDetails = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= 20 &&
    value.every((detail) => typeof detail === 'string' && detail.length <= 300));

function isDrillDown(value: unknown): value is ReportDrillDown {
  if (typeof value !== 'object' || value === null) return false;
  const { label, details, filters } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    label.length > 0 &&
    label.length <= 300 &&
    isDetails(details) &&
    Array.isArray(filters) &&
    filters.length > 0 &&
    filters.length <= 40 &&
    filters.every(isFilter)
  );
}

/**
 * The lists a figure opens: the all-tickets list for its holders, else my tickets, asked for
 * every ticket the user may see (docs/domain.md §25 Drill-down).
 */
export type DrillDownList = 'all' | 'mine';

const LIST_PATHS: Record<DrillDownList, string> = {
  all: '/tickets/allTickets',
  mine: '/tickets/ticketsofcurrentuser',
};

/** The address of a list showing one figure's tickets. */
export function drillDownHref(drillDown: ReportDrillDown, list: DrillDownList): string {
  const params = new URLSearchParams({ [REPORT_DRILL_DOWN_PARAM]: JSON.stringify(drillDown) });
  return `${LIST_PATHS[list]}?${params.toString()}`;
}

/** The figure a list's URL carries; null when there is none or it is not one (a hand-made link). */
export function readDrillDown(params: URLSearchParams): ReportDrillDown | null {
  const text = params.get(REPORT_DRILL_DOWN_PARAM);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isDrillDown(parsed)) return null;
    const { label, details, filters } = parsed;
    return details?.length ? { label, details, filters } : { label, filters };
  } catch {
    return null;
  }
}
