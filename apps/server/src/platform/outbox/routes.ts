import {
  getOutboxMessageEndpoint,
  listOutboxEndpoint,
  retryOutboxMessageEndpoint,
} from '@ccms/contract/endpoints/outbox';
import { OUTBOX_MESSAGES } from '@ccms/contract/outbox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../access.ts';
import { registerEndpoint, succeeded } from '../route-kit.ts';
import type { SealedDb } from '../sealed-db.ts';
import { getOutboxMessage, listOutbox, retryOutboxMessage } from './admin-service.ts';

/** The outbox screen's calls (docs/domain.md §17): administrators only. */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  registerEndpoint(app, listOutboxEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => listOutbox(deps.db, request.body),
  });
  registerEndpoint(app, getOutboxMessageEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => getOutboxMessage(deps.db, request.body.id),
  });
  registerEndpoint(app, retryOutboxMessageEndpoint, {
    access: { permission: 'Admin' },
    handler: async (request) => {
      const retried = await retryOutboxMessage(deps.db, requireUser(request), request.body.id);
      return succeeded(retried, [OUTBOX_MESSAGES.retried]);
    },
  });
}
