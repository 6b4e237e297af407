import type { Writable } from 'node:stream';
import {
  REPORT_EXCEL,
  REPORT_SLA_STATE_LABELS,
  type TReportExcelRequest,
} from '@ccms/contract/reports';
import type { CurrentUser } from '../../platform/access.ts';
import {
  excelDaySerial,
  writeXlsx,
  type XlsxCell,
  type XlsxFormat,
} from '../../platform/xlsx-writer.ts';
import { getReportHeatmap } from './heatmap-service.ts';
import type { ReportsDeps } from './prepare.ts';
import { getReportDepartments, getReportSummary, getReportTimes, getReportTop } from './service.ts';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** A percentage (33.3) as the fraction Excel's percent format shows as %33,3. */
const fraction = (percentage: number | null) =>
  percentage === null ? null : Math.round(percentage * 10) / 1000;

/** How each table's columns read in Excel, in the order of `REPORT_EXCEL`'s columns. */
const TABLE_FORMATS: Record<TReportExcelRequest['table'], readonly (XlsxFormat | undefined)[]> = {
  trend: ['date'],
  slaStates: [],
  times: [undefined, undefined, undefined, 'decimal', 'decimal'],
  departments: [undefined, undefined, 'decimal', 'decimal'],
  topBreakdowns: [undefined, undefined, undefined, undefined, undefined, 'percent'],
  topStores: [undefined, undefined, undefined, 'percent'],
  heatmap: [undefined, 'date', undefined, undefined, 'percent'],
};

/** One report table's rows, computed as the screen's call computes them. */
async function tableRows(
  deps: ReportsDeps,
  user: CurrentUser,
  request: TReportExcelRequest,
): Promise<XlsxCell[][]> {
  const { table, ...filter } = request;
  switch (table) {
    case 'trend':
      return (await getReportSummary(deps, user, filter)).trend.map((row) => [
        excelDaySerial(row.start),
        row.opened,
        row.closed,
      ]);
    case 'slaStates':
      return (await getReportSummary(deps, user, filter)).openBySlaState.map((row) => [
        REPORT_SLA_STATE_LABELS[row.state] ?? String(row.state),
        row.count,
      ]);
    case 'times': {
      const times = await getReportTimes(deps, user, filter);
      const row = (measure: string, period: string, figure: typeof times.toClose) => [
        measure,
        period,
        figure.count,
        round1(figure.medianMinutes),
        round1(figure.p90Minutes),
      ];
      return [
        row('Kapanma süresi', 'Seçilen dönem', times.toClose),
        row('Kapanma süresi', 'Önceki dönem', times.previousToClose),
        row('İlk yanıt süresi', 'Seçilen dönem', times.toFirstAnswer),
        row('İlk yanıt süresi', 'Önceki dönem', times.previousToFirstAnswer),
      ];
    }
    case 'departments':
      return (await getReportDepartments(deps, user, filter)).rows.map((row) => [
        row.unitName,
        row.tickets,
        round1(row.totalMinutes),
        round1(row.averageMinutes),
      ]);
    case 'topBreakdowns':
      return (await getReportTop(deps, user, filter)).breakdowns.map((row) => [
        row.typeName,
        row.categoryName,
        row.subCategoryName,
        row.opened,
        row.overdueNow,
        fraction(row.overduePercentage),
      ]);
    case 'topStores':
      return (await getReportTop(deps, user, filter)).stores.map((row) => [
        row.storeName,
        row.opened,
        row.overdueNow,
        fraction(row.overduePercentage),
      ]);
    case 'heatmap':
      return (await getReportHeatmap(deps, user, filter)).stores.flatMap((store) =>
        store.cells.map((cell) => [
          store.storeName,
          excelDaySerial(cell.week),
          cell.closedWithSla,
          cell.closedWithinSla,
          fraction(cell.slaKeptPercentage),
        ]),
      );
  }
}

/**
 * Computes the table first (a refused filter is still a 400), then hands back the writer that
 * streams it as .xlsx through the platform's writer, and the file name.
 */
export async function prepareReportExcel(
  deps: ReportsDeps,
  user: CurrentUser,
  request: TReportExcelRequest,
) {
  const rows = await tableRows(deps, user, request);
  const { fileName, columns } = REPORT_EXCEL[request.table];
  return {
    fileName,
    write: async (output: Writable) => {
      await writeXlsx(output, {
        name: 'Rapor',
        columns,
        formats: TABLE_FORMATS[request.table],
        columnWidth: 22,
        rowBatches: [rows],
      });
      output.end();
    },
  };
}
