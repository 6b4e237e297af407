import { listAuditLogEndpoint } from '@ccms/contract/endpoints/audit-log';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db.ts';
import { registerEndpoint } from '../route-kit.ts';
import { listAuditLog } from './service.ts';

/** auditlog/list: administrators read who changed what (docs/domain.md §14.5). */
export function registerAuditLogRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, listAuditLogEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => listAuditLog(deps.db, request.body),
  });
}
