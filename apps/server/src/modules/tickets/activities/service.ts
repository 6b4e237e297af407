import { randomUUID } from 'node:crypto';
import { ROLE_TYPES } from '@ccms/contract/constants';
import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import {
  autoSubStatus,
  canMoveTicket,
  isStoreRoleType,
  needsCallWrapUp,
  normalizeActivity,
  type TActivityFormContext,
  validateActivityForm,
  wrapUpFitsStatus,
} from '@ccms/contract/tickets-activities/rules';
import type {
  TCreateActivityInput,
  TTicketActivity,
} from '@ccms/contract/tickets-activities/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import type { Executor } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type BusinessClockSource, restartSlaClock, stopSlaClock } from '../../sla/index.ts';
import {
  assertCurrentVersion,
  loadTicketAccess,
  type TicketAccess,
  ticketAuthority,
} from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { fullName } from '../full-name.ts';
import { queueCustomerSms } from '../notices/service.ts';
import { planTicketOwner, sameOwner } from './ownership.ts';
import {
  endOpenFlows,
  findActiveCallWrapUp,
  findActiveRole,
  findFlowsWithNames,
  findLatestActivity,
  findOpenFlow,
  findTicketActivities,
  findTicketForActivity,
  insertActivity,
  insertFlow,
  isActiveCustomerVoice,
  isActiveStore,
  type TicketForActivity,
  updateTicketRow,
} from './repository.ts';

type Deps = Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>;

export const TICKET_CLOSED_SMS_TOPIC = 'ticket-closed-sms';

/**
 * ticket/GetTicketActivities: newest first, each with the owner it left the ticket with. The
 * discount and points values only for Ticket.CanSeeDiscountCode.
 */
