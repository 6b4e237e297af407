import { listAuditLogEndpoint } from '@ccms/contract/endpoints/audit-log';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../route-kit.ts';
import type { SealedDb } from '../sealed-db.ts';
import { listAuditLog } from './service.ts';

/** auditlog/list: administrators read who changed what (docs/domain.md §14.5). */
export function registerAuditLogRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  registerEndpoint(app, listAuditLogEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => listAuditLog(deps.db, request.body),
  });
}
