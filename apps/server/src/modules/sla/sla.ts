import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';

/**
 * The SLA figures of docs/domain.md §4 for lists, the detail and the Excel file: the remaining minutes
 * and percentage come out of SQL on stored columns (repository.ts, so lists can sort by them),
 * the status thresholds are applied here.
 */
export const REMAINING_SLA_STATUS = {
  none: 0,
  normal: 1,
  danger: 2,
  critical: 3,
  crisis: 4,
} as const;
export type RemainingSlaStatus = (typeof REMAINING_SLA_STATUS)[keyof typeof REMAINING_SLA_STATUS];

/** 1 normal (> 50 %), 2 danger (25–50 %], 3 critical (0–25 %], 4 crisis (≤ 0). */
export function slaStatusOfPercentage(percentage: number): RemainingSlaStatus {
  if (percentage > 50) return REMAINING_SLA_STATUS.normal;
  if (percentage > 25) return REMAINING_SLA_STATUS.danger;
  if (percentage > 0) return REMAINING_SLA_STATUS.critical;
  return REMAINING_SLA_STATUS.crisis;
}

export type SlaColumns = {
  status: number;
  slaMinutes: number | null;
  slaStoppedAtBm: number | null;
  isRemovedFromSla: boolean;
  remainingSlaMinutes: number | null;
  remainingSlaPercentage: number | null;
};

export type SlaView = {
  slaMinutes: number | null;
  remainingSlaMinutes: number | null;
  remainingSlaPercentage: number | null;
  remainingSlaStatus: RemainingSlaStatus;
  isSlaPaused: boolean;
  isDeletedFromSLA: boolean;
};

/** The SLA as every screen shows it; closed, removed and SLA-less tickets have status 0. */
export function toSlaView(row: SlaColumns): SlaView {
  const closed = row.status === TICKET_STATUS.closed;
  const noSla = row.slaMinutes === null || row.isRemovedFromSla;
  const percentage = row.remainingSlaPercentage;
  return {
    slaMinutes: row.slaMinutes,
    remainingSlaMinutes:
      row.remainingSlaMinutes === null ? null : Math.round(row.remainingSlaMinutes),
    remainingSlaPercentage: percentage === null ? null : round2(percentage),
    remainingSlaStatus:
      closed || noSla || percentage === null
        ? REMAINING_SLA_STATUS.none
        : slaStatusOfPercentage(percentage),
    isSlaPaused: !closed && row.slaStoppedAtBm !== null,
    isDeletedFromSLA: row.isRemovedFromSla,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
