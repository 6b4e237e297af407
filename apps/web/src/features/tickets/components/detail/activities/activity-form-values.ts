import type { TActivityCallWrapUp, TActivityDraft } from '@ccms/contract/tickets-activities/rules';
import {
  activityStatusOptions,
  autoSubStatus,
  needsCallWrapUp,
} from '@ccms/contract/tickets-activities/rules';
import type { TTransferTarget } from '@ccms/contract/tickets-activities/schemas';
import {
  subStatusesOf,
  type TicketStatus,
  ticketStatusLabel,
  ticketSubStatusLabel,
} from '@ccms/contract/tickets-statuses';

/** What the new-activity form holds; the names are createActivity's, so errors name fields. */
export type ActivityFormValues = TActivityDraft & {
  transferRoleId?: string | null;
  moneyPoint?: string | null;
};

/** A wrap-up row of the lists, as the activity rules read it. */
export function toActivityWrapUp(
  row:
    | {
        isCustomerVoiceNecessary: boolean;
        revealsDiscountCode: boolean;
        revealsMoneyPoint: boolean;
      }
    | null
    | undefined,
): TActivityCallWrapUp | null {
  return row
    ? {
        isCustomerVoiceNecessary: row.isCustomerVoiceNecessary,
        revealsDiscountCode: row.revealsDiscountCode,
        revealsMoneyPoint: row.revealsMoneyPoint,
      }
    : null;
}

/**
 * The values to set after a change (docs/domain.md §13.2 Dialog behaviour): a status resets
 * sub-status (its only one chosen at once), transfer target, wrap-up, voice and the discount /
 * points blocks; a transfer role clears its store; a wrap-up clears the voice and turns on the
 * block it reveals (the user may turn it off) and off the one it does not.
 */
export function activityValuesToReset(
  changed: Partial<ActivityFormValues>,
  wrapUpOf: (id: string | null | undefined) => TActivityCallWrapUp | null,
): Partial<ActivityFormValues> {
  if ('status' in changed) {
    return {
      subStatus: autoSubStatus(changed.status),
      transferRoleId: null,
      transferStoreId: null,
      callWrapUpId: null,
      customerVoiceId: null,
      hasDiscountCode: false,
      hasMoneyPoint: false,
    };
  }
  if ('transferRoleId' in changed) return { transferStoreId: null };
  if ('callWrapUpId' in changed) {
    const wrapUp = wrapUpOf(changed.callWrapUpId);
    return {
      customerVoiceId: null,
      hasDiscountCode: wrapUp?.revealsDiscountCode === true,
      hasMoneyPoint: wrapUp?.revealsMoneyPoint === true,
    };
  }
  return {};
}

/** The transfer targets offered: the e-commerce back office only where the breakdown allows. */
export function offeredTransferTargets(
  targets: readonly TTransferTarget[],
  canGoEcommerceBackOffice: boolean,
): TTransferTarget[] {
  return targets.filter((target) => canGoEcommerceBackOffice || !target.isECommerceBackOffice);
}

/** The suffix of a choice that needs a wrap-up the user may not give. */
export const NEEDS_WRAP_UP_PERMISSION = ' (çağrı sonucu yetkisi gerekir)';

export type ActivityChoice = { value: number; label: string; disabled: boolean };

/**
 * The statuses the dialog offers (activityStatusOptions). Without Ticket.CallWrapUps a choice
 * that always needs a wrap-up (5 İşlemde) is shown but disabled, since it could not be saved.
 */
export function statusChoices(
  currentStatus: number,
  canActivityPlus: boolean,
  canChooseWrapUp: boolean,
): ActivityChoice[] {
  return toStatusChoices(activityStatusOptions(currentStatus, canActivityPlus), canChooseWrapUp);
}

/**
 * Statuses as select choices; without Ticket.CallWrapUps those that always need a wrap-up are
 * disabled, except `kept` (the edit dialog's current status, which keeps its wrap-up).
 */
export function toStatusChoices(
  statuses: readonly TicketStatus[],
  canChooseWrapUp: boolean,
  kept?: number,
): ActivityChoice[] {
  return statuses.map((status) => {
    const disabled =
      status !== kept &&
      !canChooseWrapUp &&
      subStatusesOf(status).every((sub) => needsCallWrapUp(status, sub));
    const label = ticketStatusLabel(status);
    return {
      value: status,
      label: disabled ? `${label}${NEEDS_WRAP_UP_PERMISSION}` : label,
      disabled,
    };
  });
}

/** The sub-statuses of a status; those needing a wrap-up disabled without Ticket.CallWrapUps. */
export function subStatusChoices(
  status: number | null,
  canChooseWrapUp: boolean,
): ActivityChoice[] {
  if (status === null) return [];
  return subStatusesOf(status as TicketStatus).map((sub) => {
    const disabled = !canChooseWrapUp && needsCallWrapUp(status, sub);
    const label = ticketSubStatusLabel(sub);
    return {
      value: sub,
      label: disabled ? `${label}${NEEDS_WRAP_UP_PERMISSION}` : label,
      disabled,
    };
  });
}
