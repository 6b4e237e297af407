/**
 * What other modules may use of the ticket hierarchy: a ticket's category set and rule set, and
 * giving a breakdown another rule set (the rule set administration).
 */
export { giveCategorySetRuleSet } from './category-sets-service.ts';
export {
  findActiveRulesOfRuleSet,
  findCategorySetForTicket,
  findRuleSetWithRulesAndFlows,
} from './service.ts';
