/**
 * What other modules may use of the ticket hierarchy: a ticket's category set and rule set, and
 * giving a breakdown a rule set or taking it off, and a rule set's breakdowns (the rule set
 * administration); taking a mail group off its breakdowns (the mail group administration).
 */
export {
  giveCategorySetRuleSet,
  takeMailGroupOffCategorySets,
  takeRuleSetOffCategorySet,
} from './category-sets-service.ts';
export {
  findActiveRulesOfRuleSet,
  findCategorySetForTicket,
  findRuleSetWithRulesAndFlows,
  listCategorySetsOfRuleSet,
} from './service.ts';
