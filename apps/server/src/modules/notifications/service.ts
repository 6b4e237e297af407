import { SMS_TEXTS } from '@ccms/contract/notification-texts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import type { BusinessClockSource } from '../sla/index.ts';
import { type Audience, findTicketFacts, findTicketMailRecipients } from './repository.ts';
import { renderTicketMail, type TicketMailKind } from './templates.ts';

export type { TicketMailKind } from './templates.ts';

/** What writing a notice needs: the time, the business calendar, and where the product lives. */
export type NotificationDeps = {
  clock: Clock;
  businessClocks: BusinessClockSource;
  timeZone: string;
  /** The product's public origin: mails link to the ticket there. */
  publicUrl: string;
};

const AUDIENCE: Record<TicketMailKind, Audience> = {
  'sla-exceeded': 'breakdownAndUnitManagers',
  'red-alarm': 'breakdown',
  appreciation: 'storeManagers',
  'ticket-notification': 'breakdown',
};

/** Who a kind of mail about the ticket goes to (docs/domain.md §17 Recipients). */
export function ticketMailRecipients(
  db: Executor,
  kind: TicketMailKind,
  ticketId: string,
): Promise<string[]> {
  return findTicketMailRecipients(db, ticketId, AUDIENCE[kind]);
}

async function factsAtNow(db: Executor, deps: NotificationDeps, ticketId: string) {
  const nowBm = (await deps.businessClocks.get()).minuteAt(deps.clock.now());
  return findTicketFacts(db, ticketId, nowBm);
}

/**
 * Queues one mail about a ticket to its kind's recipients, in the caller's transaction; the
 * idempotency key makes a repeat a no-op. Answers whether a new message was queued (false too
 * when nobody is there to receive it).
 */
export async function queueTicketMail(
  db: Executor,
  deps: NotificationDeps,
  mail: { kind: TicketMailKind; ticketId: string; dedupeKey: string; senderName?: string },
): Promise<boolean> {
  const recipients = await ticketMailRecipients(db, mail.kind, mail.ticketId);
  const facts = await factsAtNow(db, deps, mail.ticketId);
  if (recipients.length === 0 || !facts) return false;
  const rendered = renderTicketMail({
    kind: mail.kind,
    facts,
    publicUrl: deps.publicUrl,
    timeZone: deps.timeZone,
    senderName: mail.senderName,
  });
  return queueMessage(db, {
    channel: 'mail',
    topic: mail.kind,
    dedupeKey: mail.dedupeKey,
    ticketId: mail.ticketId,
    recipients,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
  });
}

/**
 * The mails a new ticket sets off (docs/domain.md §17): red alarm to the breakdown's mail group,
 * or appreciation to the store's managers (a breakdown has one or the other). Queued in the
 * creation's transaction, once per ticket.
 */
export async function queueCreationNotices(
  tx: Executor,
  deps: NotificationDeps,
  ticketId: string,
): Promise<void> {
  const facts = await factsAtNow(tx, deps, ticketId);
  if (facts?.isRedAlarm) {
    await queueTicketMail(tx, deps, {
      kind: 'red-alarm',
      ticketId,
      dedupeKey: `red-alarm:${ticketId}`,
    });
  } else if (facts?.isAppreciationMail) {
    await queueTicketMail(tx, deps, {
      kind: 'appreciation',
      ticketId,
      dedupeKey: `appreciation:${ticketId}`,
    });
  }
}

/** The SMS to a ticket's customer (docs/domain.md §17 SMS). */
export type CustomerSmsKind = 'ticket-closed-sms' | 'auto-close-sms';

/**
 * Queues an SMS to the ticket's customer, in the caller's transaction: on closing, or on the
 * 48-hour auto-close. No phone number, no SMS.
 */
export async function queueCustomerSms(
  db: Executor,
  deps: NotificationDeps,
  sms: { kind: CustomerSmsKind; ticketId: string; dedupeKey: string },
): Promise<boolean> {
  const facts = await factsAtNow(db, deps, sms.ticketId);
  if (!facts?.customerPhoneNumber) return false;
  const name = `${facts.customerFirstName} ${facts.customerLastName}`.trim();
  const text =
    sms.kind === 'auto-close-sms'
      ? SMS_TEXTS.autoClosed(name, facts.ticketNo)
      : SMS_TEXTS.closed(name, facts.ticketNo);
  return queueMessage(db, {
    channel: 'sms',
    topic: sms.kind,
    dedupeKey: sms.dedupeKey,
    ticketId: sms.ticketId,
    recipients: [facts.customerPhoneNumber],
    subject: null,
    body: text,
  });
}
