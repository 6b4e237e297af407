import { describe, expect, it } from 'vitest';
import { type TicketFormState, ticketFormLayout } from './ticket-form-layout';

const state: TicketFormState = {
  store: { isECommerce: false },
  subCategory: null,
  categorySet: null,
  ruleSet: null,
  questions: [],
  callWrapUp: null,
  campaign: null,
};
const rules = (...names: string[]) => names.map((name) => ({ name, value: '1' }));

describe('ticketFormLayout', () => {
  it('shows no extra field before a breakdown is chosen', () => {
    expect(Object.values(ticketFormLayout({}, state)).some(Boolean)).toBe(false);
  });

  it("shows the rule set's mandatory and optional fields", () => {
    const layout = ticketFormLayout(
      { device: 'Desktop' },
      {
        ...state,
        ruleSet: {
          isCaseClosed: false,
          rules: rules('Information.Device.IsMandatory', 'Information.Problem.IsOptional'),
        },
      },
    );
    expect(layout).toMatchObject({ device: true, problem: true, deviceOs: false, order: false });
    expect(
      ticketFormLayout(
        { device: 'App' },
        {
          ...state,
          ruleSet: { isCaseClosed: false, rules: rules('Information.Device.IsOptional') },
        },
      ).deviceOs,
    ).toBe(true);
  });

  it('shows keep-open, call result and customer voice for a case-closed rule set', () => {
    const closed = { ...state, ruleSet: { isCaseClosed: true, rules: [] } };
    expect(ticketFormLayout({ isNotClosed: false }, closed)).toMatchObject({
      keepOpen: true,
      callWrapUp: true,
      customerVoice: true,
    });
    expect(ticketFormLayout({ isNotClosed: true }, closed)).toMatchObject({
      keepOpen: true,
      callWrapUp: false,
      customerVoice: false,
    });
  });

  it('shows store view, survey and contract company when the chosen rows say so', () => {
    const layout = ticketFormLayout(
      { campaign: { campaignId: 'c' } },
      {
        ...state,
        categorySet: {
          id: 's',
          ruleSetId: null,
          canStoreView: true,
          isIvr: true,
          isOnlineShop: false,
        },
        ruleSet: { isCaseClosed: false, rules: rules('Information.Campaign.IsOptional') },
        campaign: { requiresContractCompany: true },
      },
    );
    expect(layout).toMatchObject({ storeView: true, survey: true, campaign: true, contract: true });
  });
});
