/*
 * Ticket status and sub-status labels (part 1 §4). They belong in the contract, next to the
 * ticket statuses, once the ticket issue adds them there; kept here until then.
 */

export const TICKET_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Bekliyor',
  5: 'İşlemde',
  2: 'Cevaplandı',
  3: 'Kapatıldı',
  4: 'Yönlendir',
};

export const TICKET_SUB_STATUS_LABELS: Readonly<Record<number, string>> = {
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

/** antd tag colours per status: waiting, in process, answered, closed, forwarded. */
const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'gold',
  5: 'blue',
  2: 'cyan',
  3: 'default',
  4: 'purple',
};

/** The Turkish label of a status; an unknown id shows as itself rather than vanishing. */
export function ticketStatusLabel(status: number): string {
  return TICKET_STATUS_LABELS[status] ?? String(status);
}

export function ticketSubStatusLabel(subStatus: number): string {
  return TICKET_SUB_STATUS_LABELS[subStatus] ?? String(subStatus);
}

export function ticketStatusColor(status: number): string {
  return STATUS_COLORS[status] ?? 'default';
}
