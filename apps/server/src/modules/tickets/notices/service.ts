import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  type CustomerSmsKind,
  queueCreationNotices as queueCreationNoticesOf,
  queueCustomerSms as queueCustomerSmsOf,
  queueTicketMail as queueTicketMailOf,
  type TicketMailKind,
  ticketMailRecipients as ticketMailRecipientsOf,
} from '../../notifications/index.ts';
import type { TicketsDeps } from '../deps.ts';
import { findTicketAddressees, findTicketFacts } from './repository.ts';

/*
 * The notices about a ticket for the other ticket sub-modules: the ticket's facts are read here,
 * in the caller's transaction at the moment of writing, and the notifications module writes the
 * mail or SMS to the outbox from them (docs/domain.md §17).
 */

type NoticeDeps = Pick<TicketsDeps, 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>;

async function factsAtNow(db: SealedDb, deps: NoticeDeps, ticketId: string) {
  const nowBm = (await deps.businessClocks.get()).minuteAt(deps.clock.now());
  return findTicketFacts(db, ticketId, nowBm);
}

/** Who a kind of mail about the ticket goes to; nobody when there is no such ticket. */
export async function ticketMailRecipients(
  db: SealedDb,
  kind: TicketMailKind,
  ticketId: string,
): Promise<string[]> {
  const addressees = await findTicketAddressees(db, ticketId);
  return addressees ? ticketMailRecipientsOf(db, kind, addressees) : [];
}

/**
 * Queues one mail about a ticket to its kind's recipients, in the caller's transaction; the
 * idempotency key makes a repeat a no-op. Answers whether a new message was queued (false too
 * when nobody is there to receive it).
 */
export async function queueTicketMail(
  db: SealedDb,
  deps: NoticeDeps,
  mail: { kind: TicketMailKind; ticketId: string; dedupeKey: string; senderName?: string },
): Promise<boolean> {
  const { ticketId, ...rest } = mail;
  const facts = await factsAtNow(db, deps, ticketId);
  return facts ? queueTicketMailOf(db, deps, { ...rest, facts }) : false;
}

/** The mails a new ticket sets off (red alarm or appreciation), in the creation's transaction. */
export async function queueCreationNotices(
  tx: SealedDb,
  deps: NoticeDeps,
  ticketId: string,
): Promise<void> {
  const facts = await factsAtNow(tx, deps, ticketId);
  if (facts) await queueCreationNoticesOf(tx, deps, facts);
}

/** Queues an SMS to the ticket's customer, in the caller's transaction; no phone, no SMS. */
export async function queueCustomerSms(
  db: SealedDb,
  deps: NoticeDeps,
  sms: { kind: CustomerSmsKind; ticketId: string; dedupeKey: string },
): Promise<boolean> {
  const { ticketId, ...rest } = sms;
  const facts = await factsAtNow(db, deps, ticketId);
  return facts ? queueCustomerSmsOf(db, { ...rest, facts }) : false;
}
