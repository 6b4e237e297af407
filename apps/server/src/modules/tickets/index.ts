/**
 * What other modules may use of tickets: the customer page's ticket summary and duplicate check,
 * and the SLA-exceeded job app.ts runs.
 */
export { findOpenTicketOfBreakdown } from './create/service.ts';
export { listCustomerTickets } from './lists/service.ts';
export { slaExceededJob } from './mail/sla-exceeded-job.ts';
