import { downloadReportExcelEndpoint } from '@ccms/contract/endpoints/reports';
import { REPORT_EXCEL, type TReportExcelRequest } from '@ccms/contract/reports';
import { downloadEndpoint } from '../../../lib/api-client';

/**
 * POST /api/reports/excel (Reports): one table of the screen as an .xlsx file, saved under the
 * server's name. Failures show through the global notifier.
 */
export function downloadReportExcel(request: TReportExcelRequest): Promise<string> {
  return downloadEndpoint(
    downloadReportExcelEndpoint,
    { body: request },
    { fallbackFileName: REPORT_EXCEL[request.table].fileName },
  );
}
