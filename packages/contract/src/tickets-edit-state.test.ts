import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as A } from './tickets-activities/messages.ts';
import {
  editStatusOptions,
  isEditStateChanged,
  isEditStateSent,
  TICKET_EDIT_STATE_MESSAGES as M,
  type TTicketEditStateContext,
  type TTicketEditStateDraft,
  validateTicketEditState,
} from './tickets-edit-state.ts';

const WRAP_UP = '4f7c1b9e-2a55-4e0f-9d61-0c2b8f3a7e11';
const VOICE = '8a1d6c3f-7b24-4c9e-a0f5-5e9d2b7c1a30';

const context = (overrides: Partial<TTicketEditStateContext> = {}): TTicketEditStateContext => ({
  currentStatus: 1,
  canActivityPlus: false,
  callWrapUp: null,
  ...overrides,
});
const messages = (draft: TTicketEditStateDraft, ctx = context()) =>
  validateTicketEditState(draft, ctx).map((error) => `${error.field}: ${error.message}`);

describe('the edit dialog status fields (docs/domain.md §13.3 Status)', () => {
  it("answers the spec's four messages", () => {
    expect(messages({ status: null })).toEqual([`status: ${M.statusRequired}`]);
    expect(messages({ status: 3 })).toEqual([`subStatus: ${M.subStatusRequired}`]);
    expect(messages({ status: 5 })).toEqual([`callWrapUpId: ${M.callWrapUpRequired}`]);
    expect(messages({ status: 3, subStatus: 6 })).toEqual([
      `callWrapUpId: ${M.callWrapUpRequired}`,
    ]);
    const needsVoice = context({ callWrapUp: { isCustomerVoiceNecessary: true } });
    expect(messages({ status: 3, subStatus: 7, callWrapUpId: WRAP_UP }, needsVoice)).toEqual([
      `customerVoiceId: ${M.customerVoiceRequired}`,
    ]);
    expect(
      messages(
        { status: 3, subStatus: 7, callWrapUpId: WRAP_UP, customerVoiceId: VOICE },
        needsVoice,
      ),
    ).toEqual([]);
    expect(messages({ status: 2 })).toEqual([]);
  });

  it("follows the activity's transitions and leaves forwarding to the activity dialog", () => {
    expect(messages({ status: 4 })).toEqual([`status: ${M.forwardNeedsActivity}`]);
    expect(messages({ status: 1, subStatus: 1 }, context({ currentStatus: 2 }))).toEqual([
      `status: ${A.transitionRefused}`,
    ]);
    expect(messages({ status: 2 }, context({ currentStatus: 3 }))).toEqual([
      `status: ${A.transitionRefused}`,
    ]);
    expect(messages({ status: 2 }, context({ currentStatus: 3, canActivityPlus: true }))).toEqual(
      [],
    );
  });

  it('offers the current status first, then the moves, without 4 unless the ticket has it', () => {
    expect(editStatusOptions(1, false)).toEqual([1, 5, 2, 3]);
    expect(editStatusOptions(2, false)).toEqual([2, 5, 3]);
    expect(editStatusOptions(4, false)).toEqual([4, 5, 2, 3]);
    expect(editStatusOptions(3, false)).toEqual([3]);
    expect(editStatusOptions(3, true)).toEqual([3, 5, 2]);
  });

  it('sees a change only when the kept state differs', () => {
    const current = { status: 2, subStatus: 2, callWrapUpId: WRAP_UP, customerVoiceId: null };
    // A wrap-up left on the row by an earlier 5 is not part of a 2 Cevaplandı state.
    expect(isEditStateChanged(current, { status: 2, subStatus: null })).toBe(false);
    expect(isEditStateChanged(current, { status: 5, subStatus: 10, callWrapUpId: WRAP_UP })).toBe(
      true,
    );
    expect(isEditStateChanged(current, { status: null })).toBe(true);
    expect(isEditStateSent({})).toBe(false);
    expect(isEditStateSent({ customerVoiceId: null })).toBe(true);
  });
});
