/**
 * What other modules may use of customers: the tickets module locks the customer while it writes
 * one of their tickets and runs the auto-flag rule over their recent tickets; the imports engine
 * takes the customers import (its columns, checks and writes).
 */
export type { AutoFlagSettings } from './auto-flag.ts';
export { autoFlagWindowStart, refreshAutoFlag } from './auto-flag-service.ts';
export { customersImportKind } from './import-kind.ts';
export { lockCustomerForTicketWrite } from './service.ts';
