import type { Executor } from '../../platform/db.ts';
import { findTicketMailRecipients } from './repository.ts';

/** The SLA-exceeded notice's recipients: the breakdown's and the responsible unit's managers. */
export function slaNoticeRecipients(db: Executor, ticketId: string): Promise<string[]> {
  return findTicketMailRecipients(db, ticketId, true);
}

/** The notification mail sent by hand from the detail page: the breakdown's recipients. */
export function breakdownMailRecipients(db: Executor, ticketId: string): Promise<string[]> {
  return findTicketMailRecipients(db, ticketId, false);
}
