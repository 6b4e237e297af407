import {
  listRuleSetsEndpoint,
  overrideRuleSetOfCategoryEndpoint,
} from '@ccms/contract/endpoints/hierarchy-admin';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import { listRuleSets, overrideRuleSetOfCategory } from './service.ts';

const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;

/** rulesets/… of the administration: the list and a breakdown's rule set. */
export function registerRuleSetRoutes(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;

  registerEndpoint(app, listRuleSetsEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRuleSets(db, request.body),
  });

  registerEndpoint(app, overrideRuleSetOfCategoryEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) => {
      const { data, messages } = await overrideRuleSetOfCategory(
        db,
        requireUser(request),
        request.body,
      );
      return succeeded(data, messages);
    },
  });
}
