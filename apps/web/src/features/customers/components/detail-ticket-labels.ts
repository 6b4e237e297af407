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
export function ticketStatusLabel(status: number): string {
  return TICKET_STATUS_LABELS[status as keyof typeof TICKET_STATUS_LABELS] ?? String(status);
}

export function ticketSubStatusLabel(subStatus: number): string {
  return (
    TICKET_SUB_STATUS_LABELS[subStatus as keyof typeof TICKET_SUB_STATUS_LABELS] ??
    String(subStatus)
  );
}

export function ticketStatusColor(status: number): string {
  return STATUS_COLORS[status] ?? 'default';
}
