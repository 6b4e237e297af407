/** Ticket statuses and sub-statuses with their Turkish labels (docs/domain.md §3 Statuses). */
export const TICKET_STATUS = {
  pending: 1,
  answered: 2,
  closed: 3,
  forwarded: 4,
  inProcess: 5,
} as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  1: 'Bekliyor',
  5: 'İşlemde',
  2: 'Cevaplandı',
  3: 'Kapatıldı',
  4: 'Yönlendir',
};

export const TICKET_SUB_STATUS = {
  pending: 1,
  answered: 2,
  forwarded: 4,
  rejected: 5,
  autoClosed: 6,
  closed: 7,
  duplicate: 8,
  wronglyOpened: 9,
  inProcess: 10,
} as const;
export type TicketSubStatus = (typeof TICKET_SUB_STATUS)[keyof typeof TICKET_SUB_STATUS];

export const TICKET_SUB_STATUS_LABELS: Record<TicketSubStatus, string> = {
  1: 'Bekliyor',
  10: 'İşlemde',
  2: 'Cevaplandı',
  4: 'Yönlendir',
  5: 'Reddedildi',
  6: 'Otomatik Kapatıldı',
  7: 'Kapatıldı',
  8: 'Mükerrer',
  9: 'Yanlış Açılan Kayıt',
};

/** The status each sub-status belongs to; the badge shows sub-status 10 as in process. */
export const STATUS_OF_SUB_STATUS: Record<TicketSubStatus, TicketStatus> = {
  1: 1,
  10: 5,
  2: 2,
  4: 4,
  5: 3,
  6: 3,
  7: 3,
  8: 3,
  9: 3,
};

/** The sub-statuses offered under a status, in display order. */
export function subStatusesOf(status: TicketStatus): TicketSubStatus[] {
  return (Object.keys(STATUS_OF_SUB_STATUS).map(Number) as TicketSubStatus[])
    .filter((subStatus) => STATUS_OF_SUB_STATUS[subStatus] === status)
    .sort((a, b) => a - b);
}

/** A new ticket: Bekliyor / Bekliyor; created closed at once: Kapatıldı / Kapatıldı. */
export const NEW_TICKET_STATE = { status: 1, subStatus: 1 } as const;
export const CLOSED_ON_CREATE_STATE = { status: 3, subStatus: 7 } as const;

export function isTicketStatus(value: number): value is TicketStatus {
  return Object.hasOwn(TICKET_STATUS_LABELS, value);
}

export function isTicketSubStatus(value: number): value is TicketSubStatus {
  return Object.hasOwn(TICKET_SUB_STATUS_LABELS, value);
}

/** The Turkish label of a status; an unknown id shows as itself rather than vanishing. */
export function ticketStatusLabel(status: number): string {
  return TICKET_STATUS_LABELS[status as TicketStatus] ?? String(status);
}

/** The Turkish label of a sub-status, likewise. */
export function ticketSubStatusLabel(subStatus: number): string {
  return TICKET_SUB_STATUS_LABELS[subStatus as TicketSubStatus] ?? String(subStatus);
}
