import { ROLE_TYPES } from '@ccms/contract/constants';
import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import {
  autoSubStatus,
  canMoveTicket,
  isStoreRoleType,
  needsCallWrapUp,
  normalizeActivity,
  type TActivityFormContext,
  type TNormalizedActivity,
  validateActivityForm,
  wrapUpFitsStatus,
} from '@ccms/contract/tickets-activities/rules';
import type { TCreateActivityInput } from '@ccms/contract/tickets-activities/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import type { CurrentUser } from '../../../platform/access.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { type TicketAccess, ticketAuthority } from '../access/service.ts';
import {
  findActiveCallWrapUp,
  findActiveRole,
  findTicketForActivity,
  isActiveCustomerVoice,
  isActiveStore,
  type TicketForActivity,
} from './repository.ts';

// The checks writeActivity (service.ts) makes before it writes anything, in its order.

type ActivityInput = Omit<TCreateActivityInput, 'version'>;
export type WrapUp = NonNullable<Awaited<ReturnType<typeof findActiveCallWrapUp>>>;
type TransferRole = NonNullable<Awaited<ReturnType<typeof findActiveRole>>>;

/** An activity the form rules accepted, with the status pair they require. */
export type CheckedActivity = Omit<TNormalizedActivity, 'status' | 'subStatus'> & {
  status: number;
  subStatus: number;
};

/** Refuses a user who may not add an activity here, or a status move they may not make. */
export function assertMayAddActivity(
  user: CurrentUser,
  access: TicketAccess,
  status: number | null,
) {
  const wasClosed = access.ticket.status === TICKET_STATUS.closed;
  if (!ticketAuthority(user, access).canAddActivity) {
    throw forbidden(wasClosed ? M.closedTicketNeedsActivityPlus : M.cannotAddActivity);
  }
  const canActivityPlus = user.permissions.has('Ticket.CanSeeActivityPlus');
  if (status !== null && !canMoveTicket(access.ticket.status, status, canActivityPlus)) {
    throw badRequest(M.transitionRefused);
  }
}

/** The ticket's row as the activity reads it; the caller holds its lock, so it is there. */
export async function findLockedTicket(db: SealedDb, ticketId: string) {
  const ticket = await findTicketForActivity(db, ticketId);
  if (!ticket) throw new Error(`The locked ticket ${ticketId} has no row.`);
  return ticket;
}

/** The wrap-up and transfer target the form rules read, checked against the database. */
async function loadFormContext(db: SealedDb, input: ActivityInput, ticket: TicketForActivity) {
  const subStatus = input.subStatus ?? autoSubStatus(input.status);
  let callWrapUp: WrapUp | null = null;
  if (needsCallWrapUp(input.status, subStatus) && input.callWrapUpId) {
    callWrapUp = (await findActiveCallWrapUp(db, input.callWrapUpId)) ?? null;
    if (!callWrapUp) throw badRequest(M.callWrapUpNotFound);
    if (!wrapUpFitsStatus(input.status, callWrapUp)) throw badRequest(M.callWrapUpWrongKind);
  }
  let transferRole: TransferRole | null = null;
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

/** The status pair of an accepted form; validateActivityForm has refused an empty one. */
function withStatusPair(activity: TNormalizedActivity): CheckedActivity {
  const { status, subStatus } = activity;
  if (status === null) throw badRequest(M.statusRequired);
  if (subStatus === null) throw badRequest(M.subStatusRequired);
  return { ...activity, status, subStatus };
}

/**
 * The activity as the form rules accept it (docs/domain.md §13.2 Dialog rules), with the wrap-up
 * it keeps and the role it forwards to, each checked as active.
 */
export async function checkActivity(
  db: SealedDb,
  user: CurrentUser,
  input: ActivityInput,
  ticket: TicketForActivity,
) {
  const context = await loadFormContext(db, input, ticket);
  const errors = validateActivityForm(input, context.form);
  if (errors.length > 0) throw badRequest([...new Set(errors.map((error) => error.message))]);
  const activity = normalizeActivity(input, context.form);
  // Choosing a wrap-up needs Ticket.CallWrapUps: the browser hides the field, the server refuses
  // it too (docs/domain.md §13.1 Wrap-ups).
  if (activity.callWrapUpId && !user.permissions.has('Ticket.CallWrapUps')) {
    throw forbidden(M.callWrapUpNotAllowed);
  }
  const checked = withStatusPair(activity);
  if (checked.customerVoiceId && !(await isActiveCustomerVoice(db, checked.customerVoiceId))) {
    throw badRequest(M.customerVoiceNotFound);
  }
  if (checked.transferStoreId && !(await isActiveStore(db, checked.transferStoreId))) {
    throw badRequest(M.transferStoreNotFound);
  }
  return {
    activity: checked,
    wrapUp: checked.callWrapUpId ? context.callWrapUp : null,
    transfer:
      context.transferRole && checked.transferRoleId
        ? {
            roleId: checked.transferRoleId,
            roleType: context.transferRole.roleType,
            storeId: checked.transferStoreId,
          }
        : null,
  };
}
