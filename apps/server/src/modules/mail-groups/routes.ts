import type { Endpoint } from '@ccms/contract/endpoint';
import { getMailGroupsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import {
  createOrUpdateMailGroupAtSpecPathEndpoint,
  createOrUpdateMailGroupEndpoint,
  deleteMailGroupAtSpecPathEndpoint,
  deleteMailGroupEndpoint,
  deleteMailGroupFromTicketCategorySetAtSpecPathEndpoint,
  deleteMailGroupFromTicketCategorySetEndpoint,
  getMailGroupAtSpecPathEndpoint,
  getMailGroupEndpoint,
  getMailGroupsAtSpecPathEndpoint,
  getMailGroupsPageAtSpecPathEndpoint,
  getMailGroupsPageEndpoint,
} from '@ccms/contract/endpoints/mail-groups';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import {
  type EndpointHandler,
  registerCreateEndpoint,
  registerEndpoint,
  written,
} from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
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
 * §14.6); each also answers at the spec's path without the prefix, with the same handler.
 */
export function registerMailGroupRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;
  const both = <E extends Endpoint>(
    endpoints: readonly [E, Omit<E, 'path'> & { path: string }],
    handler: EndpointHandler<E>,
  ) => {
    for (const endpoint of endpoints) {
      registerEndpoint(app, endpoint as E, { access: ADMINISTRATION, handler });
    }
  };
  both([getMailGroupsEndpoint, getMailGroupsAtSpecPathEndpoint], () => listMailGroups(db));
  both([getMailGroupsPageEndpoint, getMailGroupsPageAtSpecPathEndpoint], (request) =>
    getMailGroupsPage(db, request.body),
  );
  both([getMailGroupEndpoint, getMailGroupAtSpecPathEndpoint], (request) =>
    getMailGroup(db, request.query.id),
  );
  for (const endpoint of [
    createOrUpdateMailGroupEndpoint,
    createOrUpdateMailGroupAtSpecPathEndpoint,
  ]) {
    registerCreateEndpoint(app, endpoint as typeof createOrUpdateMailGroupEndpoint, {
      access: ADMINISTRATION,
      db,
      write: async (tx, body, request) =>
        written(await saveMailGroup(tx, requireUser(request), body)),
    });
  }
  both([deleteMailGroupEndpoint, deleteMailGroupAtSpecPathEndpoint], async (request) =>
    written(await deleteMailGroup(db, requireUser(request), request.body.id)),
  );
  both(
    [
      deleteMailGroupFromTicketCategorySetEndpoint,
      deleteMailGroupFromTicketCategorySetAtSpecPathEndpoint,
    ],
    async (request) =>
      written(await removeMailGroupFromCategorySets(db, requireUser(request), request.body.id)),
  );
}
