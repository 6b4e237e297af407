import { ZTransferTargetList } from '@ccms/contract/ticket-activity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import { ERROR_RESPONSES } from '../hierarchy/route-schemas.ts';
import { findTransferTargets } from './repository.ts';

/** roles/getroles (part 2 §7 'Stores, users, roles'): the new-activity dialog's transfer targets. */
export function registerRoleRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/roles/getroles', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['roles'],
      security: [{ bearer: [] }],
      summary:
        'The roles a ticket may be forwarded to: active, not call-centre roles, by name; store-type roles ask for a store',
      response: { 200: ZTransferTargetList, ...ERROR_RESPONSES },
    },
    handler: () => findTransferTargets(deps.db),
  });
}
