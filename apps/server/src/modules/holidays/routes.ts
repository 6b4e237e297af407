import {
  createHolidayEndpoint,
  deleteHolidayEndpoint,
  getHolidaysEndpoint,
  importHolidaysEndpoint,
  previewHolidayImportEndpoint,
  undoHolidayImportEndpoint,
  updateHolidayEndpoint,
} from '@ccms/contract/endpoints/holidays';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../platform/route-kit.ts';
import {
  createHoliday,
  deleteHoliday,
  undoHolidayImport,
  updateHoliday,
} from './changes-service.ts';
import { type HolidayDeps, importHolidays, listHolidays, previewHolidayImport } from './service.ts';

/** The holidays screen's list (the definitions menu's right). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;
/** Holiday changes move live tickets' SLA: administrators only (docs/domain.md §14.6, §20). */
const ADMINISTRATORS = { permission: 'Admin' } as const;

/** holiday/…: the list, the iCalendar import and the changes by hand (docs/domain.md §14.6, §20). */
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
  registerCreateEndpoint(app, createHolidayEndpoint, {
    access: ADMINISTRATORS,
    db: deps.db,
    write: async (db, _, request) =>
      written(await createHoliday({ ...deps, db }, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateHolidayEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await updateHoliday(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, deleteHolidayEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await deleteHoliday(deps, requireUser(request), request.body.id)),
  });
  registerEndpoint(app, undoHolidayImportEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await undoHolidayImport(deps, requireUser(request), request.body.importId)),
  });
}
