/** The thresholds of the auto-flag rule (docs/domain.md §6); settings, see platform/config.ts. */
export type AutoFlagSettings = {
  /** Complaint tickets within the window that flag a customer. */
  complaintThreshold: number;
  windowDays: number;
  /** The ticket type whose tickets count as complaints. */
  complaintTypeName: string;
};

export const DEFAULT_AUTO_FLAG_SETTINGS: AutoFlagSettings = {
  complaintThreshold: 3,
  windowDays: 90,
  complaintTypeName: 'Şikayet',
};

/** What the rule needs to know of each of a customer's tickets. */
export type TicketForAutoFlag = {
  ticketNo: number;
  typeName: string;
  isTHH: boolean;
  createdAt: Date;
};

export type AutoFlagDecision = { isFlag: false } | { isFlag: true; flagDescription: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function describeWindow(days: number): string {
  return days % 30 === 0 ? `Son ${days / 30} ayda` : `Son ${days} günde`;
}

/**
 * Decides whether a customer must be flagged: enough complaint tickets in the window, or any
 * ticket taken to the consumer arbitration board (isTHH) in it. The description says which.
 */
export function evaluateAutoFlag(
  tickets: readonly TicketForAutoFlag[],
  now: Date,
  settings: AutoFlagSettings = DEFAULT_AUTO_FLAG_SETTINGS,
): AutoFlagDecision {
  const since = now.getTime() - settings.windowDays * DAY_MS;
  const recent = tickets.filter((t) => t.createdAt.getTime() >= since && t.createdAt <= now);
  const complaintType = settings.complaintTypeName.toLocaleLowerCase('tr-TR');
  const complaints = recent.filter((t) => t.typeName.toLocaleLowerCase('tr-TR') === complaintType);
  const arbitration = recent
    .filter((t) => t.isTHH)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const reasons: string[] = [];
  if (complaints.length >= settings.complaintThreshold) {
    reasons.push(`${describeWindow(settings.windowDays)} ${complaints.length} şikayet bileti`);
  }
  if (arbitration.length > 0) {
    reasons.push(
      `Tüketici hakem heyeti başvurusu: ${arbitration.map((t) => `#${t.ticketNo}`).join(', ')}`,
    );
  }
  return reasons.length > 0
    ? { isFlag: true, flagDescription: reasons.join('; ') }
    : { isFlag: false };
}

/**
 * The flag a customer should carry after the rule ran: the rule flags (again, even after a
 * manual removal, as the unflag warning promises) but never removes a flag set by a person.
 */
export function applyAutoFlag(
  current: { isFlag: boolean; flagDescription: string | null },
  decision: AutoFlagDecision,
): { isFlag: boolean; flagDescription: string | null } {
  if (decision.isFlag) return { isFlag: true, flagDescription: decision.flagDescription };
  return current;
}
