/**
 * What other modules may use of tickets: the customer page's ticket summary and duplicate check,
 * the timed jobs the server runs (SLA exceeded, the 48-hour close, the nightly auto-flag, the
 * sweep of abandoned ticket files), and
 * what a change of a rule set or of the holidays does to the open tickets (re-timing them,
 * moving those whose owner left the rule set's flows), in the caller's transaction: only this
 * module writes the ticket tables (docs/architecture.md, Who owns each table). And which tickets
 * a user sees, as SQL conditions for the reports' queries (no query of their own).
 */

export {
  loadTicketViewer,
  type TicketViewer,
  ticketArmsBesideWholeStores,
  visibleTicketArms,
} from './access/service.ts';
export { autoCloseJob } from './auto-close/service.ts';
export { autoFlagJob } from './auto-flag/service.ts';
export { findOpenTicketOfBreakdown } from './create/service.ts';
export { pendingFileSweepJob } from './files/sweep-job.ts';
export { listCustomerTickets } from './lists/service.ts';
export { slaExceededJob } from './mail/sla-exceeded-job.ts';
export { moveOrphanedOpenTickets } from './reassign/service.ts';
export { retimeOpenTicketsOfRuleSet, shiftOpenTicketsForHolidays } from './retiming/service.ts';
