import { getReportDepartmentsEndpoint } from '@ccms/contract/endpoints/reports';
import { reportQueryHook } from './report-query';

/** POST /api/reports/departments (Reports): time each unit held the tickets of the period. */
export const useReportDepartments = reportQueryHook(getReportDepartmentsEndpoint);
