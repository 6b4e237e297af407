import { getReportTimesEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/times (Reports): median and 90th percentile business time to close and to the first answer. */
export const useReportTimes = reportQueryHook(getReportTimesEndpoint);
