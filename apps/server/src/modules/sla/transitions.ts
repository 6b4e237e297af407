/**
 * How activities move a ticket's SLA clock (docs/domain.md §4), on the stored business-minute columns:
 * the clock stops on a pause or on closing and runs again on a resume or a reopening, the
 * deadline moving on by the business minutes it stood still.
 */
export type SlaClockColumns = {
  slaDeadlineBm: number | null;
  slaStoppedAtBm: number | null;
  slaExceededNotifiedDeadlineBm: number | null;
};

/** Stops the clock (a pausing wrap-up, or closing); a stopped clock stays where it stopped. */
export function stopSlaClock(columns: SlaClockColumns, nowBm: number): SlaClockColumns {
  if (columns.slaDeadlineBm === null || columns.slaStoppedAtBm !== null) return columns;
  return { ...columns, slaStoppedAtBm: nowBm };
}

/**
 * Runs the clock again (an activity without the pause flag, or reopening). A ticket that was
 * already overdue when it stopped stays in the same overdue episode: its notice is not repeated.
 */
export function restartSlaClock(columns: SlaClockColumns, nowBm: number): SlaClockColumns {
  const { slaDeadlineBm: deadline, slaStoppedAtBm: stoppedAt } = columns;
  if (deadline === null || stoppedAt === null) return columns;
  const movedDeadline = deadline + Math.max(0, nowBm - stoppedAt);
  const sameEpisode = columns.slaExceededNotifiedDeadlineBm === deadline && deadline <= stoppedAt;
  return {
    slaDeadlineBm: movedDeadline,
    slaStoppedAtBm: null,
    slaExceededNotifiedDeadlineBm: sameEpisode
      ? movedDeadline
      : columns.slaExceededNotifiedDeadlineBm,
  };
}
