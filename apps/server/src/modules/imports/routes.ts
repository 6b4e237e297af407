import {
  applyImportEndpoint,
  discardImportEndpoint,
  downloadImportTemplateEndpoint,
  exportImportRowsEndpoint,
  getImportEndpoint,
  getImportRowsEndpoint,
  getImportsEndpoint,
  undoImportEndpoint,
  uploadImportFileEndpoint,
} from '@ccms/contract/endpoints/imports';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { receiveMultipart } from '../../platform/multipart.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../platform/route-kit.ts';
import { sendXlsx } from '../../platform/xlsx-reply.ts';
import type { ImportsDeps } from './deps.ts';
import { sendCheckJob } from './jobs.ts';
import {
  applyImport,
  discardImport,
  getImport,
  getImportRows,
  getImportsOfKind,
  importExport,
  importTemplate,
  undoImport,
} from './service.ts';
import {
  createImport,
  importFileReceiver,
  importUploadLimits,
  uploadFingerprint,
} from './upload-service.ts';

/** The chain's data comes in and goes out by administrators only (docs/domain.md, Moving in). */
const ADMINISTRATORS = { permission: 'Admin' } as const;

/** import/…: the 'İçe Aktar' screen's calls (docs/domain.md, Moving in: imports). */
export function registerImportRoutes(app: FastifyInstance, deps: ImportsDeps) {
  const receiver = importFileReceiver(deps);
  registerCreateEndpoint(app, uploadImportFileEndpoint, {
    access: ADMINISTRATORS,
    db: deps.db,
    clock: deps.clock,
    // The file is stored before the key's transaction; a refusal or a repeat drops it.
    prepare: (request) => receiveMultipart(request, importUploadLimits, receiver),
    fingerprint: uploadFingerprint,
    discard: (body) => receiver.discard(body.files),
    write: async (db, body, request) =>
      written(await createImport({ ...deps, db }, requireUser(request), body)),
    committed: async (answer) => {
      if (answer.data) await sendCheckJob(deps.queue(), answer.data.id);
    },
  });
  registerEndpoint(app, getImportEndpoint, {
    access: ADMINISTRATORS,
    handler: (request) => getImport(deps, request.query.importId),
  });
  registerEndpoint(app, getImportsEndpoint, {
    access: ADMINISTRATORS,
    handler: (request) => getImportsOfKind(deps, request.query.kind),
  });
  registerEndpoint(app, getImportRowsEndpoint, {
    access: ADMINISTRATORS,
    handler: (request) => getImportRows(deps, request.query),
  });
  registerEndpoint(app, applyImportEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await applyImport(deps, requireUser(request), request.body.importId)),
  });
  registerEndpoint(app, discardImportEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await discardImport(deps, requireUser(request), request.body.importId)),
  });
  registerEndpoint(app, undoImportEndpoint, {
    access: ADMINISTRATORS,
    handler: async (request) =>
      written(await undoImport(deps, requireUser(request), request.body.importId)),
  });
  registerEndpoint(app, downloadImportTemplateEndpoint, {
    access: ADMINISTRATORS,
    handler: (request, reply) => {
      const { fileName, write } = importTemplate(deps, request.query.kind);
      return sendXlsx(request, reply, fileName, write);
    },
  });
  registerEndpoint(app, exportImportRowsEndpoint, {
    access: ADMINISTRATORS,
    handler: (request, reply) => {
      const { fileName, write } = importExport(deps, request.query.kind);
      return sendXlsx(request, reply, fileName, write);
    },
  });
}
