import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';

/**
 * How an SLA cell looks (docs/domain.md §4 Figures): by remainingSlaStatus, neutral without SLA.
 */
export type SlaLevel = 'neutral' | 'normal' | 'danger' | 'critical' | 'crisis';

const LEVEL_OF_STATUS: Readonly<Record<number, SlaLevel>> = {
  0: 'neutral',
  1: 'normal',
  2: 'danger',
  3: 'critical',
  4: 'crisis',
};

/** Turkish words for the level, read out with the cell (colour alone says nothing to some). */
export const SLA_LEVEL_LABELS: Readonly<Record<SlaLevel, string>> = {
  neutral: 'SLA yok',
  normal: 'Normal',
  danger: 'Tehlikede',
  critical: 'Kritik',
  crisis: 'Aşıldı',
};

type SlaRow = Pick<TTicketListRow, 'status' | 'isDeletedFromSLA' | 'remainingSlaStatus'>;

/** Closed tickets and those removed from SLA are neutral whatever the stored figures say. */
export function slaLevelOf(row: SlaRow): SlaLevel {
  if (row.status === TICKET_STATUS.closed || row.isDeletedFromSLA) return 'neutral';
  return LEVEL_OF_STATUS[row.remainingSlaStatus] ?? 'neutral';
}

/** The cell's CSS classes (ticket-list-table.css). */
export function slaClassName(row: SlaRow): string {
  return `ticket-sla ticket-sla--${slaLevelOf(row)}`;
}

/** '%45', '%-12,5'; empty when the ticket has no SLA figure. */
export function slaPercentText(row: Pick<TTicketListRow, 'remainingSlaPercentage'>): string {
  const value = row.remainingSlaPercentage;
  if (value === null) return '';
  return `%${value.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;
}
