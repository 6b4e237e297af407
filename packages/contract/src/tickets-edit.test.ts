import { describe, expect, it } from 'vitest';
import {
  type TTicketEditContext,
  type TTicketEditDraft,
  validateTicketEdit,
  ZUpdateTicketInput,
} from './tickets-edit.ts';
import { TICKET_FORM_MESSAGES as M } from './tickets-form/messages.ts';
import { draft as formDraft, uuid } from './tickets-form/test-draft.ts';

function draft(overrides: Partial<TTicketEditDraft> = {}): TTicketEditDraft {
  const { isNotClosed: _creationOnly, ...edit } = formDraft();
  return { ...edit, ...overrides };
}

const context = (overrides: Partial<TTicketEditContext> = {}): TTicketEditContext => ({
  rules: [],
  store: { isECommerce: false },
  subCategoryCallType: 1,
  questionIds: [],
  campaign: null,
  ...overrides,
});

describe('validateTicketEdit', () => {
  it('accepts a complete ticket', () => {
    expect(validateTicketEdit(draft(), context())).toEqual([]);
  });

  it("applies creation's rules: mandatory fields, products, card number, call type", () => {
    const rules = [{ name: 'Information.Product.IsMandatory', value: '1' }];
    const messages = validateTicketEdit(
      draft({ description: ' ', currentWatsonsCardNo: '123' }),
      context({ rules, subCategoryCallType: 2 }),
    ).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        M.descriptionRequired,
        M.productRequired,
        M.cardNumberInvalid,
        M.subCategoryNotForStore,
      ]),
    );
  });

  it('never asks for a call result: an edit does not close the ticket', () => {
    // A creation context of a case-closed rule set, as a shared form may hand it over.
    const creationContext = { ...context(), isCaseClosed: true, callWrapUp: null, fileCount: 9 };
    const messages = validateTicketEdit(draft(), creationContext).map((error) => error.message);
    expect(messages).toEqual([]);
  });
});

describe('ZUpdateTicketInput', () => {
  const body = {
    ...draft(),
    device: null,
    deviceOs: null,
    problemId: null,
    cargoCompanyId: null,
    deliveryTypeId: null,
    order: null,
    campaign: null,
    currentWatsonsCardNo: null,
    version: 3,
  };

  it('takes the version and confirms no duplicate unless told', () => {
    const parsed = ZUpdateTicketInput.parse(body);
    expect(parsed).toMatchObject({ version: 3, isMultipleConfirmed: false });
  });

  it("drops 'keep open' and keeps call result and voice as the state to move to", () => {
    const parsed = ZUpdateTicketInput.parse({
      ...body,
      isNotClosed: true,
      status: 3,
      subStatus: 7,
      callWrapUpId: uuid(20),
      customerVoiceId: '',
    });
    expect(parsed).not.toHaveProperty('isNotClosed');
    expect(parsed).toMatchObject({ status: 3, subStatus: 7, callWrapUpId: uuid(20) });
    expect(parsed.customerVoiceId).toBeNull();
    // Not sent: the ticket keeps its state (docs/domain.md §13.3 Status).
    const kept = ZUpdateTicketInput.parse(body);
    expect([kept.status, kept.callWrapUpId, kept.customerVoiceId]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("takes an update without a version (the spec's payload has none), but not a wrong one", () => {
    const { version: _version, ...withoutVersion } = body;
    const parsed = ZUpdateTicketInput.parse(withoutVersion);
    expect(parsed.version).toBeUndefined();
    expect(ZUpdateTicketInput.safeParse({ ...body, version: '3' }).success).toBe(false);
  });
});
