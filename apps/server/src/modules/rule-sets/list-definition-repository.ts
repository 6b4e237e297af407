import { PAGE_SIZES } from '@ccms/contract/constants';
import { RULE_SET_LIST_FILTERS, RULE_SET_LIST_SORTABLE } from '@ccms/contract/rule-sets';
import { sql } from 'drizzle-orm';
import { ruleSetFlows, ruleSetRules, ruleSets, ticketCategorySets } from '../../db/schema/index.ts';
import { defineList } from '../../platform/query-format.ts';

const sets = ticketCategorySets;

/**
 * The whitelist of rulesets/list. The rule, flow and breakdown filters look into the set's
 * children through EXISTS, so a set with many matching children shows once.
 */
export const RULE_SET_LIST = defineList({
  filters: RULE_SET_LIST_FILTERS,
  sortable: RULE_SET_LIST_SORTABLE,
  columns: { rulesetname: ruleSets.name, name: ruleSets.name, sla: ruleSets.sla },
  overrides: {
    sla: { type: 'number' },
    // Any active rule whose name or display name has the text.
    ruleName: {
      condition: (compare) =>
        sql`exists (select 1 from ${ruleSetRules} where ${ruleSetRules.ruleSetId} = ${ruleSets.id}
          and ${ruleSetRules.isActive}
          and (${compare(ruleSetRules.name)} or ${compare(ruleSetRules.displayName)}))`,
    },
    // A role id: the sets with a flow of that role.
    flowId: {
      type: 'uuid',
      condition: (compare) =>
        sql`exists (select 1 from ${ruleSetFlows} where ${ruleSetFlows.ruleSetId} = ${ruleSets.id}
          and ${compare(ruleSetFlows.roleId)})`,
    },
    // A breakdown id: the set that breakdown uses.
    categorySetId: {
      type: 'uuid',
      condition: (compare) =>
        sql`exists (select 1 from ${sets} where ${sets.ruleSetId} = ${ruleSets.id}
          and not ${sets.isDeleted} and ${compare(sets.id)})`,
    },
  },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: ruleSets.id,
  defaultPageSize: PAGE_SIZES.ruleSets,
});
