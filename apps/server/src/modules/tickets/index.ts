/**
 * What other modules may use of tickets: the customer page's ticket summary and duplicate check,
 * and the timed jobs the server runs (SLA exceeded, the 48-hour close, the nightly auto-flag).
 */

export { autoCloseJob } from './auto-close/service.ts';
export { autoFlagJob } from './auto-flag/service.ts';
export { findOpenTicketOfBreakdown } from './create/service.ts';
export { listCustomerTickets } from './lists/service.ts';
export { slaExceededJob } from './mail/sla-exceeded-job.ts';
