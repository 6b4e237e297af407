import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedOf, ZIdRequest } from '../envelope.ts';
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
} from '../hierarchy.ts';
import { ZQueryFormatter } from '../query-format.ts';

/** The three levels answer the same rows; only the path and the level's name differ. */
function hierarchyLevelPage<const P extends string>(path: P, levelName: string) {
  return defineEndpoint({
    method: 'POST',
    path: `tickethierarchy/${path}`,
    tag: 'tickethierarchy',
    summary: `One page of ${levelName} (never deleted ones), by the query format`,
    body: ZQueryFormatter,
    response: pagedOf(ZHierarchyItem),
  });
}

export const listTicketTypesEndpoint = hierarchyLevelPage('tickettypes', 'ticket types');
export const listTicketCategoriesEndpoint = hierarchyLevelPage(
  'ticketcategories',
  'ticket categories',
);
export const listTicketSubCategoriesEndpoint = hierarchyLevelPage(
  'ticketsubcategories',
  'ticket sub-categories',
);

export const listCategorySetsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/getticketcategorysets',
  tag: 'tickethierarchy',
  summary: 'One page of category sets with level and rule-set names, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZCategorySet),
});

export const getCategorySetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/getticketcategoryset',
  tag: 'tickethierarchy',
  summary: 'One category set',
  body: ZIdRequest,
  response: ZCategorySet,
});

/*
 * The type → category → sub-category options come twice: for everybody, and for store managers
 * ('…ForManager': only the sets managers may see).
 */
const EVERYBODY = { suffix: '', whose: '' } as const;
const MANAGERS = { suffix: 'ForManager', whose: ' (manager-visible sets only)' } as const;
type Audience = typeof EVERYBODY | typeof MANAGERS;

function ticketTypeOptions({ suffix, whose }: Audience) {
  return defineEndpoint({
    method: 'GET',
    path: `tickethierarchy/getalltickettypes${suffix}`,
    tag: 'tickethierarchy',
    summary: `Active ticket types that have an active category set${whose}`,
    response: z.array(ZHierarchyOption),
  });
}

function categoryOptions({ suffix, whose }: Audience) {
  return defineEndpoint({
    method: 'GET',
    path: `tickethierarchy/ticketcategoriesoftype${suffix}`,
    tag: 'tickethierarchy',
    summary: `Active categories in active category sets of a type${whose}`,
    query: ZCategoriesOfTypeQuery,
    response: z.array(ZHierarchyOption),
  });
}

function subCategoryOptions({ suffix, whose }: Audience) {
  return defineEndpoint({
    method: 'GET',
    path: `tickethierarchy/TicketSubCategoriesOfCategories${suffix}`,
    tag: 'tickethierarchy',
    summary: `Active sub-categories of a type and category with their set${whose}`,
    query: ZSubCategoriesQuery,
    response: z.array(ZSubCategoryOption),
  });
}

export const getTicketTypesEndpoint = ticketTypeOptions(EVERYBODY);
export const getTicketTypesForManagerEndpoint = ticketTypeOptions(MANAGERS);
export const getCategoriesOfTypeEndpoint = categoryOptions(EVERYBODY);
export const getCategoriesOfTypeForManagerEndpoint = categoryOptions(MANAGERS);
export const getSubCategoriesOfCategoryEndpoint = subCategoryOptions(EVERYBODY);
export const getSubCategoriesOfCategoryForManagerEndpoint = subCategoryOptions(MANAGERS);

/*
 * getallticketcategories and getallticketsubcategories: the spec names them beside the …OfType /
 * …OfCategories reads and nothing in it tells them apart, so they answer the same options
 * (docs/domain.md §10 Hierarchy).
 */
export const getAllTicketCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tickethierarchy/getallticketcategories',
  tag: 'tickethierarchy',
  summary: 'Active categories in active category sets of a type (as ticketcategoriesoftype)',
  query: ZCategoriesOfTypeQuery,
  response: z.array(ZHierarchyOption),
});

export const getAllTicketSubCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tickethierarchy/getallticketsubcategories',
  tag: 'tickethierarchy',
  summary:
    'Active sub-categories of a type and category with their set (as TicketSubCategoriesOfCategories)',
  query: ZSubCategoriesQuery,
  response: z.array(ZSubCategoryOption),
});

export const getRulesOfCategorySetEndpoint = defineEndpoint({
  method: 'GET',
  path: 'tickethierarchy/:id/rules',
  tag: 'tickethierarchy',
  summary: "The active rules of a category set's rule set",
  params: z.object({ id: z.string().uuid() }),
  response: z.array(ZRule),
});

export const getRuleSetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'rulesets/GetRuleSet',
  tag: 'rulesets',
  summary: 'A rule set with its active rules and its flows',
  body: ZIdRequest,
  response: ZRuleSet,
});

export const getCategorySetScriptEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/CheckTicketCategorySetScript',
  tag: 'ticket',
  summary: 'The script of the category set of a breakdown, as text (empty when it has none)',
  body: ZCategorySetScriptRequest,
  response: ZCategorySetScript,
});
