import {
  isEditStateChanged,
  isEditStateSent,
  TICKET_EDIT_STATE_MESSAGES as M,
  normalizeEditState,
  type TTicketEditState,
  type TTicketEditStateDraft,
  type TTicketEditStateError,
  validateTicketEditState,
} from '@ccms/contract/tickets-edit-state';
import type { CurrentUser } from '../../../platform/access.ts';
import { forbidden } from '../../../platform/errors.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { type TicketAccess, ticketAuthority } from '../access/service.ts';
import { type ActivityWrite, findWrapUpVoiceRule, writeActivity } from '../activities/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { findTicketState } from './repository.ts';

/** A status change the edit asks for, with the messages of its rules (empty when valid). */
export type EditStateChange = { state: TTicketEditState; errors: TTicketEditStateError[] };

/**
 * What the edit does to the ticket's state (docs/domain.md §13.3 Status): nothing when the four
 * fields are not sent or keep the state; otherwise the move, checked by the edit's rules. Moving
 * a ticket is an activity, so it needs the activity right as well as the edit right (403).
 */
export async function planEditStateChange(
  tx: SealedDb,
  user: CurrentUser,
  access: TicketAccess,
  draft: TTicketEditStateDraft,
): Promise<EditStateChange | null> {
  if (!isEditStateSent(draft)) return null;
  const current = await findTicketState(tx, access.ticket.id);
  if (!current || !isEditStateChanged(current, draft)) return null;
  if (!ticketAuthority(user, access).canAddActivity) {
    throw forbidden(M.stateChangeNeedsActivityRight);
  }
  const state = normalizeEditState(draft);
  const callWrapUp = state.callWrapUpId ? await findWrapUpVoiceRule(tx, state.callWrapUpId) : null;
  const errors = validateTicketEditState(draft, {
    currentStatus: access.ticket.status,
    canActivityPlus: user.permissions.has('Ticket.CanSeeActivityPlus'),
    callWrapUp,
  });
  return { state, errors };
}

/**
 * Writes the move as the activity dialog would (writeActivity: transition, wrap-up kind and
 * right, owner, SLA clock, closing fields, closing SMS), in the edit's transaction, after the
 * edited fields, so that the activity reads the ticket's new breakdown. Answers the version.
 */
export async function applyEditStateChange(
  tx: SealedTx,
  deps: Pick<TicketsDeps, 'clock' | 'businessClocks' | 'timeZone' | 'publicUrl'>,
  user: CurrentUser,
  change: Omit<ActivityWrite, 'input'> & { state: TTicketEditState },
): Promise<number> {
  const { state, access, businessClock } = change;
  const { ticketVersion } = await writeActivity(tx, deps, user, {
    access,
    businessClock,
    input: {
      ticketId: access.ticket.id,
      status: state.status,
      subStatus: state.subStatus,
      description: M.activityDescription,
      transferRoleId: null,
      transferStoreId: null,
      callWrapUpId: state.callWrapUpId,
      customerVoiceId: state.customerVoiceId,
      hasDiscountCode: false,
      discountCode: null,
      discountCodeAmount: null,
      discountCodeDescription: null,
      hasMoneyPoint: false,
      moneyPoint: null,
      moneyPointAmount: null,
      moneyPointDescription: null,
    },
  });
  return ticketVersion;
}