export async function getTicketActivities(
  deps: Pick<Deps, 'db'>,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketActivity[]> {
  await loadTicketAccess(deps.db, user, ticketId);
  const [rows, flows] = await Promise.all([
    findTicketActivities(deps.db, ticketId),
    findFlowsWithNames(deps.db, ticketId),
  ]);
  const canSeeDiscount = user.permissions.has('Ticket.CanSeeDiscountCode');
  const canActivityPlus = user.permissions.has('Ticket.CanSeeActivityPlus');
  const shown = <T>(value: T | null) => (canSeeDiscount ? value : null);
  return rows.map((row) => {
    // The flow this activity started, else the one in place when it was written.
    const flow =
      flows.find((candidate) => candidate.activityId === row.id) ??
      flows.filter((candidate) => candidate.startedAt <= row.createdAt).at(-1) ??
      null;
    return {
      id: row.id,
      ticketId: row.ticketId,
      status: row.status,
      subStatus: row.subStatus,
      description: row.description,
      callWrapUpId: row.callWrapUpId,
      callWrapUpName: row.callWrapUpName,
      customerVoiceId: row.customerVoiceId,
      customerVoiceName: row.customerVoiceName,
      hasDiscountCode: row.discountCode !== null,
      discountCode: shown(row.discountCode),
      discountCodeAmount: shown(row.discountCodeAmount),
      discountCodeDescription: shown(row.discountCodeDescription),
      hasMoneyPoint: row.moneyPoint !== null,
      moneyPoint: shown(row.moneyPoint),
      moneyPointAmount: shown(row.moneyPointAmount),
      moneyPointDescription: shown(row.moneyPointDescription),
      transferRoleId: row.transferRoleId,
      transferRoleName: row.transferRoleName,
      transferStoreName: row.transferStoreName,
      currentFlowId: flow?.id ?? null,
      currentFlowRoleName: flow?.roleName ?? null,
      ticketResponsibleStore: flow?.storeName ?? null,
      creatorUserFullName: fullName(row.creatorName, row.creatorSurname) ?? '',
      creatorUserType: row.creatorUserType,
      createdDate: row.createdAt.toISOString(),
      updatedDate: row.updatedAt?.toISOString() ?? null,
      updatedUserFullName: fullName(row.editorName, row.editorSurname),
      isSlaPaused: row.isSlaPaused,
      canCreateActivityForClosedTickets: canActivityPlus,
    };
  });
}

/**
 * The customer-voice switch of an active wrap-up, for the edit's status rules (docs/domain.md
 * §13.3 Status); null for an unknown or inactive one, which writeActivity then refuses.
 */
export async function findWrapUpVoiceRule(
  db: Executor,
  id: string,
): Promise<{ isCustomerVoiceNecessary: boolean } | null> {
  const row = await findActiveCallWrapUp(db, id);
  return row ? { isCustomerVoiceNecessary: row.isCustomerVoiceNecessary } : null;
}

/** The wrap-up and transfer target the form rules read, checked against the database. */
async function loadFormContext(
  db: Executor,
  input: ActivityWrite['input'],
  ticket: TicketForActivity,
) {
  const subStatus = input.subStatus ?? autoSubStatus(input.status);
  let callWrapUp: Awaited<ReturnType<typeof findActiveCallWrapUp>> | null = null;
  if (needsCallWrapUp(input.status, subStatus) && input.callWrapUpId) {
    callWrapUp = (await findActiveCallWrapUp(db, input.callWrapUpId)) ?? null;
    if (!callWrapUp) throw badRequest(M.callWrapUpNotFound);
    if (!wrapUpFitsStatus(input.status, callWrapUp)) throw badRequest(M.callWrapUpWrongKind);
  }
  let transferRole: Awaited<ReturnType<typeof findActiveRole>> | null = null;
  if (input.status === TICKET_STATUS.forwarded && input.transferRoleId) {
    transferRole = (await findActiveRole(db, input.transferRoleId)) ?? null;
    // Call-centre roles (5) are not transfer targets (roles/getroles leaves them out).
    if (!transferRole || transferRole.roleType === ROLE_TYPES.operator)
      throw badRequest(M.transferRoleNotFound);
  }
  const form: TActivityFormContext = {
    callWrapUp,
    transferTarget: transferRole
      ? {
          needsStore: isStoreRoleType(transferRole.roleType),
          isECommerceBackOffice: transferRole.isECommerceBackOffice,
        }
      : null,
    canGoEcommerceBackOffice: ticket.canGoEcommerceBackOffice,
  };
  return { form, callWrapUp, transferRole };
}

/** A new activity is written strictly after the ticket's last one, so "newest" is one row. */
function activityTime(now: Date, latest: Date | undefined): Date {
  return latest && now.getTime() <= latest.getTime() ? new Date(latest.getTime() + 1) : now;
}

/**
 * ticket/createActivity (docs/domain.md §3, §4, §5): one transaction on the locked ticket row:
 * the version, then writeActivity.
 */
export async function createActivity(
  deps: Deps,
  user: CurrentUser,
  input: TCreateActivityInput,
): Promise<{ id: string; ticketVersion: number }> {
  const businessClock = await deps.businessClocks.get();
  return deps.db.transaction(async (tx) => {
    const access = await loadTicketAccess(tx, user, input.ticketId, { lock: true });
    assertCurrentVersion(access.ticket, input.version);
    return writeActivity(tx, deps, user, { access, input, businessClock });
  });
}

/** What writeActivity needs: the locked ticket's access, the activity, the SLA calendar. */
export type ActivityWrite = {
  access: TicketAccess;
  input: Omit<TCreateActivityInput, 'version'>;
  businessClock: Awaited<ReturnType<BusinessClockSource['get']>>;
};

/**
 * An activity on a ticket whose row the caller has locked in `tx` (createActivity, and a status
 * change through the edit, docs/domain.md §13.3 Status): authority, transition, the form rules
 * with the wrap-up read from the database; then the activity, the owner move with its flow rows,
 * the SLA clock, the closing fields, the values copied onto the ticket, the version bump, and
 * the closing SMS in the outbox.
 */
export async function writeActivity(
  tx: Executor,
  deps: Omit<Deps, 'db'>,
  user: CurrentUser,
  { access, input, businessClock }: ActivityWrite,
): Promise<{ id: string; ticketVersion: number }> {
  const wasClosed = access.ticket.status === TICKET_STATUS.closed;
  if (!ticketAuthority(user, access).canAddActivity) {
    throw forbidden(wasClosed ? M.closedTicketNeedsActivityPlus : M.cannotAddActivity);
  }
  const canActivityPlus = user.permissions.has('Ticket.CanSeeActivityPlus');
  if (
    input.status !== null &&
    !canMoveTicket(access.ticket.status, input.status, canActivityPlus)
  ) {
    throw badRequest(M.transitionRefused);
  }
  const ticket = (await findTicketForActivity(tx, input.ticketId)) as TicketForActivity;
  const context = await loadFormContext(tx, input, ticket);
  const errors = validateActivityForm(input, context.form);
  if (errors.length > 0) throw badRequest([...new Set(errors.map((error) => error.message))]);
  const activity = normalizeActivity(input, context.form);
  // Choosing a wrap-up needs Ticket.CallWrapUps: the browser hides the field, the server refuses
  // it too (docs/domain.md §13.1 Wrap-ups).
  if (activity.callWrapUpId && !user.permissions.has('Ticket.CallWrapUps')) {
    throw forbidden(M.callWrapUpNotAllowed);
  }
  const status = activity.status as number;
  const subStatus = activity.subStatus as number;
  if (activity.customerVoiceId && !(await isActiveCustomerVoice(tx, activity.customerVoiceId))) {
    throw badRequest(M.customerVoiceNotFound);
  }
  if (activity.transferStoreId && !(await isActiveStore(tx, activity.transferStoreId))) {
    throw badRequest(M.transferStoreNotFound);
  }
  const owner = await planTicketOwner(
    tx,
    ticket,
    status,
    context.transferRole && activity.transferRoleId
      ? {
          roleId: activity.transferRoleId,
          roleType: context.transferRole.roleType,
          storeId: activity.transferStoreId,
        }
      : null,
  );

  const latest = await findLatestActivity(tx, ticket.id);
  const now = activityTime(deps.clock.now(), latest?.createdAt);
  const nowBm = businessClock.minuteAt(now);
  const wrapUp = activity.callWrapUpId ? context.callWrapUp : null;
  const isClosing = status === TICKET_STATUS.closed;
  const activityId = randomUUID();
  await insertActivity(tx, {
    id: activityId,
    ticketId: ticket.id,
    status,
    subStatus,
    description: activity.description,
    callWrapUpId: activity.callWrapUpId,
    customerVoiceId: activity.customerVoiceId,
    transferRoleId: activity.transferRoleId,
    transferStoreId: activity.transferStoreId,
    isSlaPaused: wrapUp?.isSlaPaused === true,
    discountCode: activity.discountCode,
    discountCodeAmount: activity.discountCodeAmount,
    discountCodeDescription: activity.discountCodeDescription,
    moneyPoint: activity.moneyPoint,
    moneyPointAmount: activity.moneyPointAmount,
    moneyPointDescription: activity.moneyPointDescription,
    createdByUserId: user.id,
    createdAt: now,
  });

  // Closing ends the owner's time; a new owner (or reopening) starts a new flow row.
  const openFlow = await findOpenFlow(tx, ticket.id);
  if (isClosing) {
    await endOpenFlows(tx, ticket.id, now);
  } else if (!openFlow || !sameOwner(openFlow, owner)) {
    await endOpenFlows(tx, ticket.id, now);
    await insertFlow(tx, { ticketId: ticket.id, ...owner, activityId, startedAt: now });
  }

  const clock = {
    slaDeadlineBm: ticket.slaDeadlineBm,
    slaStoppedAtBm: ticket.slaStoppedAtBm,
    slaExceededNotifiedDeadlineBm: ticket.slaExceededNotifiedDeadlineBm,
  };
  const sla =
    isClosing || wrapUp?.isSlaPaused ? stopSlaClock(clock, nowBm) : restartSlaClock(clock, nowBm);
  const ticketVersion = ticket.version + 1;
  await updateTicketRow(tx, ticket.id, {
    status,
    subStatus,
    currentRoleId: owner.roleId,
    responsibleStoreId: owner.storeId,
    ...sla,
    ...closingFields(wasClosed, isClosing, user.id, now),
    ...firstAnswerFields(ticket, user.id, now, nowBm),
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
    updatedByUserId: user.id,
    version: ticketVersion,
  });
  if (isClosing && !wasClosed) await queueClosingSms(tx, deps, ticket, activityId);
  return { id: activityId, ticketVersion };
}

/**
 * The first answer (docs/domain.md §25): the first activity by a user other than the ticket's
 * creator. It keeps when, and the business minutes of the SLA consumed by then (the clock as it
 * stood before this activity; null for a ticket without an SLA, which is not measured).
 */
function firstAnswerFields(ticket: TicketForActivity, userId: string, now: Date, nowBm: number) {
  if (ticket.firstAnsweredAt !== null || ticket.createdByUserId === userId) return {};
  const hasSla =
    ticket.slaMinutes !== null && !ticket.isRemovedFromSla && ticket.slaDeadlineBm !== null;
  const consumed = hasSla
    ? (ticket.slaMinutes as number) -
      ((ticket.slaDeadlineBm as number) - (ticket.slaStoppedAtBm ?? nowBm))
    : null;
  return { firstAnsweredAt: now, firstAnswerConsumedMinutes: consumed };
}

/** Closing sets who and when; reopening clears them; an activity on a closed one keeps them. */
function closingFields(wasClosed: boolean, isClosing: boolean, userId: string, now: Date) {
  if (isClosing && !wasClosed) return { closedUserId: userId, closedAt: now };
  if (!isClosing && wasClosed) return { closedUserId: null, closedAt: null };
  return {};
}

/**
 * docs/domain.md §17: an SMS to the customer on closing, for breakdowns with isSms whose rule set
 * does not close the case at creation.
 */
async function queueClosingSms(
  db: Executor,
  deps: Omit<Deps, 'db'>,
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
