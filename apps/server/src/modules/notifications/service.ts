import { SMS_TEXTS } from '@ccms/contract/notification-texts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { type Audience, findTicketMailRecipients } from './repository.ts';
import { renderTicketMail, type TicketMailKind } from './templates.ts';
import type { TicketAddressees, TicketFacts } from './ticket-facts.ts';

export type { TicketMailKind } from './templates.ts';
export type { TicketAddressees, TicketFacts } from './ticket-facts.ts';

/*
 * The mails and SMS about a ticket, written to the outbox in the caller's transaction. The
 * tickets module calls them with the ticket's facts, read at the moment of writing (it owns the
 * ticket tables; tickets/notices/service.ts).
 */

/** What writing a notice needs: where the product lives and the business time zone. */
export type NotificationDeps = {
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
  db: SealedDb,
  kind: TicketMailKind,
  ticket: TicketAddressees,
): Promise<string[]> {
  return findTicketMailRecipients(db, ticket, AUDIENCE[kind]);
}

/**
 * Queues one mail about a ticket to its kind's recipients, in the caller's transaction; the
 * idempotency key makes a repeat a no-op. Answers whether a new message was queued (false too
 * when nobody is there to receive it).
 */
export async function queueTicketMail(
  db: SealedDb,
  deps: NotificationDeps,
  mail: { kind: TicketMailKind; facts: TicketFacts; dedupeKey: string; senderName?: string },
): Promise<boolean> {
  const { facts } = mail;
  const recipients = await ticketMailRecipients(db, mail.kind, facts);
  if (recipients.length === 0) return false;
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
    ticketId: facts.id,
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
  tx: SealedDb,
  deps: NotificationDeps,
  facts: TicketFacts,
): Promise<void> {
  if (facts.isRedAlarm) {
    await queueTicketMail(tx, deps, {
      kind: 'red-alarm',
      facts,
      dedupeKey: `red-alarm:${facts.id}`,
    });
  } else if (facts.isAppreciationMail) {
    await queueTicketMail(tx, deps, {
      kind: 'appreciation',
      facts,
      dedupeKey: `appreciation:${facts.id}`,
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
  db: SealedDb,
  sms: { kind: CustomerSmsKind; facts: TicketFacts; dedupeKey: string },
): Promise<boolean> {
  const { facts } = sms;
  if (!facts.customerPhoneNumber) return false;
  const name = `${facts.customerFirstName} ${facts.customerLastName}`.trim();
  const text =
    sms.kind === 'auto-close-sms'
      ? SMS_TEXTS.autoClosed(name, facts.ticketNo)
      : SMS_TEXTS.closed(name, facts.ticketNo);
  return queueMessage(db, {
    channel: 'sms',
    topic: sms.kind,
    dedupeKey: sms.dedupeKey,
    ticketId: facts.id,
    recipients: [facts.customerPhoneNumber],
    subject: null,
    body: text,
  });
}
