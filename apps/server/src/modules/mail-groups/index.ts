/** What other modules may use of the mail groups: a mail group by id, for the breakdown administration. */
export { findMailGroup } from './service.ts';
