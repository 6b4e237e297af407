/** What other modules may use of the ticket hierarchy: a ticket's category set and rule set. */
export {
  findActiveRulesOfRuleSet,
  findCategorySetForTicket,
  findRuleSetWithRulesAndFlows,
} from './service.ts';
