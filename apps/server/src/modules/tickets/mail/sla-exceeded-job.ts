import { type JobDefinition, scheduledJob } from '../../../platform/queue/job-queue.ts';
import { inTransaction, type Sealed } from '../../../platform/sealed-db.ts';
import type { TicketsDeps } from '../deps.ts';
import { queueTicketMail } from '../notices/service.ts';
import { findOverdueTicketsForNotice, markSlaNoticeQueued } from './repository.ts';

/** Tickets handled per run; the rest wait for the next minute. */
const BATCH = 500;
export const SLA_EXCEEDED_JOB = 'sla-exceeded';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>>;

/**
 * Queues one 'SLA süresi aşıldı' mail per overdue episode (docs/domain.md §5, §17): open tickets
 * whose clock runs and whose deadline has passed, unless a notice was already queued for that
 * deadline. The notice and the ticket's mark are written together; the idempotency key (ticket
 * and deadline) makes a repeat a no-op. With a ticket id (the detail's 'send by hand'), only
 * that ticket.
 */
export async function queueSlaExceededNotices(deps: Deps, ticketId?: string): Promise<number> {
  const now = deps.clock.now();
  const nowBm = (await deps.businessClocks.get()).minuteAt(now);
  const due = await findOverdueTicketsForNotice(deps.db, nowBm, BATCH, ticketId);

  let queued = 0;
  for (const ticket of due) {
    // The query asked for a deadline at or before now: it is there.
    const deadline = ticket.slaDeadlineBm as number;
    await inTransaction(deps.db, async (tx) => {
      const isNew = await queueTicketMail(tx, deps, {
        kind: SLA_EXCEEDED_JOB,
        ticketId: ticket.id,
        dedupeKey: `${SLA_EXCEEDED_JOB}:${ticket.id}:${deadline}`,
      });
      await markSlaNoticeQueued(tx, ticket.id, deadline);
      if (isNew) queued++;
    });
  }
  return queued;
}

/**
 * The queue runs it every minute, once across instances; one run at a time (a slow run is not
 * overtaken by the next), retried after a failure.
 */
export function slaExceededJob(deps: Deps): JobDefinition {
  return scheduledJob(
    SLA_EXCEEDED_JOB,
    { cron: '* * * * *', tz: deps.timeZone },
    { retryLimit: 2, retryDelay: 20, expireInSeconds: 600 },
    () => queueSlaExceededNotices(deps),
  );
}
