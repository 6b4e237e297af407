import { z } from 'zod';

/**
 * rulesets/list (spec §7 Rule sets): the filters the rule set screen and the breakdown filter
 * card send. `flowId` is a role id (sets with a flow of that role); `ruleName` matches a rule's
 * name or display name.
 */
export const RULE_SET_LIST_FILTERS = {
  rulesetname: 'contains',
  ruleName: 'contains',
  flowId: 'equal',
  categorySetId: 'equal',
} as const;
export const RULE_SET_LIST_SORTABLE = ['name', 'sla'] as const;

/** A row of rulesets/list, with its counts. */
export const ZRuleSetRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sla: z.number().int(),
  isCaseClosed: z.boolean(),
  isDeletedFromSLA: z.boolean(),
  rulesCount: z.number().int(),
  flowsCount: z.number().int(),
  categorySetsCount: z.number().int(),
});
export type TRuleSetRow = z.infer<typeof ZRuleSetRow>;
