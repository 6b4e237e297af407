import { getMailGroupsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import {
  createOrUpdateMailGroupEndpoint,
  deleteMailGroupEndpoint,
  deleteMailGroupFromTicketCategorySetEndpoint,
  getMailGroupEndpoint,
  getMailGroupsPageEndpoint,
} from '@ccms/contract/endpoints/mail-groups';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint, written } from '../../platform/route-kit.ts';
import { getMailGroup, getMailGroupsPage, listMailGroups } from './service.ts';
import {
  deleteMailGroup,
  removeMailGroupFromCategorySets,
  saveMailGroup,
} from './write-service.ts';

/** The 'Tanımlamalar' menu's right (docs/domain.md §14.6). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;

/**
 * mailgroups/…: the mail group screen and the breakdown mail dialog's picker (docs/domain.md
 * §14.6).
 */
export function registerMailGroupRoutes(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;
  registerEndpoint(app, getMailGroupsEndpoint, {
    access: ADMINISTRATION,
    handler: () => listMailGroups(db),
  });
  registerEndpoint(app, getMailGroupsPageEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getMailGroupsPage(db, request.body),
  });
  registerEndpoint(app, getMailGroupEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getMailGroup(db, request.query.id),
  });
  registerEndpoint(app, createOrUpdateMailGroupEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await saveMailGroup(db, requireUser(request), request.body)),
  });
  registerEndpoint(app, deleteMailGroupEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await deleteMailGroup(db, requireUser(request), request.body.id)),
  });
  registerEndpoint(app, deleteMailGroupFromTicketCategorySetEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await removeMailGroupFromCategorySets(db, requireUser(request), request.body.id)),
  });
}
