import {
  getHolidaysEndpoint,
  importHolidaysEndpoint,
  previewHolidayImportEndpoint,
} from '@ccms/contract/endpoints/holidays';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerEndpoint, written } from '../../platform/route-kit.ts';
import { type HolidayDeps, importHolidays, listHolidays, previewHolidayImport } from './service.ts';

/** The holidays screen's list (the definitions menu's right). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;
/** The import moves live tickets' SLA: administrators only (docs/domain.md §14.6). */
const ADMINISTRATORS = { permission: 'Admin' } as const;

/** holiday/…: the list and the iCalendar import (docs/domain.md §14.6). */
export function registerHolidayRoutes(app: FastifyInstance, deps: HolidayDeps) {
  registerEndpoint(app, getHolidaysEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listHolidays(deps, request.body),
  });
  registerEndpoint(app, previewHolidayImportEndpoint, {
    access: ADMINISTRATORS,
    handler: (request) => previewHolidayImport(deps, request.body.content),
  });
  registerEndpoint(app, importHolidaysEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await importHolidays(deps, requireUser(request), request.body)),
  });
}
