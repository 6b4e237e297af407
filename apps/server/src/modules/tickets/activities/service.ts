import type {
  TCreateActivityInput,
  TTicketActivity,
} from '@ccms/contract/tickets-activities/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import {
  inTransaction,
  type Sealed,
  type SealedDb,
  type SealedTx,
} from '../../../platform/sealed-db.ts';
import type { BusinessClockSource } from '../../sla/index.ts';
import { assertCurrentVersion, loadTicketAccess, type TicketAccess } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { fullName } from '../full-name.ts';
import { assertMayAddActivity, checkActivity, findLockedTicket } from './check-activity.ts';
import { planTicketOwner } from './ownership.ts';
import {
  findActiveCallWrapUp,
  findFlowsWithNames,
  findTicketActivities,
  updateTicketRow,
} from './repository.ts';
import {
  moveFlows,
  nextActivityTime,
  queueClosingSms,
  recordActivity,
  ticketChanges,
} from './write-steps.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>>;

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
  db: SealedDb,
  id: string,
): Promise<{ isCustomerVoiceNecessary: boolean } | null> {
  const row = await findActiveCallWrapUp(db, id);
  return row ? { isCustomerVoiceNecessary: row.isCustomerVoiceNecessary } : null;
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
  return inTransaction(deps.db, async (tx) => {
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
 * change through the edit, docs/domain.md §13.3 Status): authority and transition, the form rules
 * with the wrap-up read from the database, the new owner; then the activity row, the owner's flow
 * rows, the ticket's own columns and the closing SMS in the outbox.
 */
export async function writeActivity(
  tx: SealedTx,
  deps: Omit<Deps, 'db'>,
  user: CurrentUser,
  { access, input, businessClock }: ActivityWrite,
): Promise<{ id: string; ticketVersion: number }> {
  assertMayAddActivity(user, access, input.status);
  const ticket = await findLockedTicket(tx, input.ticketId);
  const { activity, wrapUp, transfer } = await checkActivity(tx, user, input, ticket);
  const owner = await planTicketOwner(tx, ticket, activity.status, transfer);

  const now = await nextActivityTime(tx, ticket.id, deps.clock.now());
  const wasClosed = access.ticket.status === TICKET_STATUS.closed;
  const isClosing = activity.status === TICKET_STATUS.closed;
  const userId = user.id;
  const activityId = await recordActivity(tx, {
    ticketId: ticket.id,
    activity,
    wrapUp,
    userId,
    now,
  });
  await moveFlows(tx, { ticketId: ticket.id, owner, isClosing, activityId, now });
  const changes = ticketChanges(ticket, {
    wasClosed,
    activity,
    owner,
    wrapUp,
    userId,
    now,
    nowBm: businessClock.minuteAt(now),
  });
  await updateTicketRow(tx, ticket.id, changes);
  if (isClosing && !wasClosed) await queueClosingSms(tx, deps, ticket, activityId);
  return { id: activityId, ticketVersion: ticket.version + 1 };
}
