import { TICKET_STATUS_LABELS, TICKET_SUB_STATUS_LABELS } from '@ccms/contract/ticket-statuses';

/** antd tag colours per status: waiting, in process, answered, closed, forwarded. */
const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'gold',
  5: 'blue',
  2: 'cyan',
  3: 'default',
  4: 'purple',
};

/** The Turkish label of a status; an unknown id shows as itself rather than vanishing. */
export function statusLabel(status: number): string {
  return TICKET_STATUS_LABELS[status as keyof typeof TICKET_STATUS_LABELS] ?? String(status);
}

export function subStatusLabel(subStatus: number): string {
  return (
    TICKET_SUB_STATUS_LABELS[subStatus as keyof typeof TICKET_SUB_STATUS_LABELS] ??
    String(subStatus)
  );
}

export function statusColor(status: number): string {
  return STATUS_COLORS[status] ?? 'default';
}

/** Money as the spec shows it: '1.250,50 TL'; empty for no amount. */
export function moneyText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
}

export function ticketDetailPath(id: string): string {
  return `/tickets/details/${encodeURIComponent(id)}`;
}

export function customerPath(id: string): string {
  return `/customers/byid/${encodeURIComponent(id)}`;
}

/** A user as the 'Oluşturan' and 'Kapatan' filters show them: 'Ad Soyad (e-posta)'. */
export function userDisplayName(user: {
  name: string;
  surname: string;
  emailAddress: string;
}): string {
  const fullName = `${user.name} ${user.surname}`.trim();
  return user.emailAddress ? `${fullName} (${user.emailAddress})` : fullName;
}
