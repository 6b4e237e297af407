import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf, ZIdEnvelope, ZIdRequest } from '../envelope.ts';
import { ZCategorySet } from '../hierarchy.ts';
import { ZQueryFormatter } from '../query-format.ts';
import {
  ZAddRuleTemplateRequest,
  ZCategorySetsOfRuleSetRequest,
  ZCreateFlowRequest,
  ZCreateRuleSetOfRuleRequest,
  ZCreateRuleSetRequest,
  ZRuleSetFlow,
  ZRuleSetOfCategoryRequest,
  ZRuleSetRule,
  ZRuleSetSaved,
  ZRuleTemplate,
  ZUpdateFlowRequest,
  ZUpdateRuleSetOfRuleRequest,
  ZUpdateRuleSetRequest,
} from '../rule-sets.ts';

/*
 * The rule set administration (docs/domain.md §14.2), all POST under rulesets/. rulesets/list
 * and OverrideRuleSetOfCategory are in endpoints/hierarchy-admin.ts (the breakdown screen came
 * first); rulesets/GetRuleSet, which the ticket form reads, is in endpoints/hierarchy.ts.
 */
function ruleSetCall<const P extends string>(path: P, summary: string) {
  return { method: 'POST', path: `rulesets/${path}`, tag: 'rulesets', summary } as const;
}

const ZRuleSetWriteResponse = envelopeOf(ZRuleSetSaved);

export const createRuleSetEndpoint = defineEndpoint({
  ...ruleSetCall(
    'CreateRuleSet',
    'Adds a rule set with its rules and flows (one write flow at most)',
  ),
  body: ZCreateRuleSetRequest,
  response: ZRuleSetWriteResponse,
});

export const updateRuleSetEndpoint = defineEndpoint({
  ...ruleSetCall(
    'UpdateRuleSet',
    'Changes the SLA, auto-close and unlimited SLA; re-times the open tickets of its breakdowns',
  ),
  body: ZUpdateRuleSetRequest,
  response: ZRuleSetWriteResponse,
});

export const deleteRuleSetEndpoint = defineEndpoint({
  ...ruleSetCall('DeleteRuleSet', 'Deletes a rule set that no breakdown uses'),
  body: ZIdRequest,
  response: ZIdEnvelope,
});

export const getRuleSetOfRulesEndpoint = defineEndpoint({
  ...ruleSetCall('GetRuleSetOfRules', "A rule set's rules with their ids, by display name"),
  body: ZIdRequest.describe("The rule set's id"),
  response: z.array(ZRuleSetRule),
});

export const createRuleSetOfRuleEndpoint = defineEndpoint({
  ...ruleSetCall('CreateRuleSetOfRule', 'Adds a rule (from a template) to a rule set'),
  body: ZCreateRuleSetOfRuleRequest,
  response: envelopeOf(ZRuleSetRule),
});

export const updateRuleSetOfRuleEndpoint = defineEndpoint({
  ...ruleSetCall('UpdateRuleSetOfRule', "Changes a rule's value or active flag"),
  body: ZUpdateRuleSetOfRuleRequest,
  response: envelopeOf(ZRuleSetRule),
});

export const deleteRuleSetOfRuleEndpoint = defineEndpoint({
  ...ruleSetCall('DeleteRuleSetOfRule', 'Removes a rule from its rule set'),
  body: ZIdRequest.describe("The rule's id"),
  response: ZIdEnvelope,
});

export const getRuleTemplatesEndpoint = defineEndpoint({
  ...ruleSetCall('GetRuleTemplates', 'One page of rule templates, by display name (contains)'),
  body: ZQueryFormatter,
  response: pagedOf(ZRuleTemplate),
});

export const addRuleTemplateEndpoint = defineEndpoint({
  ...ruleSetCall('AddRuleTemplate', 'Adds a rule template'),
  body: ZAddRuleTemplateRequest,
  response: envelopeOf(ZRuleTemplate),
});

export const getCategorySetsOfRuleSetEndpoint = defineEndpoint({
  ...ruleSetCall(
    'getCategorySetsOfRuleSet',
    "One page of a rule set's breakdowns, by type, category and sub-category",
  ),
  body: ZCategorySetsOfRuleSetRequest,
  response: pagedOf(ZCategorySet),
});

export const createRuleSetOfCategoryEndpoint = defineEndpoint({
  ...ruleSetCall('CreateRuleSetOfCategory', 'Gives a breakdown without a rule set this one'),
  body: ZRuleSetOfCategoryRequest,
  response: envelopeOf(ZCategorySet),
});

export const deleteRuleSetOfCategoryEndpoint = defineEndpoint({
  ...ruleSetCall(
    'DeleteRuleSetOfCategory',
    'Takes the rule set off a breakdown (and deactivates it)',
  ),
  body: ZRuleSetOfCategoryRequest,
  response: envelopeOf(ZCategorySet),
});

export const getFlowsByRuleIdEndpoint = defineEndpoint({
  ...ruleSetCall('GetFlowsByRuleId', "A rule set's flows with their role names"),
  body: ZIdRequest.describe("The rule set's id"),
  response: z.array(ZRuleSetFlow),
});

export const createFlowEndpoint = defineEndpoint({
  ...ruleSetCall('CreateFlow', 'Adds a flow (role, read or write) to a rule set'),
  body: ZCreateFlowRequest,
  response: envelopeOf(ZRuleSetFlow.extend({ touchedTicketCount: z.number().int() })),
});

export const updateFlowEndpoint = defineEndpoint({
  ...ruleSetCall(
    'UpdateFlow',
    'Changes a flow between read and write; moves orphaned open tickets',
  ),
  body: ZUpdateFlowRequest,
  response: envelopeOf(ZRuleSetFlow.extend({ touchedTicketCount: z.number().int() })),
});

export const deleteRuleSetOfFlowEndpoint = defineEndpoint({
  ...ruleSetCall('DeleteRuleSetOfFlow', 'Removes a flow; a used set keeps its write flow'),
  body: ZIdRequest.describe("The flow's id"),
  response: envelopeOf(z.object({ id: z.string().uuid(), touchedTicketCount: z.number().int() })),
});
