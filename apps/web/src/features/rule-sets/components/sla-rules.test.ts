import { RULE_SET_MESSAGES as M, ZUpdateRuleSetRequest } from '@ccms/contract/rule-sets';
import { describe, expect, it } from 'vitest';
import {
  decideSlaSave,
  type RuleSetSettings,
  switchQuestion,
  switchUpdate,
  writtenMessages,
} from './sla-rules';

const set: RuleSetSettings = {
  id: '5f0c7a52-6c1e-4f37-9d4f-2b9a1e3c4d5e',
  sla: 48,
  isCaseClosed: false,
  isDeletedFromSLA: false,
};

describe('decideSlaSave', () => {
  it('refuses an empty value without reloading', () => {
    expect(decideSlaSave(null, set)).toEqual({
      kind: 'refuse',
      message: 'SLA süresi boş olamaz',
      reload: false,
    });
    expect(decideSlaSave(undefined, set)).toMatchObject({ kind: 'refuse', reload: false });
  });

  it('refuses a value on a set with unlimited SLA and reloads the server value', () => {
    expect(decideSlaSave(12, { ...set, sla: 0, isDeletedFromSLA: true })).toEqual({
      kind: 'refuse',
      message: 'SLA süresi sınırsız olan kural setlerinin sla süreleri olamaz.',
      reload: true,
    });
  });

  it('lets 0 through on a set with unlimited SLA', () => {
    expect(decideSlaSave(0, { ...set, sla: 0, isDeletedFromSLA: true })).toEqual({
      kind: 'save',
      request: { id: set.id, sla: 0, isCaseClosed: false, isDeletedFromSLA: true },
    });
  });

  it('refuses negative, fractional and too large values', () => {
    expect(decideSlaSave(-1, set)).toMatchObject({ message: M.slaNegative });
    expect(decideSlaSave(1.5, set)).toMatchObject({ message: M.slaNegative });
    expect(decideSlaSave(8761, set)).toMatchObject({ message: M.slaTooLarge(8760) });
  });

  it('saves the new value with the switches as they are', () => {
    expect(decideSlaSave(96, { ...set, isCaseClosed: true })).toEqual({
      kind: 'save',
      request: { id: set.id, sla: 96, isCaseClosed: true, isDeletedFromSLA: false },
    });
  });
});

describe('switchUpdate', () => {
  it('turning unlimited SLA on makes the SLA 0', () => {
    expect(switchUpdate(set, 'isDeletedFromSLA', true)).toEqual({
      id: set.id,
      sla: 0,
      isCaseClosed: false,
      isDeletedFromSLA: true,
    });
  });

  it('auto-close keeps the SLA', () => {
    expect(switchUpdate(set, 'isCaseClosed', true)).toEqual({
      id: set.id,
      sla: 48,
      isCaseClosed: true,
      isDeletedFromSLA: false,
    });
  });

  it('turning unlimited SLA off keeps the stored SLA', () => {
    const unlimited = { ...set, sla: 0, isDeletedFromSLA: true };
    expect(switchUpdate(unlimited, 'isDeletedFromSLA', false)).toMatchObject({
      sla: 0,
      isDeletedFromSLA: false,
    });
  });

  it('sends bodies the contract accepts', () => {
    const saved = decideSlaSave(96, set);
    expect(saved.kind === 'save' && ZUpdateRuleSetRequest.safeParse(saved.request).success).toBe(
      true,
    );
    expect(
      ZUpdateRuleSetRequest.safeParse(switchUpdate(set, 'isDeletedFromSLA', true)).success,
    ).toBe(true);
  });

  it('asks a different question for each switch and direction', () => {
    const questions = new Set([
      switchQuestion('isCaseClosed', true),
      switchQuestion('isCaseClosed', false),
      switchQuestion('isDeletedFromSLA', true),
      switchQuestion('isDeletedFromSLA', false),
    ]);
    expect(questions.size).toBe(4);
  });
});

describe('writtenMessages', () => {
  it("shows the server's messages when it sent some", () => {
    expect(
      writtenMessages(
        { messages: ['3 açık biletin SLA süresi yeniden hesaplandı.', ' '], data: null },
        M.ticketsRetimed,
      ),
    ).toEqual(['3 açık biletin SLA süresi yeniden hesaplandı.']);
  });

  it('else tells how many tickets were touched, and nothing when none', () => {
    expect(
      writtenMessages({ messages: [], data: { touchedTicketCount: 7 } }, M.ticketsMoved),
    ).toEqual(['7 açık bilet yeni yazma akışına aktarıldı.']);
    expect(
      writtenMessages({ messages: [], data: { touchedTicketCount: 0 } }, M.ticketsMoved),
    ).toEqual([]);
  });
});
