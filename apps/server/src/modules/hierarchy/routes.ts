import {
  getAllTicketCategoriesEndpoint,
  getAllTicketSubCategoriesEndpoint,
  getCategoriesOfTypeEndpoint,
  getCategoriesOfTypeForManagerEndpoint,
  getCategorySetEndpoint,
  getCategorySetScriptEndpoint,
  getRuleSetEndpoint,
  getRulesOfCategorySetEndpoint,
  getSubCategoriesOfCategoryEndpoint,
  getSubCategoriesOfCategoryForManagerEndpoint,
  getTicketTypesEndpoint,
  getTicketTypesForManagerEndpoint,
  listCategorySetsEndpoint,
  listTicketCategoriesEndpoint,
  listTicketSubCategoriesEndpoint,
  listTicketTypesEndpoint,
} from '@ccms/contract/endpoints/hierarchy';
import { listCategorySetsForManagerEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { registerHierarchyAdminRoutes } from './admin-routes.ts';
import {
  getCategorySet,
  getCategorySetScript,
  getRuleSet,
  listCategoriesOfType,
  listCategorySets,
  listCategorySetsForManager,
  listHierarchyLevel,
  listRulesOfCategorySet,
  listSubCategoriesOf,
  listTypesWithSets,
} from './service.ts';

/** Everything here feeds the ticket form, so it needs the right to create tickets. */
const TICKET_FORM = { permission: 'Ticket.Create' } as const;

/**
 * The type → category → sub-category options also feed the ticket lists' filters, which every
 * signed-in user has (the back office holds no Ticket.Create).
 */
const OPTIONS = 'signedIn';

/**
 * tickethierarchy/… reads, rulesets/GetRuleSet and ticket/CheckTicketCategorySetScript; the
 * administration's writes are in admin-routes.ts.
 */
export function registerHierarchyRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;

  const levels = [
    [listTicketTypesEndpoint, 'types'],
    [listTicketCategoriesEndpoint, 'categories'],
    [listTicketSubCategoriesEndpoint, 'subCategories'],
  ] as const;
  for (const [endpoint, level] of levels) {
    registerEndpoint(app, endpoint, {
      access: TICKET_FORM,
      handler: (request) => listHierarchyLevel(db, level, request.body),
    });
  }

  registerEndpoint(app, listCategorySetsEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listCategorySets(db, request.body),
  });

  registerEndpoint(app, listCategorySetsForManagerEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listCategorySetsForManager(db, request.body),
  });

  registerEndpoint(app, getCategorySetEndpoint, {
    access: TICKET_FORM,
    handler: (request) => getCategorySet(db, request.body.id),
  });

  for (const forManager of [false, true]) {
    registerEndpoint(app, forManager ? getTicketTypesForManagerEndpoint : getTicketTypesEndpoint, {
      access: OPTIONS,
      handler: () => listTypesWithSets(db, forManager),
    });

    registerEndpoint(
      app,
      forManager ? getCategoriesOfTypeForManagerEndpoint : getCategoriesOfTypeEndpoint,
      {
        access: OPTIONS,
        handler: (request) => listCategoriesOfType(db, request.query.typeId, forManager),
      },
    );

    registerEndpoint(
      app,
      forManager
        ? getSubCategoriesOfCategoryForManagerEndpoint
        : getSubCategoriesOfCategoryEndpoint,
      {
        access: OPTIONS,
        handler: (request) => listSubCategoriesOf(db, request.query, forManager),
      },
    );
  }

  registerEndpoint(app, getAllTicketCategoriesEndpoint, {
    access: OPTIONS,
    handler: (request) => listCategoriesOfType(db, request.query.typeId, false),
  });
  registerEndpoint(app, getAllTicketSubCategoriesEndpoint, {
    access: OPTIONS,
    handler: (request) => listSubCategoriesOf(db, request.query, false),
  });

  registerEndpoint(app, getRulesOfCategorySetEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listRulesOfCategorySet(db, request.params.id),
  });

  registerEndpoint(app, getRuleSetEndpoint, {
    access: TICKET_FORM,
    handler: (request) => getRuleSet(db, request.body.id),
  });

  registerEndpoint(app, getCategorySetScriptEndpoint, {
    access: TICKET_FORM,
    handler: (request) => getCategorySetScript(db, request.body),
  });

  registerHierarchyAdminRoutes(app, deps);
}
