/**
 * What a mail or SMS says about a ticket, read by the tickets module (which owns the ticket
 * tables) at the moment of writing the notice: number, breakdown, store, responsible unit, the
 * customer's name and phone, status and the SLA figures; and where its addressees are found.
 */
export type TicketFacts = TicketAddressees & {
  id: string;
  ticketNo: number;
  status: number;
  description: string;
  createdAt: Date;
  slaMinutes: number | null;
  slaStoppedAtBm: number | null;
  isRemovedFromSla: boolean;
  remainingSlaMinutes: number | null;
  remainingSlaPercentage: number | null;
  typeName: string;
  categoryName: string;
  subCategoryName: string;
  storeName: string;
  responsibleName: string;
  customerFirstName: string;
  customerLastName: string;
  customerPhoneNumber: string | null;
  isRedAlarm: boolean;
  isAppreciationMail: boolean;
};

/** The ticket's rows its mails' recipients come from (docs/domain.md §17 Recipients). */
export type TicketAddressees = {
  storeId: string;
  responsibleStoreId: string;
  categorySetId: string;
  mailGroupId: string | null;
};
