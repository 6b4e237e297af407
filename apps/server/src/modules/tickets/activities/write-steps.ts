import { randomUUID } from 'node:crypto';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { restartSlaClock, stopSlaClock } from '../../sla/index.ts';
import { queueCustomerSms } from '../notices/service.ts';
import type { CheckedActivity, WrapUp } from './check-activity.ts';
import { sameOwner, type TicketOwner } from './ownership.ts';
import {
  endOpenFlows,
  findLatestActivity,
  findOpenFlow,
  insertActivity,
  insertFlow,
  type TicketChanges,
  type TicketForActivity,
} from './repository.ts';

// The writes of writeActivity (service.ts), in the order it makes them.

/** Now, or just after the ticket's last activity, so that "newest" is always one row. */
export async function nextActivityTime(db: SealedDb, ticketId: string, now: Date): Promise<Date> {
  const latest = (await findLatestActivity(db, ticketId))?.createdAt;
  return latest && now.getTime() <= latest.getTime() ? new Date(latest.getTime() + 1) : now;
}

/** Inserts the activity row; answers its new id. */
export async function recordActivity(
  db: SealedDb,
  row: {
    ticketId: string;
    activity: CheckedActivity;
    wrapUp: WrapUp | null;
    userId: string;
    now: Date;
  },
): Promise<string> {
  const { activity } = row;
  const id = randomUUID();
  await insertActivity(db, {
    id,
    ticketId: row.ticketId,
    status: activity.status,
    subStatus: activity.subStatus,
    description: activity.description,
    callWrapUpId: activity.callWrapUpId,
    customerVoiceId: activity.customerVoiceId,
    transferRoleId: activity.transferRoleId,
    transferStoreId: activity.transferStoreId,
    isSlaPaused: row.wrapUp?.isSlaPaused === true,
    discountCode: activity.discountCode,
    discountCodeAmount: activity.discountCodeAmount,
    discountCodeDescription: activity.discountCodeDescription,
    moneyPoint: activity.moneyPoint,
    moneyPointAmount: activity.moneyPointAmount,
    moneyPointDescription: activity.moneyPointDescription,
    createdByUserId: row.userId,
    createdAt: row.now,
  });
  return id;
}

/** Closing ends the owner's time; a new owner (or reopening) starts a new flow row. */
export async function moveFlows(
  db: SealedDb,
  move: {
    ticketId: string;
    owner: TicketOwner;
    isClosing: boolean;
    activityId: string;
    now: Date;
  },
) {
  const { ticketId, owner, activityId, now } = move;
  const openFlow = await findOpenFlow(db, ticketId);
  if (move.isClosing) {
    await endOpenFlows(db, ticketId, now);
  } else if (!openFlow || !sameOwner(openFlow, owner)) {
    await endOpenFlows(db, ticketId, now);
    await insertFlow(db, { ticketId, ...owner, activityId, startedAt: now });
  }
}

/**
 * What the activity changes on the ticket: status, owner, the SLA clock (stopped by closing or a
 * pausing wrap-up, else running), who closed it, the first answer, the wrap-up, discount and
 * points it carries, and the next version.
 */
export function ticketChanges(
  ticket: TicketForActivity,
  change: {
    wasClosed: boolean;
    activity: CheckedActivity;
    owner: TicketOwner;
    wrapUp: WrapUp | null;
    userId: string;
    now: Date;
    nowBm: number;
  },
): TicketChanges {
  const { wasClosed, activity, owner, userId, now, nowBm } = change;
  const isClosing = activity.status === TICKET_STATUS.closed;
  const clock = {
    slaDeadlineBm: ticket.slaDeadlineBm,
    slaStoppedAtBm: ticket.slaStoppedAtBm,
    slaExceededNotifiedDeadlineBm: ticket.slaExceededNotifiedDeadlineBm,
  };
  const sla =
    isClosing || change.wrapUp?.isSlaPaused
      ? stopSlaClock(clock, nowBm)
      : restartSlaClock(clock, nowBm);
  return {
    status: activity.status,
    subStatus: activity.subStatus,
    currentRoleId: owner.roleId,
    responsibleStoreId: owner.storeId,
    ...sla,
    ...closingFields(wasClosed, isClosing, userId, now),
    ...firstAnswerFields(ticket, userId, now, nowBm),
    ...(activity.callWrapUpId
      ? { callWrapUpId: activity.callWrapUpId, customerVoiceId: activity.customerVoiceId }
      : {}),
    ...(activity.discountCode
      ? { discountCode: activity.discountCode, discountCodeAmount: activity.discountCodeAmount }
      : {}),
    ...(activity.moneyPoint
      ? { moneyPoint: activity.moneyPoint, moneyPointAmount: activity.moneyPointAmount }
      : {}),
    updatedAt: now,
    updatedByUserId: userId,
    version: ticket.version + 1,
  };
}

/**
 * The first answer (docs/domain.md §25): the first activity by a user other than the ticket's
 * creator. It keeps when, and the business minutes of the SLA consumed by then (the clock as it
 * stood before this activity; null for a ticket without an SLA, which is not measured).
 */
function firstAnswerFields(ticket: TicketForActivity, userId: string, now: Date, nowBm: number) {
  if (ticket.firstAnsweredAt !== null || ticket.createdByUserId === userId) return {};
  const { slaMinutes, slaDeadlineBm } = ticket;
  const consumed =
    slaMinutes !== null && !ticket.isRemovedFromSla && slaDeadlineBm !== null
      ? slaMinutes - (slaDeadlineBm - (ticket.slaStoppedAtBm ?? nowBm))
      : null;
  return { firstAnsweredAt: now, firstAnswerConsumedMinutes: consumed };
}

/** Closing sets who and when; reopening clears them; an activity on a closed one keeps them. */
function closingFields(wasClosed: boolean, isClosing: boolean, userId: string, now: Date) {
  if (isClosing && !wasClosed) return { closedUserId: userId, closedAt: now };
  if (!isClosing && wasClosed) return { closedUserId: null, closedAt: null };
  return {};
}

const TICKET_CLOSED_SMS_TOPIC = 'ticket-closed-sms';

/**
 * docs/domain.md §17: an SMS to the customer on closing, for breakdowns with isSms whose rule set
 * does not close the case at creation.
 */
export async function queueClosingSms(
  db: SealedDb,
  deps: Parameters<typeof queueCustomerSms>[1],
  ticket: TicketForActivity,
  activityId: string,
) {
  if (!ticket.isSms || ticket.isCaseClosedRuleSet === true) return;
  await queueCustomerSms(db, deps, {
    kind: TICKET_CLOSED_SMS_TOPIC,
    ticketId: ticket.id,
    dedupeKey: `${TICKET_CLOSED_SMS_TOPIC}:${ticket.id}:${activityId}`,
  });
}
