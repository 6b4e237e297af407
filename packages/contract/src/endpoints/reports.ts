import type { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf } from '../envelope.ts';
import {
  ZReportDepartments,
  ZReportExcelRequest,
  ZReportFilter,
  ZReportHeatmap,
  ZReportOptions,
  ZReportSummary,
  ZReportTimes,
  ZReportTop,
} from '../reports.ts';

/*
 * The 'Raporlar' area (docs/domain.md §25), beyond the spec: every call takes the same filter and
 * answers within the caller's ticket visibility; the permission is 'Reports'.
 */
const report = <const P extends string, T extends z.ZodType>(path: P, summary: string, data: T) =>
  defineEndpoint({
    method: 'POST',
    path: `reports/${path}` as const,
    tag: 'reports',
    summary,
    body: ZReportFilter,
    response: envelopeOf(data),
  });

export const getReportSummaryEndpoint = report(
  'summary',
  'Opened, closed, SLA kept, open now by SLA state, trend, and the previous period',
  ZReportSummary,
);
export const getReportTimesEndpoint = report(
  'times',
  'Median and 90th percentile business minutes to close and to the first answer',
  ZReportTimes,
);
export const getReportDepartmentsEndpoint = report(
  'departments',
  'Calendar time per unit from the activity flow of tickets created in the period',
  ZReportDepartments,
);
export const getReportTopEndpoint = report(
  'top',
  'The ten breakdowns and stores with most tickets, with their overdue share',
  ZReportTop,
);
export const getReportHeatmapEndpoint = report(
  'heatmap',
  'SLA kept per store and week',
  ZReportHeatmap,
);
export const getReportOptionsEndpoint = report(
  'options',
  'Regions, areas and stores the filter offers within the caller scope',
  ZReportOptions,
);

export const downloadReportExcelEndpoint = defineEndpoint({
  method: 'POST',
  path: 'reports/excel',
  tag: 'reports',
  summary: 'One report table as an .xlsx file',
  body: ZReportExcelRequest,
  download: true,
});
