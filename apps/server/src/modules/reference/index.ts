/** What other modules may use of the reference data: the ticket form's wrap-up and source checks. */
export { findCallWrapUp, isSourceUsable } from './service.ts';
