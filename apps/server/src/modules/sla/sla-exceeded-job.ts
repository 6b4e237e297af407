import { TICKET_STATUS } from '@ccms/contract/ticket-statuses';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { formatBusinessDateTime } from '../../platform/time.ts';
import type { Job } from '../jobs/job-runner.ts';
import { queueMessage } from '../notifications/outbox.ts';
import { slaNoticeRecipients } from '../notifications/recipients.ts';
import type { BusinessClockSource } from './calendar.ts';

/** Tickets handled per run; the rest wait for the next minute. */
const BATCH = 500;
export const SLA_EXCEEDED_JOB = 'sla-exceeded';

type Deps = { db: Database; clock: Clock; businessClocks: BusinessClockSource; timeZone: string };

/**
 * Queues one 'SLA aşıldı' mail per overdue episode (DOMAIN §5): open tickets whose clock runs
 * and whose deadline has passed, unless a notice was already queued for that deadline. The
 * notice and the ticket's mark are written together; the outbox key makes a repeat a no-op.
 * With a ticket id (the detail's 'send by hand'), only that ticket.
 */
export async function queueSlaExceededNotices(deps: Deps, ticketId?: string): Promise<number> {
  const now = deps.clock.now();
  const nowBm = (await deps.businessClocks.get()).minuteAt(now);
  const due = await deps.db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      deadline: tickets.slaDeadlineBm,
      createdAt: tickets.createdAt,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      responsibleName: stores.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .innerJoin(stores, eq(stores.id, tickets.responsibleStoreId))
    .where(
      and(
        ne(tickets.status, TICKET_STATUS.closed),
        eq(tickets.isDeleted, false),
        isNull(tickets.slaStoppedAtBm),
        eq(tickets.isRemovedFromSla, false),
        lte(tickets.slaDeadlineBm, nowBm),
        sql`${tickets.slaExceededNotifiedDeadlineBm} is distinct from ${tickets.slaDeadlineBm}`,
        ticketId === undefined ? undefined : eq(tickets.id, ticketId),
      ),
    )
    .orderBy(asc(tickets.slaDeadlineBm))
    .limit(BATCH);

  let queued = 0;
  for (const ticket of due) {
    const recipients = await slaNoticeRecipients(deps.db, ticket.id);
    await deps.db.transaction(async (tx) => {
      const isNew = await queueMessage(tx, {
        channel: 'mail',
        topic: SLA_EXCEEDED_JOB,
        dedupeKey: `${SLA_EXCEEDED_JOB}:${ticket.id}:${ticket.deadline}`,
        ticketId: ticket.id,
        recipients,
        subject: `SLA süresi aşıldı: #${ticket.ticketNo}`,
        body: [
          `#${ticket.ticketNo} numaralı biletin SLA süresi aşıldı.`,
          `Kırılım: ${ticket.typeName} / ${ticket.categoryName} / ${ticket.subCategoryName}`,
          `Sorumlu birim: ${ticket.responsibleName}`,
          `Oluşturulma: ${formatBusinessDateTime(ticket.createdAt, deps.timeZone)}`,
        ].join('\n'),
      });
      await tx
        .update(tickets)
        .set({ slaExceededNotifiedDeadlineBm: ticket.deadline })
        .where(
          and(eq(tickets.id, ticket.id), eq(tickets.slaDeadlineBm, ticket.deadline as number)),
        );
      if (isNew) queued++;
    });
  }
  return queued;
}

export function slaExceededJob(deps: Deps): Job {
  return {
    name: SLA_EXCEEDED_JOB,
    intervalMs: 60_000,
    run: () => queueSlaExceededNotices(deps).then(() => {}),
  };
}
