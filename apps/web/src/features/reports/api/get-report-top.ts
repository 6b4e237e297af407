import { getReportTopEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/top (Reports): the ten breakdowns and stores with most tickets. */
export const useReportTop = reportQueryHook(getReportTopEndpoint);
