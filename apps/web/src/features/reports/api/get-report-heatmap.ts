import { getReportHeatmapEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/heatmap (Reports): SLA kept per store and week. */
export const useReportHeatmap = reportQueryHook(getReportHeatmapEndpoint);
