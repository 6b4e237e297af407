import type {
  TActivityCallWrapUp,
  TActivityDraft,
  TTransferTarget,
} from '@ccms/contract/ticket-activity';
import { autoSubStatus } from '@ccms/contract/ticket-activity';

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
 * The values to set after a change (part 2 §4 'Activity form'): a status resets sub-status
 * (its only one chosen at once), transfer target, wrap-up, voice and the discount / points
 * blocks; a transfer role clears its store; a wrap-up clears the voice and turns on the block it
 * reveals (the user may turn it off) and off the one it does not.
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
