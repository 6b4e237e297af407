/**
 * What other modules may use of customers: the tickets module locks the customer while it writes
 * one of their tickets and runs the auto-flag rule over their recent tickets.
 */
export type { AutoFlagSettings } from './auto-flag.ts';
export { autoFlagWindowStart, refreshAutoFlag } from './auto-flag-service.ts';
export { lockCustomerForTicketWrite } from './service.ts';
