import {
  REPORT_SLA_STATE_LABELS,
  type ReportFigure,
  SLA_STATE_OVERDUE,
  type TReportDepartments,
  type TReportFilter,
  type TReportHeatmap,
  type TReportSummary,
  type TReportTimes,
  type TReportTop,
} from './reports.ts';

/**
 * Every figure of the reports screen that opens a ticket list (docs/domain.md §25 Drill-down),
 * defined once: the screen draws its links from these, and the server's test walks every one
 * against the list it opens, so a figure cannot show one number and open another list.
 */

/** The filters beside the period, as the report calls name them. */
export const REPORT_DIMENSIONS = [
  'regionManagerEmail',
  'areaManagerEmail',
  'storeId',
  'sourceId',
  'typeId',
  'categoryId',
  'subCategoryId',
  'ruleSetId',
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** Each filter's name as the filter bar labels it. */
export const REPORT_DIMENSION_LABELS: Record<ReportDimension, string> = {
  regionManagerEmail: 'Bölge',
  areaManagerEmail: 'Alan',
  storeId: 'Mağaza / Departman',
  sourceId: 'Kaynak',
  typeId: 'Bilet Tipi',
  categoryId: 'Kategori',
  subCategoryId: 'Alt Kategori',
  ruleSetId: 'Kural Seti',
};

/** A figure that opens its tickets. */
export type ReportLink = {
  /** Unique among its section's links: the screen finds a figure's link by it. */
  key: string;
  /** The number the screen shows, which the opened list's total must equal. */
  count: number;
  /** The figure in words ("Kapatılan, SLA'lı"); the period and filters are named beside it. */
  name: string;
  /** The report's filter, narrowed to the row the figure belongs to (a store, a breakdown). */
  filter: TReportFilter;
  /** The names of what the row narrows to, which the report's own filter does not hold. */
  rowNames: Partial<Record<ReportDimension, string>>;
  figure: ReportFigure;
};

/** The answers of the report calls, which the links are read from. */
export type ReportAnswers = {
  summary: TReportSummary;
  times: TReportTimes;
  departments: TReportDepartments;
  top: TReportTop;
  heatmap: TReportHeatmap;
};

type Period = { from: string; to: string };

const link = (
  key: string,
  count: number,
  name: string,
  filter: TReportFilter,
  figure: ReportFigure,
  rowNames: ReportLink['rowNames'] = {},
): ReportLink => ({ key, count, name, filter, figure, rowNames });

const periodOf = (filter: TReportFilter): Period => ({ from: filter.from, to: filter.to });

/** Adds `days` (may be negative) to a 'YYYY-MM-DD' day. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The days of a trend or heat-map bucket inside the period: a week runs Monday to Sunday, and the
 * first and last weeks are cut at the period's ends, as the server counts them.
 */
export function bucketPeriod(start: string, bucket: 'day' | 'week', period: Period): Period {
  const end = bucket === 'day' ? start : addDays(start, 6);
  return { from: start < period.from ? period.from : start, to: end > period.to ? period.to : end };
}

/** The counts table, this period and the previous one, and the open tickets now. */
export function countLinks(filter: TReportFilter, summary: TReportSummary): ReportLink[] {
  const periods: [string, Period, TReportSummary['current']][] = [
    ['', periodOf(filter), summary.current],
    ['.previous', { from: summary.previousFrom, to: summary.previousTo }, summary.previous],
  ];
  return [
    ...periods.flatMap(([suffix, period, counts]) => [
      link(`opened${suffix}`, counts.opened, 'Açılan', filter, { kind: 'opened', ...period }),
      link(`closed${suffix}`, counts.closed, 'Kapatılan', filter, { kind: 'closed', ...period }),
      link(`closedWithSla${suffix}`, counts.closedWithSla, "Kapatılan, SLA'lı", filter, {
        kind: 'closed',
        ...period,
        hasSla: true,
      }),
      link(`closedWithinSla${suffix}`, counts.closedWithinSla, 'Kapatılan, SLA içinde', filter, {
        kind: 'closed',
        ...period,
        hasSla: true,
        withinSla: true,
      }),
    ]),
    link('openNow', summary.openNow, 'Şu an açık', filter, { kind: 'openNow' }),
    link('overdueNow', summary.overdueNow, 'Şu an SLA aşılmış', filter, {
      kind: 'openNow',
      slaState: SLA_STATE_OVERDUE,
    }),
  ];
}

/** Opened and closed per day or week, each bucket cut at the period's ends. */
export function trendLinks(filter: TReportFilter, summary: TReportSummary): ReportLink[] {
  return summary.trend.flatMap((point) => {
    const days = bucketPeriod(point.start, summary.bucket, filter);
    return [
      link(`${point.start}.opened`, point.opened, 'Açılan', filter, { kind: 'opened', ...days }),
      link(`${point.start}.closed`, point.closed, 'Kapatılan', filter, { kind: 'closed', ...days }),
    ];
  });
}

/** The five SLA states 0–4 of the open tickets (docs/domain.md §4). */
export const REPORT_SLA_STATES = [0, 1, 2, 3, 4] as const;

/** The open tickets now, per SLA state. */
export function slaStateLinks(filter: TReportFilter, summary: TReportSummary): ReportLink[] {
  return REPORT_SLA_STATES.map((state) => {
    const name = REPORT_SLA_STATE_LABELS[state] ?? String(state);
    const count = summary.openBySlaState.find((row) => row.state === state)?.count ?? 0;
    return link(String(state), count, `Şu an açık, ${name}`, filter, {
      kind: 'openNow',
      slaState: state,
    });
  });
}

/** The tickets each time was measured over. */
export function timeLinks(filter: TReportFilter, times: TReportTimes): ReportLink[] {
  const period = periodOf(filter);
  return [
    link('toClose', times.toClose.count, "Kapatılan, SLA'lı", filter, {
      kind: 'closed',
      ...period,
      hasSla: true,
    }),
    link('toFirstAnswer', times.toFirstAnswer.count, "İlk yanıtlanan, SLA'lı", filter, {
      kind: 'firstAnswered',
      ...period,
    }),
  ];
}

/** The tickets of the period each unit held. */
export function departmentLinks(
  filter: TReportFilter,
  departments: TReportDepartments,
): ReportLink[] {
  return departments.rows.map((row) =>
    link(row.unitId, row.tickets, `Açılan, ${row.unitName} biriminde bulunan`, filter, {
      kind: 'opened',
      ...periodOf(filter),
      heldByUnitId: row.unitId,
    }),
  );
}

type TopRow = { key: string; opened: number; overdueNow: number };

function topLinks(
  filter: TReportFilter,
  row: TopRow,
  narrowed: Partial<TReportFilter>,
  rowNames: ReportLink['rowNames'],
): ReportLink[] {
  const scope = { ...filter, ...narrowed };
  const period = periodOf(filter);
  return [
    link(`${row.key}.opened`, row.opened, 'Açılan', scope, { kind: 'opened', ...period }, rowNames),
    link(
      `${row.key}.overdueNow`,
      row.overdueNow,
      'Açılan ve şu an SLA aşılmış',
      scope,
      { kind: 'opened', ...period, overdueNow: true },
      rowNames,
    ),
  ];
}

/** The ten breakdowns: opened, and of them overdue now. */
export function topBreakdownLinks(filter: TReportFilter, top: TReportTop): ReportLink[] {
  return top.breakdowns.flatMap((row) =>
    topLinks(
      filter,
      { key: row.subCategoryId, ...row },
      { typeId: row.typeId, categoryId: row.categoryId, subCategoryId: row.subCategoryId },
      { typeId: row.typeName, categoryId: row.categoryName, subCategoryId: row.subCategoryName },
    ),
  );
}

/** The ten stores: opened, and of them overdue now. */
export function topStoreLinks(filter: TReportFilter, top: TReportTop): ReportLink[] {
  return top.stores.flatMap((row) =>
    topLinks(
      filter,
      { key: row.storeId, ...row },
      { storeId: row.storeId },
      { storeId: row.storeName },
    ),
  );
}

/**
 * Each cell of the heat map: its tickets closed with an SLA (the share's denominator), and of
 * them those closed within it (the numerator), in the week cut at the period's ends.
 */
export function heatmapLinks(filter: TReportFilter, heatmap: TReportHeatmap): ReportLink[] {
  return heatmap.stores.flatMap((store) =>
    store.cells.flatMap((cell) => {
      const days = bucketPeriod(cell.week, 'week', filter);
      const scope = { ...filter, storeId: store.storeId };
      const rowNames = { storeId: store.storeName };
      return [
        link(
          `${store.storeId}.${cell.week}.withSla`,
          cell.closedWithSla,
          "Kapatılan, SLA'lı",
          scope,
          { kind: 'closed', ...days, hasSla: true },
          rowNames,
        ),
        link(
          `${store.storeId}.${cell.week}.withinSla`,
          cell.closedWithinSla,
          'Kapatılan, SLA içinde',
          scope,
          { kind: 'closed', ...days, hasSla: true, withinSla: true },
          rowNames,
        ),
      ];
    }),
  );
}

/** The tickets of the period switched out of reporting. */
export function leftOutLinks(filter: TReportFilter, summary: TReportSummary): ReportLink[] {
  return [
    link('leftOut', summary.leftOutOfReporting, 'Raporlama dışı', filter, {
      kind: 'leftOut',
      ...periodOf(filter),
    }),
  ];
}

/**
 * Every section's links, by the section: what the screen may link and the test walks. A section
 * draws its links only from here (its render test holds it to that).
 */
export const REPORT_SECTION_LINKS = {
  counts: (filter, answers) => countLinks(filter, answers.summary),
  trend: (filter, answers) => trendLinks(filter, answers.summary),
  slaStates: (filter, answers) => slaStateLinks(filter, answers.summary),
  times: (filter, answers) => timeLinks(filter, answers.times),
  departments: (filter, answers) => departmentLinks(filter, answers.departments),
  topBreakdowns: (filter, answers) => topBreakdownLinks(filter, answers.top),
  topStores: (filter, answers) => topStoreLinks(filter, answers.top),
  heatmap: (filter, answers) => heatmapLinks(filter, answers.heatmap),
  leftOut: (filter, answers) => leftOutLinks(filter, answers.summary),
} as const satisfies Record<
  string,
  (filter: TReportFilter, answers: ReportAnswers) => ReportLink[]
>;
export type ReportSectionName = keyof typeof REPORT_SECTION_LINKS;

/** A section's link by its key; null when the answer has no such figure. */
export function linkOf(links: readonly ReportLink[], key: string): ReportLink | null {
  return links.find((candidate) => candidate.key === key) ?? null;
}
