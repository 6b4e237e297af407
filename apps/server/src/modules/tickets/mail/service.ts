import { TICKET_MAIL_MESSAGES, type TQueuedMails } from '@ccms/contract/ticket-extras';
import { ticketStatusLabel } from '@ccms/contract/ticket-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { queueMessage } from '../../../platform/outbox/outbox.ts';
import { formatBusinessDateTime } from '../../../platform/time.ts';
import { breakdownMailRecipients } from '../../notifications/service.ts';
import { loadTicketAccess, loadTicketAuthority } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { findTicketForMail } from './repository.ts';
import { queueSlaExceededNotices } from './sla-exceeded-job.ts';

export const TICKET_NOTIFICATION_TOPIC = 'ticket-notification';

/** The minute of a click: a second click within it queues nothing more. */
const minuteOf = (instant: Date) => instant.toISOString().slice(0, 16);

/**
 * ticket/SendNotificationmail: queues the breakdown's notification mail by hand (docs/domain.md §5) to
 * its mail group and its own addresses, for whoever may act on the ticket
 * (canSendNotificationMail, 403 otherwise). With nobody to send to, 400 says so.
 */
export async function sendNotificationMail(
  deps: Pick<TicketsDeps, 'db' | 'clock' | 'timeZone'>,
  user: CurrentUser,
  ticketId: string,
): Promise<TQueuedMails> {
  const { authority } = await loadTicketAuthority(deps.db, user, ticketId);
  if (!authority.canSendNotificationMail) throw forbidden();
  const recipients = await breakdownMailRecipients(deps.db, ticketId);
  if (recipients.length === 0) throw badRequest(TICKET_MAIL_MESSAGES.noRecipients);
  const ticket = await findTicketForMail(deps.db, ticketId);
  if (!ticket) throw notFound();
  const now = deps.clock.now();
  const isNew = await queueMessage(deps.db, {
    channel: 'mail',
    topic: TICKET_NOTIFICATION_TOPIC,
    dedupeKey: `${TICKET_NOTIFICATION_TOPIC}:${ticketId}:${minuteOf(now)}`,
    ticketId,
    recipients,
    subject: `Bilet bildirimi: #${ticket.ticketNo}`,
    body: [
      `#${ticket.ticketNo} numaralı bilet hakkında bilgilendirme.`,
      `Kırılım: ${ticket.typeName} / ${ticket.categoryName} / ${ticket.subCategoryName}`,
      `Mağaza: ${ticket.storeName}`,
      `Sorumlu birim: ${ticket.responsibleName}`,
      `Durum: ${ticketStatusLabel(ticket.status)}`,
      `Oluşturulma: ${formatBusinessDateTime(ticket.createdAt, deps.timeZone)}`,
      `Açıklama: ${ticket.description}`,
      `Gönderen: ${user.name} ${user.surname}`,
    ].join('\n'),
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
  deps: Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone'>,
  user: CurrentUser,
  ticketId: string | undefined,
): Promise<TQueuedMails> {
  if (ticketId) await loadTicketAccess(deps.db, user, ticketId);
  return { queuedCount: await queueSlaExceededNotices(deps, ticketId) };
}
