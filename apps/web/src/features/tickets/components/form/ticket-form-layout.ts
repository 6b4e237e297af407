import {
  deviceNeedsOs,
  surveyApplies,
  type TTicketFieldVisibility,
  visibleTicketFields,
} from '@ccms/contract/tickets-form/rules';
import type { TicketFormValues } from './ticket-form-values';

/** What the form knows besides its own values: the chosen rows and the breakdown's sets. */
export type TicketFormState = {
  store: { isECommerce: boolean } | null;
  subCategory: { categorySetId: string; callType: number } | null;
  categorySet: {
    id: string;
    ruleSetId: string | null;
    canStoreView: boolean;
    isIvr: boolean;
    isOnlineShop: boolean;
  } | null;
  ruleSet: { isCaseClosed: boolean; rules: readonly { name: string; value: string }[] } | null;
  /** The survey questions in their order (loaded for breakdowns with a survey). */
  questions: readonly { id: string; description: string }[];
  callWrapUp: { isCustomerVoiceNecessary: boolean } | null;
  campaign: { requiresContractCompany: boolean } | null;
};

/** Which fields the form shows now. */
export type TicketFormLayout = TTicketFieldVisibility & {
  storeView: boolean;
  deviceOs: boolean;
  survey: boolean;
  /** 'Keep ticket open' only matters for a case-closed rule set. */
  keepOpen: boolean;
  contract: boolean;
};

/**
 * The fields shown for the current values and breakdown (docs/domain.md §11 Form behaviour): the
 * rule set's fields (visibleTicketFields), the store-view unit when the category set allows it, the
 * OS for Mobile and App, the survey for IVR breakdowns, the contract company for a campaign that
 * needs it.
 */
export function ticketFormLayout(
  values: Pick<TicketFormValues, 'device' | 'isNotClosed' | 'campaign'>,
  state: TicketFormState,
): TicketFormLayout {
  const isCaseClosed = state.ruleSet?.isCaseClosed ?? false;
  const visible = visibleTicketFields(
    state.ruleSet?.rules ?? [],
    isCaseClosed,
    values.isNotClosed === true,
  );
  return {
    ...visible,
    storeView: state.categorySet?.canStoreView === true,
    deviceOs: visible.device && deviceNeedsOs(values.device),
    survey: surveyApplies(state.categorySet),
    keepOpen: isCaseClosed,
    contract:
      visible.campaign &&
      Boolean(values.campaign?.campaignId) &&
      state.campaign?.requiresContractCompany === true,
  };
}
