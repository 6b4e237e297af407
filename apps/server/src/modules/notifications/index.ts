/**
 * What other modules may use of the notifications: the mails and SMS about a ticket, written to
 * the outbox in the caller's transaction (docs/domain.md §17), from the ticket's facts the
 * tickets module reads and hands over (tickets/notices/).
 */
export {
  type CustomerSmsKind,
  queueCreationNotices,
  queueCustomerSms,
  queueTicketMail,
  type TicketAddressees,
  type TicketFacts,
  type TicketMailKind,
  ticketMailRecipients,
} from './service.ts';
