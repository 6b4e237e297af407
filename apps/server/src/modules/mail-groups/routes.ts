import { getMailGroupsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { listMailGroups } from './service.ts';

/** mailgroups/…: the breakdown mail dialog's group picker. */
export function registerMailGroupRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getMailGroupsEndpoint, {
    access: { permission: 'Definition.WrapUps' },
    handler: () => listMailGroups(deps.db),
  });
}
