/**
 * What other modules may use of the ticket hierarchy: a ticket's category set and rule set, and
 * giving a breakdown a rule set or taking it off, and a rule set's breakdowns (the rule set
 * administration); taking a mail group off its breakdowns (the mail group administration); the
 * 'Bilet Hiyerarşisi' kind of the imports.
 */
export {
  giveCategorySetRuleSet,
  takeMailGroupOffCategorySets,
  takeRuleSetOffCategorySet,
} from './category-sets-service.ts';
export { hierarchyImportKind } from './import-kind.ts';
export {
  findActiveRulesOfRuleSet,
  findCategorySetForTicket,
  findRuleSetWithRulesAndFlows,
  listCategorySetsOfRuleSet,
} from './service.ts';
