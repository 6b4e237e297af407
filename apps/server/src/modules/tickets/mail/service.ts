import { TICKET_MAIL_MESSAGES, type TQueuedMails } from '@ccms/contract/tickets-extras';
import type { CurrentUser } from '../../../platform/access.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import type { Sealed } from '../../../platform/sealed-db.ts';
import { loadTicketAccess, loadTicketAuthority } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { queueTicketMail, ticketMailRecipients } from '../notices/service.ts';
import { queueSlaExceededNotices } from './sla-exceeded-job.ts';

export const TICKET_NOTIFICATION_TOPIC = 'ticket-notification';

type MailDeps = Sealed<
  Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>
>;

/** The minute of a click: a second click within it queues nothing more. */
const minuteOf = (instant: Date) => instant.toISOString().slice(0, 16);

/**
 * ticket/SendNotificationmail: queues the breakdown's notification mail by hand (docs/domain.md §5) to
 * its mail group and its own addresses, for whoever may act on the ticket
 * (canSendNotificationMail, 403 otherwise). With nobody to send to, 400 says so.
 */
export async function sendNotificationMail(
  deps: MailDeps,
  user: CurrentUser,
  ticketId: string,
): Promise<TQueuedMails> {
  const { authority } = await loadTicketAuthority(deps.db, user, ticketId);
  if (!authority.canSendNotificationMail) throw forbidden();
  const recipients = await ticketMailRecipients(deps.db, TICKET_NOTIFICATION_TOPIC, ticketId);
  if (recipients.length === 0) throw badRequest(TICKET_MAIL_MESSAGES.noRecipients);
  const isNew = await queueTicketMail(deps.db, deps, {
    kind: TICKET_NOTIFICATION_TOPIC,
    ticketId,
    dedupeKey: `${TICKET_NOTIFICATION_TOPIC}:${ticketId}:${minuteOf(deps.clock.now())}`,
    senderName: `${user.name} ${user.surname}`,
  });
  return { queuedCount: isNew ? 1 : 0 };
}

/**
 * ticket/SendSlaExceedNotificationmail (the route requires Ticket.AllTickets): runs the SLA
 * exceeded job now instead of at its next minute. Its once-per-overdue-episode rule stays, so a
 * repeat queues nothing. With a ticketId the ticket must be one the user sees (404), and only
 * its notice is queued.
 */
export async function sendSlaExceededMails(
  deps: MailDeps,
  user: CurrentUser,
  ticketId: string | undefined,
): Promise<TQueuedMails> {
  if (ticketId) await loadTicketAccess(deps.db, user, ticketId);
  return { queuedCount: await queueSlaExceededNotices(deps, ticketId) };
}
