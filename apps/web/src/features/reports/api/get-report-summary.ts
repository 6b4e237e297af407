import { getReportSummaryEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/summary (Reports): counts of the period and the previous one, the trend, the open tickets by SLA state. */
export const useReportSummary = reportQueryHook(getReportSummaryEndpoint);
