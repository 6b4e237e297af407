/**
 * The arithmetic of the 'activity flow' and 'SLA time per department' sections: how long each
 * owner held the ticket (until it handed it on, or until now for the current one), split into
 * whole days, hours, minutes and seconds, and the same time summed per responsible unit.
 * Calendar time, not SLA time: holidays and pauses count here.
 */
export type DurationParts = { days: number; hours: number; minutes: number; seconds: number };

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

/** Whole days, hours, minutes and seconds of a span; a negative span (clock skew) is zero. */
export function splitDuration(milliseconds: number): DurationParts {
  const total = Math.max(0, Math.floor(milliseconds / MS_PER_SECOND));
  return {
    days: Math.floor(total / SECONDS_PER_DAY),
    hours: Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  };
}

/** One owner of the ticket: when it took it and when it handed it on (null: still holds it). */
export type FlowSpan = { departmentId: string; startedAt: Date; endedAt: Date | null };

/** How long the span lasted, up to `now` while it is still open. */
export function spanMilliseconds(span: FlowSpan, now: Date): number {
  return Math.max(0, (span.endedAt ?? now).getTime() - span.startedAt.getTime());
}

/**
 * The time each department held the ticket, summed over its spans, in order of the department's
 * first span. Sums whole milliseconds before splitting, so parts never add up to 60 seconds.
 */
export function sumByDepartment(
  spans: readonly FlowSpan[],
  now: Date,
): { departmentId: string; duration: DurationParts }[] {
  const totals = new Map<string, number>();
  for (const span of spans) {
    totals.set(
      span.departmentId,
      (totals.get(span.departmentId) ?? 0) + spanMilliseconds(span, now),
    );
  }
  return [...totals].map(([departmentId, milliseconds]) => ({
    departmentId,
    duration: splitDuration(milliseconds),
  }));
}
