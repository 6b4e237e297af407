import {
  createCallWrapUpEndpoint,
  createCampaignEndpoint,
  createCustomerVoiceEndpoint,
  createDeliveryTypeEndpoint,
  createSourceEndpoint,
  getAllCallWrapUpsEndpoint,
  getAllCustomerVoicesEndpoint,
  getAllDeliveryTypesEndpoint,
  getAllSourcesEndpoint,
  getCampaignsPageEndpoint,
  updateCallWrapUpEndpoint,
  updateCampaignEndpoint,
  updateCustomerVoiceEndpoint,
  updateDeliveryTypeEndpoint,
  updateSourceEndpoint,
} from '@ccms/contract/endpoints/reference-admin';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { createCallWrapUp, listAllCallWrapUps, updateCallWrapUp } from './call-wrap-ups/service.ts';
import { createCampaign, listCampaignAdminPage, updateCampaign } from './campaigns/service.ts';
import { createNamedRow, listAllNamedRows, updateNamedReferenceRow } from './named-rows/service.ts';
import { createSource, listAllSources, updateSource } from './sources/service.ts';

/** The 'Tanımlamalar' menu's right (docs/domain.md §14.3 Access). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;

/** The reference-data administration (docs/domain.md §14.3): lists with inactive rows, writes. */
export function registerReferenceAdminRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;

  registerEndpoint(app, getCampaignsPageEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listCampaignAdminPage(db, request.body),
  });
  registerCreateEndpoint(app, createCampaignEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createCampaign(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateCampaignEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await updateCampaign(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, getAllSourcesEndpoint, {
    access: ADMINISTRATION,
    handler: () => listAllSources(db),
  });
  registerCreateEndpoint(app, createSourceEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createSource(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateSourceEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) => written(await updateSource(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, getAllCallWrapUpsEndpoint, {
    access: ADMINISTRATION,
    handler: () => listAllCallWrapUps(db),
  });
  registerCreateEndpoint(app, createCallWrapUpEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createCallWrapUp(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateCallWrapUpEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await updateCallWrapUp(db, requireUser(request), request.body)),
  });

  const named = [
    [
      'customerVoice',
      getAllCustomerVoicesEndpoint,
      createCustomerVoiceEndpoint,
      updateCustomerVoiceEndpoint,
    ],
    [
      'deliveryType',
      getAllDeliveryTypesEndpoint,
      createDeliveryTypeEndpoint,
      updateDeliveryTypeEndpoint,
    ],
  ] as const;
  for (const [kind, listEndpoint, createEndpoint, updateEndpoint] of named) {
    registerEndpoint(app, listEndpoint, {
      access: ADMINISTRATION,
      handler: () => listAllNamedRows(db, kind),
    });
    registerCreateEndpoint(app, createEndpoint, {
      access: ADMINISTRATION,
      db,
      write: async (tx, _, request) =>
        written(await createNamedRow(tx, requireUser(request), kind, request.body)),
    });
    registerEndpoint(app, updateEndpoint, {
      access: ADMINISTRATION,
      handler: async (request) =>
        written(await updateNamedReferenceRow(db, requireUser(request), kind, request.body)),
    });
  }
}
