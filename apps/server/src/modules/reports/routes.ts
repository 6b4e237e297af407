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
import { registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import { sendXlsx } from '../../platform/xlsx-reply.ts';
import { prepareReportExcel } from './excel.ts';
import { getReportHeatmap } from './heatmap-service.ts';
import { getReportOptions } from './options-service.ts';
import type { ReportsDeps } from './prepare.ts';
import { getReportDepartments, getReportSummary, getReportTimes, getReportTop } from './service.ts';

const access = { permission: 'Reports' } as const;

/** The 'Raporlar' area's calls (docs/domain.md §25): permission 'Reports', the caller's scope. */
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
      return sendXlsx(request, reply, excel.fileName, (body) => excel.write(body));
    },
  });
}
