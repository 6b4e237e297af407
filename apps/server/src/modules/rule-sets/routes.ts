import {
  listRuleSetsEndpoint,
  overrideRuleSetOfCategoryEndpoint,
} from '@ccms/contract/endpoints/hierarchy-admin';
import {
  addRuleTemplateEndpoint,
  createFlowEndpoint,
  createRuleSetEndpoint,
  createRuleSetOfCategoryEndpoint,
  createRuleSetOfRuleEndpoint,
  deleteRuleSetEndpoint,
  deleteRuleSetOfCategoryEndpoint,
  deleteRuleSetOfFlowEndpoint,
  deleteRuleSetOfRuleEndpoint,
  getCategorySetsOfRuleSetEndpoint,
  getFlowsByRuleIdEndpoint,
  getRuleSetOfRulesEndpoint,
  getRuleTemplatesEndpoint,
  updateFlowEndpoint,
  updateRuleSetEndpoint,
  updateRuleSetOfRuleEndpoint,
} from '@ccms/contract/endpoints/rule-sets';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../platform/route-kit.ts';
import type { RuleSetDeps } from './deps.ts';
import { createFlow, deleteRuleSetOfFlow, getFlowsOfRuleSet, updateFlow } from './flows-service.ts';
import {
  addRuleTemplate,
  createRuleSetOfRule,
  deleteRuleSetOfRule,
  getRuleSetOfRules,
  listRuleTemplates,
  updateRuleSetOfRule,
} from './rules-service.ts';
import {
  createRuleSet,
  deleteRuleSet,
  deleteRuleSetOfCategory,
  giveRuleSetToCategorySet,
  listCategorySetsOfSet,
  listRuleSets,
  updateRuleSet,
} from './service.ts';

const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;

/** rulesets/… of the administration (docs/domain.md §14.2): sets, rules, templates, flows, breakdowns. */
export function registerRuleSetRoutes(app: FastifyInstance, deps: RuleSetDeps) {
  const { db } = deps;

  registerEndpoint(app, listRuleSetsEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRuleSets(db, request.body),
  });
  registerCreateEndpoint(app, createRuleSetEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createRuleSet(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateRuleSetEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await updateRuleSet(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, deleteRuleSetEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await deleteRuleSet(db, requireUser(request), request.body.id)),
  });

  registerEndpoint(app, getRuleSetOfRulesEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getRuleSetOfRules(db, request.body.id),
  });
  registerCreateEndpoint(app, createRuleSetOfRuleEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createRuleSetOfRule(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateRuleSetOfRuleEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await updateRuleSetOfRule(db, requireUser(request), request.body)),
  });
  registerEndpoint(app, deleteRuleSetOfRuleEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await deleteRuleSetOfRule(db, requireUser(request), request.body.id)),
  });
  registerEndpoint(app, getRuleTemplatesEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRuleTemplates(db, request.body),
  });
  registerCreateEndpoint(app, addRuleTemplateEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await addRuleTemplate(tx, requireUser(request), request.body)),
  });

  registerEndpoint(app, getFlowsByRuleIdEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getFlowsOfRuleSet(db, request.body.id),
  });
  registerCreateEndpoint(app, createFlowEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createFlow({ ...deps, db: tx }, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateFlowEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) => written(await updateFlow(deps, requireUser(request), request.body)),
  });
  registerEndpoint(app, deleteRuleSetOfFlowEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await deleteRuleSetOfFlow(deps, requireUser(request), request.body.id)),
  });

  registerEndpoint(app, getCategorySetsOfRuleSetEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listCategorySetsOfSet(db, request.body),
  });
  registerCreateEndpoint(app, createRuleSetOfCategoryEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(
        await giveRuleSetToCategorySet(tx, requireUser(request), request.body, {
          onlyWithoutRuleSet: true,
        }),
      ),
  });
  registerEndpoint(app, overrideRuleSetOfCategoryEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(
        await giveRuleSetToCategorySet(db, requireUser(request), request.body, {
          onlyWithoutRuleSet: false,
        }),
      ),
  });
  registerEndpoint(app, deleteRuleSetOfCategoryEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await deleteRuleSetOfCategory(db, requireUser(request), request.body)),
  });
}
