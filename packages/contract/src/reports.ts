import { z } from 'zod';
import type { TQueryFilter } from './query-format.ts';
import { TICKET_STATUS } from './tickets-statuses.ts';

/**
 * The 'Raporlar' area (docs/domain.md §25): one filter for every report call, the figures each
 * answers, and how a figure opens the ticket list that gives exactly its set (drill-down).
 */

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Tarih YYYY-AA-GG biçiminde olmalıdır.' });

/** Days are local days in the business time zone (Europe/Istanbul), both ends included. */
export const ZReportFilter = z.object({
  from: ZDay,
  to: ZDay,
  /** The stores (region) of one region manager, by the stores' regionManagerEmail. */
  regionManagerEmail: z.string().max(200).nullish(),
  /** The stores (area) of one area manager, by the stores' areaManagerEmail. */
  areaManagerEmail: z.string().max(200).nullish(),
  /** The ticket's store or department (tickets.storeId). */
  storeId: z.string().uuid().nullish(),
  sourceId: z.string().uuid().nullish(),
  typeId: z.string().uuid().nullish(),
  categoryId: z.string().uuid().nullish(),
  subCategoryId: z.string().uuid().nullish(),
  ruleSetId: z.string().uuid().nullish(),
});
export type TReportFilter = z.infer<typeof ZReportFilter>;

/** At most a year and a day per report: the previous period doubles it. */
export const REPORT_MAX_DAYS = 366;

/** The refusals of a report filter, naming the field as the screen labels it. */
export const REPORT_MESSAGES = {
  fromAfterTo: "'Başlangıç' tarihi 'Bitiş' tarihinden sonra olamaz.",
  periodTooLong: `'Bitiş' tarihi 'Başlangıç' tarihinden en fazla ${REPORT_MAX_DAYS} gün sonra olabilir.`,
  invalidDay: (field: 'from' | 'to') =>
    `'${field === 'from' ? 'Başlangıç' : 'Bitiş'}' tarihi geçerli bir gün değil.`,
} as const;

/** The day after a 'YYYY-MM-DD' day (calendar arithmetic, no time zone involved). */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Trend buckets: days up to 31 days, weeks (Monday first) beyond. */
export type ReportBucket = 'day' | 'week';

const ZCounts = z.object({
  /** Created in the period. */
  opened: z.number().int(),
  /** Closed in the period. */
  closed: z.number().int(),
  /** Of `closed`, those that had an SLA; of those, closed with time left (remaining ≥ 0). */
  closedWithSla: z.number().int(),
  closedWithinSla: z.number().int(),
  /** closedWithinSla / closedWithSla × 100, null when nothing with an SLA closed. */
  slaKeptPercentage: z.number().nullable(),
});

