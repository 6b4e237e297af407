import { pagedOf, ZIdRequest } from '@ccms/contract/envelope';
import {
  ZCategoriesOfTypeQuery,
  ZCategorySet,
  ZCategorySetScript,
  ZCategorySetScriptRequest,
  ZHierarchyItem,
  ZHierarchyOption,
  ZRule,
  ZRuleSet,
  ZSubCategoriesQuery,
  ZSubCategoryOption,
} from '@ccms/contract/hierarchy';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ticketCategories, ticketSubCategories, ticketTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import type { HierarchyTable } from './list-definition.ts';
import { ERROR_RESPONSES, HIERARCHY_TAGS, RULE_SET_TAGS, TICKET_TAGS } from './route-schemas.ts';
import {
  getCategorySet,
  getCategorySetScript,
  getRuleSet,
  listCategoriesOfType,
  listCategorySets,
  listHierarchyLevel,
  listRulesOfCategorySet,
  listSubCategoriesOf,
  listTypesWithSets,
} from './service.ts';

/** Everything here feeds the ticket form, so it needs the right to create tickets. */
const ACCESS = { access: { permission: 'Ticket.Create' as const } };

/** The three levels have the same columns; only the table name differs. */
const LEVELS: { path: string; table: HierarchyTable; summary: string }[] = [
  { path: 'tickettypes', table: ticketTypes, summary: 'One page of ticket types' },
  {
    path: 'ticketcategories',
    table: ticketCategories,
    summary: 'One page of ticket categories',
  },
  {
    path: 'ticketsubcategories',
    table: ticketSubCategories,
    summary: 'One page of ticket sub-categories',
  },
];

/**
 * The type → category → sub-category options also feed the ticket lists' filters, which every
 * signed-in user has (the back office holds no Ticket.Create).
 */
const OPTIONS_ACCESS = { access: 'signedIn' as const };

/** tickethierarchy/…, rulesets/GetRuleSet and ticket/CheckTicketCategorySetScript (read-only). */
export function registerHierarchyRoutes(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const level of LEVELS) {
    api.post(`/api/tickethierarchy/${level.path}`, {
      config: ACCESS,
      schema: {
        ...HIERARCHY_TAGS,
        summary: `${level.summary} (never deleted ones), by the query format`,
        body: ZQueryFormatter,
        response: { 200: pagedOf(ZHierarchyItem), ...ERROR_RESPONSES },
      },
      handler: (request) => listHierarchyLevel(db, level.table, request.body),
    });
  }

  api.post('/api/tickethierarchy/getticketcategorysets', {
    config: ACCESS,
    schema: {
      ...HIERARCHY_TAGS,
      summary: 'One page of category sets with level and rule-set names, by the query format',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZCategorySet), ...ERROR_RESPONSES },
    },
    handler: (request) => listCategorySets(db, request.body),
  });

  api.post('/api/tickethierarchy/getticketcategoryset', {
    config: ACCESS,
    schema: {
      ...HIERARCHY_TAGS,
      summary: 'One category set',
      body: ZIdRequest,
      response: { 200: ZCategorySet, ...ERROR_RESPONSES },
    },
    handler: (request) => getCategorySet(db, request.body.id),
  });

  for (const forManager of [false, true]) {
    const suffix = forManager ? 'ForManager' : '';
    const whose = forManager ? ' (manager-visible sets only)' : '';

    api.get(`/api/tickethierarchy/getalltickettypes${suffix}`, {
      config: OPTIONS_ACCESS,
      schema: {
        ...HIERARCHY_TAGS,
        summary: `Active ticket types that have an active category set${whose}`,
        response: { 200: z.array(ZHierarchyOption), ...ERROR_RESPONSES },
      },
      handler: () => listTypesWithSets(db, forManager),
    });

    api.get(`/api/tickethierarchy/ticketcategoriesoftype${suffix}`, {
      config: OPTIONS_ACCESS,
      schema: {
        ...HIERARCHY_TAGS,
        summary: `Active categories in active category sets of a type${whose}`,
        querystring: ZCategoriesOfTypeQuery,
        response: { 200: z.array(ZHierarchyOption), ...ERROR_RESPONSES },
      },
      handler: (request) => listCategoriesOfType(db, request.query.typeId, forManager),
    });

    api.get(`/api/tickethierarchy/TicketSubCategoriesOfCategories${suffix}`, {
      config: OPTIONS_ACCESS,
      schema: {
        ...HIERARCHY_TAGS,
        summary: `Active sub-categories of a type and category with their set${whose}`,
        querystring: ZSubCategoriesQuery,
        response: { 200: z.array(ZSubCategoryOption), ...ERROR_RESPONSES },
      },
      handler: (request) => listSubCategoriesOf(db, request.query, forManager),
    });
  }

  api.get('/api/tickethierarchy/:id/rules', {
    config: ACCESS,
    schema: {
      ...HIERARCHY_TAGS,
      summary: "The active rules of a category set's rule set",
      params: z.object({ id: z.string().uuid() }),
      response: { 200: z.array(ZRule), ...ERROR_RESPONSES },
    },
    handler: (request) => listRulesOfCategorySet(db, request.params.id),
  });

  api.post('/api/rulesets/GetRuleSet', {
    config: ACCESS,
    schema: {
      ...RULE_SET_TAGS,
      summary: 'A rule set with its active rules and its flows',
      body: ZIdRequest,
      response: { 200: ZRuleSet, ...ERROR_RESPONSES },
    },
    handler: (request) => getRuleSet(db, request.body.id),
  });

  api.post('/api/ticket/CheckTicketCategorySetScript', {
    config: ACCESS,
    schema: {
      ...TICKET_TAGS,
      // The spec says "returns text"; JSON `{ script }` keeps every answer JSON (see contract).
      summary: 'The script of the category set of a breakdown, as { script }',
      body: ZCategorySetScriptRequest,
      response: { 200: ZCategorySetScript, ...ERROR_RESPONSES },
    },
    handler: (request) => getCategorySetScript(db, request.body),
  });
}
