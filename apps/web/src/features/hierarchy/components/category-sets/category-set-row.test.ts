import type { TCategorySet } from '@ccms/contract/hierarchy';
import { ZCategorySetUpdateRequest } from '@ccms/contract/hierarchy-admin/schemas';
import { describe, expect, it } from 'vitest';
import {
  breakdownName,
  callTypeLabel,
  isEditKey,
  switchChangeText,
  switchDisabledReason,
  switchLabel,
  toUpdateRequest,
  visibleSwitches,
} from './category-set-row';

const ROW: TCategorySet = {
  id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  typeId: '6e7d7d1f-4b66-4e4d-8b68-6d2f9f1f8b22',
  categoryId: '7f8e8e20-5c77-4f5e-9c79-7e3a0a2a9c33',
  subCategoryId: '809f9f31-6d88-4a6f-8d8a-8f4b1b3bad44',
  typeName: 'Şikayet',
  categoryName: 'Mağaza',
  subCategoryName: 'Personel',
  ruleSetId: '91a0a042-7e99-4b70-9e9b-905c2c4cbe55',
  ruleSetName: 'Mağaza Kuralı',
  callType: 1,
  isActive: true,
  isManagerSee: false,
  canGoEcommerceBackOffice: false,
  isAllergy: false,
  isCrossOrder: true,
  isIvr: false,
  isOnlineShop: true,
  isSms: false,
  is48HoursSms: false,
  canStoreView: true,
  isAppreciationMail: false,
  isRedAlarm: false,
  ruleSetIsClosed: false,
  script: 'Müşteriye bilgi verin.',
  mailGroupId: null,
};

describe('visibleSwitches', () => {
  it('shows every switch in the contract order with Ticket.EditCategorySets', () => {
    expect(visibleSwitches(true)).toEqual([
      'isActive',
      'isManagerSee',
      'canGoEcommerceBackOffice',
      'isAllergy',
      'isSms',
      'is48HoursSms',
      'canStoreView',
      'isAppreciationMail',
      'isRedAlarm',
    ]);
  });

  it('stops at the store manager authority without it', () => {
    expect(visibleSwitches(false)).toEqual(['isActive', 'isManagerSee']);
  });
});

describe('switchDisabledReason', () => {
  it('disables SMS for a rule set that closes the case, and nothing else', () => {
    const closed = { ...ROW, ruleSetIsClosed: true };
    expect(switchDisabledReason(closed, 'isSms')).not.toBeNull();
    expect(switchDisabledReason(closed, 'is48HoursSms')).toBeNull();
    expect(switchDisabledReason(ROW, 'isSms')).toBeNull();
  });

  it('disables the red alarm mail while the appreciation mail is on', () => {
    const appreciated = { ...ROW, isAppreciationMail: true };
    expect(switchDisabledReason(appreciated, 'isRedAlarm')).not.toBeNull();
    expect(switchDisabledReason(appreciated, 'isAppreciationMail')).toBeNull();
    expect(switchDisabledReason(ROW, 'isRedAlarm')).toBeNull();
  });
});

describe('names', () => {
  it('names the breakdown and each switch after it', () => {
    expect(breakdownName(ROW)).toBe('Şikayet / Mağaza / Personel');
    expect(switchLabel(ROW, 'isSms')).toBe('SMS - Şikayet / Mağaza / Personel');
  });

  it('labels the call types and shows a dash for anything else', () => {
    expect(callTypeLabel(1)).toBe('Inbound');
    expect(callTypeLabel(2)).toBe('E-Commerce');
    expect(callTypeLabel(0)).toBe('-');
  });

  it('opens the call type editor on Enter and F2 only', () => {
    expect(isEditKey('Enter')).toBe(true);
    expect(isEditKey('F2')).toBe(true);
    expect(isEditKey(' ')).toBe(false);
    expect(isEditKey('Escape')).toBe(false);
  });
});

describe('toUpdateRequest', () => {
  it('sends the whole row with the change over it, valid for the contract', () => {
    const request = toUpdateRequest(ROW, { isSms: true });
    expect(request).toEqual({
      id: ROW.id,
      callType: 1,
      isActive: true,
      isManagerSee: false,
      canGoEcommerceBackOffice: false,
      isAllergy: false,
      isCrossOrder: true,
      isIvr: false,
      isOnlineShop: true,
      isSms: true,
      is48HoursSms: false,
      canStoreView: true,
      isAppreciationMail: false,
      isRedAlarm: false,
      script: 'Müşteriye bilgi verin.',
      mailGroupId: null,
    });
    expect(ZCategorySetUpdateRequest.safeParse(request).success).toBe(true);
  });

  it('turns a blank script into no script and keeps a typed one as typed', () => {
    expect(toUpdateRequest(ROW, { script: '   ' }).script).toBeNull();
    expect(toUpdateRequest(ROW, { script: ' a\nb ' }).script).toBe(' a\nb ');
  });

  it('passes a stored call type outside 1 and 2 on, for the server to refuse', () => {
    const request = toUpdateRequest({ ...ROW, callType: 0 });
    expect(request.callType).toBe(0);
    expect(ZCategorySetUpdateRequest.safeParse(request).success).toBe(false);
    expect(toUpdateRequest({ ...ROW, callType: 0 }, { callType: 2 }).callType).toBe(2);
  });
});

describe('switchChangeText', () => {
  it('names the breakdown and the state a switch will take', () => {
    expect(switchChangeText(ROW, 'isSms', true)).toBe(
      '"Şikayet / Mağaza / Personel" için "SMS" açılacak.',
    );
    expect(switchChangeText(ROW, 'canStoreView', false)).toBe(
      '"Şikayet / Mağaza / Personel" için "Mağaza Görebilir" kapatılacak.',
    );
  });

  it('says active / passive for the active switch, as its question does', () => {
    expect(switchChangeText(ROW, 'isActive', false)).toBe(
      '"Şikayet / Mağaza / Personel" kırılımı pasife çekilecek.',
    );
    expect(switchChangeText(ROW, 'isActive', true)).toBe(
      '"Şikayet / Mağaza / Personel" kırılımı aktife çekilecek.',
    );
  });
});
