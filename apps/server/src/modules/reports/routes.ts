import { PassThrough } from 'node:stream';
import {
  downloadReportExcelEndpoint,
  getReportDepartmentsEndpoint,
  getReportHeatmapEndpoint,
  getReportOptionsEndpoint,
  getReportSummaryEndpoint,
  getReportTimesEndpoint,
  getReportTopEndpoint,
} from '@ccms/contract/endpoints/reports';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { attachmentDisposition } from '../../platform/content-disposition.ts';
import { registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import { prepareReportExcel } from './excel.ts';
import { getReportHeatmap } from './heatmap-service.ts';
import { getReportOptions } from './options-service.ts';
import type { ReportsDeps } from './prepare.ts';
import { getReportDepartments, getReportSummary, getReportTimes, getReportTop } from './service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const access = { permission: 'Reports' } as const;

/** The 'Raporlar' area's calls (docs/domain.md §24): permission 'Reports', the caller's scope. */
export function registerReportRoutes(app: FastifyInstance, deps: ReportsDeps) {
  registerEndpoint(app, getReportSummaryEndpoint, {
    access,
    handler: async (request) =>
      succeeded(await getReportSummary(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, getReportTimesEndpoint, {
    access,
    handler: async (request) =>
      succeeded(await getReportTimes(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, getReportDepartmentsEndpoint, {
    access,
    handler: async (request) =>
      succeeded(await getReportDepartments(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, getReportTopEndpoint, {
    access,
    handler: async (request) =>
      succeeded(await getReportTop(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, getReportHeatmapEndpoint, {
    access,
    handler: async (request) =>
      succeeded(await getReportHeatmap(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, getReportOptionsEndpoint, {
    access,
    handler: async (request) => succeeded(await getReportOptions(deps, requireUser(request))),
  });
  registerEndpoint(app, downloadReportExcelEndpoint, {
    access,
    handler: async (request, reply) => {
      const excel = await prepareReportExcel(deps, requireUser(request), request.body);
      const body = new PassThrough();
      excel.write(body).catch((error: unknown) => {
        request.log.error({ err: error }, 'Report Excel failed');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(excel.fileName))
        .send(body);
    },
  });
}
