import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import {
  needsCallWrapUp,
  validateActivityUpdate,
  wrapUpFitsStatus,
} from '@ccms/contract/tickets-activities/rules';
import type { TUpdateActivityInput } from '@ccms/contract/tickets-activities/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { inTransaction, type Sealed, type SealedDb } from '../../../platform/sealed-db.ts';
import { restartSlaClock, stopSlaClock } from '../../sla/index.ts';
import { loadTicketAccess } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  type ActivityChanges,
  findActiveCallWrapUp,
  findActivity,
  findCallWrapUpFlags,
  findLatestActivity,
  findTicketForActivity,
  isActiveCustomerVoice,
  type TicketChanges,
  type TicketForActivity,
  updateActivityRow,
  updateTicketRow,
} from './repository.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks'>>;
type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;
type WrapUpChange = { callWrapUpId: string; customerVoiceId: string | null; isSlaPaused: boolean };

/**
 * ticket/UpdateActivity (route permission Ticket.EditDescription): the detail page's inline edits
 * of one activity. When the activity is the ticket's latest, the ticket's wrap-up, voice, discount
 * and points follow it (and a wrap-up change on an open ticket moves the SLA clock as an activity
 * would), with the version bumped; the locked ticket row keeps this in step with createActivity.
 */
export async function updateActivity(
  deps: Deps,
  user: CurrentUser,
  input: TUpdateActivityInput,
): Promise<{ id: string; ticketVersion: number }> {
  const businessClock = await deps.businessClocks.get();
  return inTransaction(deps.db, async (tx) => {
    const activity = await findActivity(tx, input.id);
    if (!activity) throw notFound(M.activityNotFound);
    const access = await loadTicketAccess(tx, user, activity.ticketId, { lock: true });
    const errors = validateActivityUpdate(input);
    if (errors.length > 0) throw badRequest(errors.map((error) => error.message));

    const now = deps.clock.now();
    const wrapUp = await planWrapUpChange(tx, activity, input);
    const changes: ActivityChanges = {
      ...(input.description !== undefined ? { description: input.description?.trim() } : {}),
      ...(wrapUp ?? {}),
      ...(input.discountCode !== undefined ? { discountCode: input.discountCode?.trim() } : {}),
      ...(input.discountCodeAmount !== undefined
        ? { discountCodeAmount: input.discountCodeAmount }
        : {}),
      ...(input.moneyPoint !== undefined ? { moneyPoint: String(input.moneyPoint).trim() } : {}),
      ...(input.moneyPointAmount !== undefined ? { moneyPointAmount: input.moneyPointAmount } : {}),
    };
    await updateActivityRow(tx, activity.id, {
      ...changes,
      updatedAt: now,
      updatedByUserId: user.id,
    });

    const latest = await findLatestActivity(tx, activity.ticketId);
    const { description: _description, isSlaPaused: _isSlaPaused, ...ticketCopy } = changes;
    if (latest?.id !== activity.id || Object.keys(ticketCopy).length === 0) {
      return { id: activity.id, ticketVersion: access.ticket.version };
    }
    const ticket = (await findTicketForActivity(tx, activity.ticketId)) as TicketForActivity;
    const ticketVersion = ticket.version + 1;
    await updateTicketRow(tx, ticket.id, {
      ...ticketCopy,
      ...(wrapUp ? slaAfterWrapUpChange(ticket, wrapUp, businessClock.minuteAt(now)) : {}),
      updatedAt: now,
      updatedByUserId: user.id,
      version: ticketVersion,
    });
    return { id: activity.id, ticketVersion };
  });
}

/**
 * A wrap-up or voice change: only on an activity whose status takes a wrap-up; a new wrap-up
 * must be active; the voice is kept only for a wrap-up that asks for it, and then required.
 */
async function planWrapUpChange(
  db: SealedDb,
  activity: ActivityRow,
  input: TUpdateActivityInput,
): Promise<WrapUpChange | null> {
  const newWrapUpId = input.callWrapUpId ?? null;
  if (newWrapUpId === null && input.customerVoiceId === undefined) return null;
  if (!needsCallWrapUp(activity.status, activity.subStatus)) {
    throw badRequest(M.callWrapUpNotForStatus);
  }
  const callWrapUpId = newWrapUpId ?? activity.callWrapUpId;
  const wrapUp = newWrapUpId
    ? await findActiveCallWrapUp(db, newWrapUpId)
    : callWrapUpId
      ? await findCallWrapUpFlags(db, callWrapUpId)
      : undefined;
  if (!wrapUp || !callWrapUpId) throw badRequest(M.callWrapUpNotFound);
  if (newWrapUpId && !wrapUpFitsStatus(activity.status, wrapUp)) {
    throw badRequest(M.callWrapUpWrongKind);
  }
  let customerVoiceId =
    input.customerVoiceId !== undefined ? input.customerVoiceId : activity.customerVoiceId;
  if (!wrapUp.isCustomerVoiceNecessary) {
    customerVoiceId = null;
  } else if (!customerVoiceId) {
    throw badRequest(M.customerVoiceRequired);
  } else if (input.customerVoiceId && !(await isActiveCustomerVoice(db, input.customerVoiceId))) {
    throw badRequest(M.customerVoiceNotFound);
  }
  return { callWrapUpId, customerVoiceId, isSlaPaused: wrapUp.isSlaPaused };
}

/** An open ticket's clock follows its latest activity's wrap-up (docs/domain.md §4). */
function slaAfterWrapUpChange(
  ticket: TicketForActivity,
  wrapUp: WrapUpChange,
  nowBm: number,
): TicketChanges {
  if (ticket.status === TICKET_STATUS.closed) return {};
  const clock = {
    slaDeadlineBm: ticket.slaDeadlineBm,
    slaStoppedAtBm: ticket.slaStoppedAtBm,
    slaExceededNotifiedDeadlineBm: ticket.slaExceededNotifiedDeadlineBm,
  };
  return wrapUp.isSlaPaused ? stopSlaClock(clock, nowBm) : restartSlaClock(clock, nowBm);
}
