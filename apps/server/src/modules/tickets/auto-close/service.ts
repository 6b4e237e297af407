import { randomUUID } from 'node:crypto';
import { AUTO_CLOSE_ACTIVITY_TEXT } from '@ccms/contract/notification-texts';
import { TICKET_STATUS, TICKET_SUB_STATUS } from '@ccms/contract/tickets-statuses';
import { type JobDefinition, scheduledJob } from '../../../platform/queue/job-queue.ts';
import { inTransaction, type Sealed } from '../../../platform/sealed-db.ts';
import { SYSTEM_USER_ID } from '../../../platform/system-user.ts';
import { stopSlaClock } from '../../sla/index.ts';
import type { TicketsDeps } from '../deps.ts';
import { queueCustomerSms } from '../notices/service.ts';
import {
  closeTicketRow,
  endOpenFlowsOf,
  findTicketsDueForAutoClose,
  insertSystemActivity,
  lockTicketDueForAutoClose,
} from './repository.ts';

export const AUTO_CLOSE_JOB = 'ticket-auto-close-48h';
export const AUTO_CLOSE_SMS = 'auto-close-sms';

/** Calendar hours a ticket may stay answered without a new activity (docs/domain.md §17). */
export const AUTO_CLOSE_AFTER_HOURS = 48;
const BATCH = 200;

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>>;

/**
 * Closes one due ticket as the system, in one transaction on the locked row: a system activity
 * (3 Kapatıldı / 6 Otomatik Kapatıldı), the owner's flow ended, the SLA clock stopped, the
 * closing fields, a new version, and the SMS to the customer. False when it is no longer due.
 */
async function autoCloseTicket(deps: Deps, ticketId: string, answeredBefore: Date) {
  const businessClock = await deps.businessClocks.get();
  return inTransaction(deps.db, async (tx) => {
    const ticket = await lockTicketDueForAutoClose(tx, ticketId, answeredBefore);
    if (!ticket) return false;
    const now = deps.clock.now();
    const activityId = randomUUID();
    await insertSystemActivity(tx, {
      id: activityId,
      ticketId,
      status: TICKET_STATUS.closed,
      subStatus: TICKET_SUB_STATUS.autoClosed,
      description: AUTO_CLOSE_ACTIVITY_TEXT,
      createdByUserId: SYSTEM_USER_ID,
      createdAt: now,
    });
    await endOpenFlowsOf(tx, ticketId, now);
    await closeTicketRow(tx, ticketId, {
      status: TICKET_STATUS.closed,
      subStatus: TICKET_SUB_STATUS.autoClosed,
      ...stopSlaClock(ticket, businessClock.minuteAt(now)),
      closedUserId: SYSTEM_USER_ID,
      closedAt: now,
      updatedAt: now,
      updatedByUserId: SYSTEM_USER_ID,
      version: ticket.version + 1,
    });
    await queueCustomerSms(tx, deps, {
      kind: AUTO_CLOSE_SMS,
      ticketId,
      dedupeKey: `${AUTO_CLOSE_SMS}:${ticketId}:${activityId}`,
    });
    return true;
  });
}

/**
 * The 48-hour auto-close (docs/domain.md §17): every ticket of an is48HoursSms breakdown left in
 * 2 Cevaplandı for 48 calendar hours since its latest activity is closed by the system with an
 * SMS to the customer. Answers how many it closed.
 */
export async function autoCloseAnsweredTickets(deps: Deps): Promise<number> {
  const answeredBefore = new Date(deps.clock.now().getTime() - AUTO_CLOSE_AFTER_HOURS * 3_600_000);
  let closed = 0;
  for (;;) {
    const due = await findTicketsDueForAutoClose(deps.db, answeredBefore, BATCH);
    for (const ticketId of due) {
      if (await autoCloseTicket(deps, ticketId, answeredBefore)) closed++;
    }
    if (due.length < BATCH) return closed;
  }
}

/** Every five minutes, once across instances, one run at a time. */
export function autoCloseJob(deps: Deps): JobDefinition {
  return scheduledJob(
    AUTO_CLOSE_JOB,
    { cron: '*/5 * * * *', tz: deps.timeZone },
    { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 },
    () => autoCloseAnsweredTickets(deps),
  );
}
