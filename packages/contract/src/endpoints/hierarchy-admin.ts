import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedOf, ZIdEnvelope, ZIdRequest } from '../envelope.ts';
import { ZCategorySet } from '../hierarchy.ts';
import {
  ZCategorySetCreateRequest,
  ZCategorySetMail,
  ZCategorySetMailWrite,
  ZCategorySetMailWriteResponse,
  ZCategorySetUpdateRequest,
  ZCategorySetWriteResponse,
  ZCheckCategorySetMailRequest,
  ZFindCategorySetsRequest,
  ZHierarchyItemWrite,
  ZHierarchyItemWriteResponse,
  ZOverrideRuleSetRequest,
} from '../hierarchy-admin/schemas.ts';
import { ZMailGroupOption } from '../mail-groups.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZRuleSetRow } from '../rule-sets.ts';

/*
 * The writes of the hierarchy and breakdown administration (docs/domain.md §14.1). The reads the
 * ticket forms use stay in endpoints/hierarchy.ts.
 */

function hierarchyLevelWrite<const P extends string>(path: P, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `tickethierarchy/${path}`,
    tag: 'tickethierarchy',
    summary,
    body: ZHierarchyItemWrite,
    response: ZHierarchyItemWriteResponse,
  });
}

export const addTicketTypeEndpoint = hierarchyLevelWrite('addtickettype', 'Adds a ticket type');
export const updateTicketTypeEndpoint = hierarchyLevelWrite(
  'updatetickettype',
  'Renames or (de)activates a ticket type; its breakdowns follow the active switch',
);
export const addTicketCategoryEndpoint = hierarchyLevelWrite(
  'addticketcategory',
  'Adds a ticket category',
);
export const updateTicketCategoryEndpoint = hierarchyLevelWrite(
  'updateticketcategory',
  'Renames or (de)activates a ticket category; its breakdowns follow the active switch',
);
export const addTicketSubCategoryEndpoint = hierarchyLevelWrite(
  'addticketsubcategory',
  'Adds a ticket sub-category',
);
export const updateTicketSubCategoryEndpoint = hierarchyLevelWrite(
  'updateticketsubcategory',
  'Renames or (de)activates a ticket sub-category; its breakdowns follow the active switch',
);

export const listCategorySetsForManagerEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/getticketcategorysetsformanager',
  tag: 'tickethierarchy',
  summary: 'One page of the breakdowns managers may see (isManagerSee), by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZCategorySet),
});

export const addCategorySetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/addticketcategoryset',
  tag: 'tickethierarchy',
  summary: 'Adds a breakdown (type, category, sub-category, rule set, script); a triple once',
  body: ZCategorySetCreateRequest,
  response: ZCategorySetWriteResponse,
});

export const updateCategorySetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/UpdateTicketCategorySet',
  tag: 'tickethierarchy',
  summary: "Saves a breakdown's whole row: call type, switches, script, mail group",
  body: ZCategorySetUpdateRequest,
  response: ZCategorySetWriteResponse,
});

export const findCategorySetsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/FindTicketCategorySets',
  tag: 'tickethierarchy',
  summary: 'Breakdowns whose type, category or sub-category name contains the term (30 at most)',
  body: ZFindCategorySetsRequest,
  response: z.array(ZCategorySet),
});

export const getCategorySetMailsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/GetCategorySetMails',
  tag: 'tickethierarchy',
  summary: "A breakdown's own mail addresses (not deleted), by address",
  body: ZIdRequest.describe("The breakdown's id"),
  response: z.array(ZCategorySetMail),
});

export const saveCategorySetMailEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/CreateOrUpdateCategorySetMail',
  tag: 'tickethierarchy',
  summary: 'Adds or changes a breakdown mail address; an address is on a breakdown once',
  body: ZCategorySetMailWrite,
  response: ZCategorySetMailWriteResponse,
});

export const deleteCategorySetMailEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/DeleteCategorySetMail',
  tag: 'tickethierarchy',
  summary: 'Deletes a breakdown mail address (kept as deleted, for the audit log)',
  body: ZIdRequest.describe("The mail address's id"),
  response: ZIdEnvelope,
});

export const checkDuplicateCategorySetMailEndpoint = defineEndpoint({
  method: 'POST',
  path: 'tickethierarchy/CheckDublicateCategorySetMail',
  tag: 'tickethierarchy',
  summary: 'True when another row of the breakdown already has the address',
  body: ZCheckCategorySetMailRequest,
  response: z.boolean(),
});

export const listRuleSetsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'rulesets/list',
  tag: 'rulesets',
  summary: 'One page of rule sets with their rule, flow and breakdown counts, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZRuleSetRow),
});

export const overrideRuleSetOfCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: 'rulesets/OverrideRuleSetOfCategory',
  tag: 'rulesets',
  summary: 'Gives a breakdown another rule set',
  body: ZOverrideRuleSetRequest,
  response: ZCategorySetWriteResponse,
});

export const getMailGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'mailgroups/getMailGroups',
  tag: 'mailgroups',
  summary: 'Every mail group, by name (pickers offer the active ones)',
  response: z.array(ZMailGroupOption),
});