/** reports/summary: counts of the period and of the previous one, trend, the open tickets now. */
export const ZReportSummary = z.object({
  current: ZCounts,
  previous: ZCounts,
  /** The previous period of the same length, ending the day before `from`. */
  previousFrom: ZDay,
  previousTo: ZDay,
  bucket: z.enum(['day', 'week']),
  trend: z.array(z.object({ start: ZDay, opened: z.number().int(), closed: z.number().int() })),
  /** Open now (whatever the period), and of them overdue now (SLA state 4). */
  openNow: z.number().int(),
  overdueNow: z.number().int(),
  /** Open now per SLA state 0 none … 4 overdue (docs/domain.md §4). */
  openBySlaState: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
  /** Tickets of the scope and filters, created in the period, switched out of reporting. */
  leftOutOfReporting: z.number().int(),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

const ZTimeFigure = z.object({
  /** Tickets measured. */
  count: z.number().int(),
  /** Business minutes (SLA clock: holidays and pauses do not count); null when none measured. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});

/** reports/times: time to close and to the first answer, of tickets closed / answered in the period. */
export const ZReportTimes = z.object({
  toClose: ZTimeFigure,
  toFirstAnswer: ZTimeFigure,
  previousToClose: ZTimeFigure,
  previousToFirstAnswer: ZTimeFigure,
});
export type TReportTimes = z.infer<typeof ZReportTimes>;

/** reports/departments: calendar time each unit held tickets created in the period, summed. */
export const ZReportDepartments = z.object({
  rows: z.array(
    z.object({
      unitId: z.string().uuid(),
      unitName: z.string(),
      /** Tickets the unit held at least once. */
      tickets: z.number().int(),
      /** Summed calendar minutes (open spans up to now). */
      totalMinutes: z.number(),
      averageMinutes: z.number(),
    }),
  ),
});
export type TReportDepartments = z.infer<typeof ZReportDepartments>;

const ZTopRow = z.object({
  opened: z.number().int(),
  /** Of `opened`, open now and overdue now. */
  overdueNow: z.number().int(),
  overduePercentage: z.number(),
});

/** reports/top: the 10 breakdowns and 10 stores with most tickets created in the period. */
export const ZReportTop = z.object({
  breakdowns: z.array(
    ZTopRow.extend({
      typeId: z.string().uuid(),
      categoryId: z.string().uuid(),
      subCategoryId: z.string().uuid(),
      typeName: z.string(),
      categoryName: z.string(),
      subCategoryName: z.string(),
    }),
  ),
  stores: z.array(ZTopRow.extend({ storeId: z.string().uuid(), storeName: z.string() })),
});
export type TReportTop = z.infer<typeof ZReportTop>;

/** reports/heatmap: per store and week (Monday first), tickets closed and kept within SLA. */
export const ZReportHeatmap = z.object({
  weeks: z.array(ZDay),
  stores: z.array(
    z.object({
      storeId: z.string().uuid(),
      storeName: z.string(),
      cells: z.array(
        z.object({
          week: ZDay,
          closedWithSla: z.number().int(),
          closedWithinSla: z.number().int(),
          slaKeptPercentage: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TReportHeatmap = z.infer<typeof ZReportHeatmap>;

/** reports/options: what the filter selects offer within the user's scope. */
export const ZReportOptions = z.object({
  regions: z.array(z.object({ email: z.string(), name: z.string() })),
  areas: z.array(z.object({ email: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  /** Every source and rule set, whatever the caller may administer: their names are no secret. */
  sources: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  ruleSets: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type TReportOptions = z.infer<typeof ZReportOptions>;

export const REPORT_TABLES = [
  'trend',
  'slaStates',
  'times',
  'departments',
  'topBreakdowns',
  'topStores',
  'heatmap',
] as const;
/** The open tickets' SLA states as the report names them (docs/domain.md §4). */
export const REPORT_SLA_STATE_LABELS: Readonly<Record<number, string>> = {
  0: 'SLA dışı',
  1: 'Normal',
  2: 'Tehlikede',
  3: 'Kritik',
  4: 'Aşıldı',
};

/** Each table's sheet and file name, and its column titles, as on the screen. */
export const REPORT_EXCEL: Record<
  (typeof REPORT_TABLES)[number],
  { fileName: string; columns: readonly string[] }
> = {
  trend: { fileName: 'Rapor_Egilim.xlsx', columns: ['Dönem başı', 'Açılan', 'Kapanan'] },
  slaStates: { fileName: 'Rapor_SLA_Durumlari.xlsx', columns: ['SLA durumu', 'Açık bilet'] },
  times: {
    fileName: 'Rapor_Sureler.xlsx',
    columns: ['Ölçü', 'Dönem', 'Bilet', 'Medyan (iş dakikası)', '90. yüzdelik (iş dakikası)'],
  },
  departments: {
    fileName: 'Rapor_Departmanlar.xlsx',
    columns: ['Birim', 'Bilet', 'Toplam süre (dakika)', 'Ortalama süre (dakika)'],
  },
  topBreakdowns: {
    fileName: 'Rapor_Kirilimlar.xlsx',
    columns: ['Tip', 'Kategori', 'Alt kategori', 'Açılan', 'Şu an gecikmiş', 'Gecikme oranı (%)'],
  },
  topStores: {
    fileName: 'Rapor_Magazalar.xlsx',
    columns: ['Mağaza', 'Açılan', 'Şu an gecikmiş', 'Gecikme oranı (%)'],
  },
  heatmap: {
    fileName: 'Rapor_SLA_Isi_Haritasi.xlsx',
    columns: ['Mağaza', 'Hafta başı', 'SLA’lı kapanan', 'SLA içinde kapanan', 'SLA uyumu (%)'],
  },
};

export const ZReportExcelRequest = ZReportFilter.extend({ table: z.enum(REPORT_TABLES) });
export type TReportExcelRequest = z.infer<typeof ZReportExcelRequest>;

/**
 * The list filters beyond the spec's that drill-down sends (docs/domain.md §12, §25): the
 * all-tickets list accepts them from any client.
 */
export const TICKET_LIST_REPORT_FILTERS = [
  'regionManagerEmail',
  'areaManagerEmail',
  'storeId',
  'sourceId',
  'ruleSetId',
  'isRemovedFromReporting',
  'hasSla',
  'closedWithinSla',
  'remainingSlaStatus',
  'heldByUnitId',
  'firstAnsweredDateTime',
  'isFirstAnswerMeasured',
] as const;

/**
 * The list filters that give one figure's tickets (docs/domain.md §25 Drill-down), for the
 * all-tickets list (`ticket/getalltickets`): the figure equals the list's total.
 */
export type ReportFigure =
  /** Created in the period; `overdueNow`: of them, open and overdue now; `heldByUnitId`: held by the unit. */
  | { kind: 'opened'; from: string; to: string; overdueNow?: boolean; heldByUnitId?: string }
  /** Closed in the period; `hasSla`: that had an SLA; `withinSla`: closed with time left. */
  | { kind: 'closed'; from: string; to: string; hasSla?: boolean; withinSla?: boolean }
  /** Open now, optionally in one SLA state (0–4). */
  | { kind: 'openNow'; slaState?: number }
  /** Created in the period and switched out of reporting. */
  | { kind: 'leftOut'; from: string; to: string }
  /** First answered in the period, with an SLA and the time to it measured. */
  | { kind: 'firstAnswered'; from: string; to: string };

const filter = (
  propertyName: string,
  operator: TQueryFilter['operator'],
  targetValue: string | number | boolean,
): TQueryFilter => ({ propertyName, operator, targetValue });

function dimensionFilters(scope: TReportFilter): TQueryFilter[] {
  const pairs: [string, string | null | undefined][] = [
    ['regionManagerEmail', scope.regionManagerEmail],
    ['areaManagerEmail', scope.areaManagerEmail],
    ['storeId', scope.storeId],
    ['sourceId', scope.sourceId],
    ['typeId', scope.typeId],
    ['categoryId', scope.categoryId],
    ['subCategoryId', scope.subCategoryId],
    ['ruleSetId', scope.ruleSetId],
  ];
  return pairs.flatMap(([name, value]) => (value ? [filter(name, 'equal', value)] : []));
}

/** remainingSlaStatus of an overdue ticket (docs/domain.md §4). */
export const SLA_STATE_OVERDUE = 4;

/** Both days included: a date alone is its midnight, so the end is before the next midnight. */
const within = (property: string, period: { from: string; to: string }) => [
  filter(property, 'greatherThanOrEqual', period.from),
  filter(property, 'lessThan', dayAfter(period.to)),
];
const createdIn = (period: { from: string; to: string }) => within('createdDate', period);

export function drillDownFilters(scope: TReportFilter, figure: ReportFigure): TQueryFilter[] {
  const dimensions = dimensionFilters(scope);
  const reporting = filter('isRemovedFromReporting', 'equal', figure.kind === 'leftOut');
  switch (figure.kind) {
    case 'leftOut':
      return [...dimensions, reporting, ...createdIn(figure)];
    case 'opened':
      return [
        ...dimensions,
        reporting,
        ...createdIn(figure),
        ...(figure.overdueNow
          ? [
              filter('status', 'notequal', TICKET_STATUS.closed),
              filter('remainingSlaStatus', 'equal', SLA_STATE_OVERDUE),
            ]
          : []),
        ...(figure.heldByUnitId ? [filter('heldByUnitId', 'equal', figure.heldByUnitId)] : []),
      ];
    case 'closed':
      return [
        ...dimensions,
        reporting,
        filter('status', 'equal', TICKET_STATUS.closed),
        ...within('closedDateTime', figure),
        ...(figure.hasSla === undefined ? [] : [filter('hasSla', 'equal', figure.hasSla)]),
        ...(figure.withinSla === undefined
          ? []
          : [filter('closedWithinSla', 'equal', figure.withinSla)]),
      ];
    case 'firstAnswered':
      return [
        ...dimensions,
        reporting,
        ...within('firstAnsweredDateTime', figure),
        filter('hasSla', 'equal', true),
        filter('isFirstAnswerMeasured', 'equal', true),
      ];
    case 'openNow':
      return [
        ...dimensions,
        reporting,
        filter('status', 'notequal', TICKET_STATUS.closed),
        ...(figure.slaState === undefined
          ? []
          : [filter('remainingSlaStatus', 'equal', figure.slaState)]),
      ];
  }
}
