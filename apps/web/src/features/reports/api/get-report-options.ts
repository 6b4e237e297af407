import { getReportOptionsEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/options (Reports): the regions, areas and stores the filter offers. */
export const useReportOptions = reportQueryHook(getReportOptionsEndpoint);
