import type { TTransferTarget } from '@ccms/contract/tickets-activities/schemas';
import { describe, expect, it } from 'vitest';
import {
  activityValuesToReset,
  offeredTransferTargets,
  statusChoices,
  subStatusChoices,
} from './activity-form-values';

const DISCOUNT = {
  isCustomerVoiceNecessary: true,
  revealsDiscountCode: true,
  revealsMoneyPoint: false,
};
const wrapUpOf = (id: string | null | undefined) => (id === 'discount' ? DISCOUNT : null);

describe('activityValuesToReset', () => {
  it('a status clears sub-status, target, wrap-up, voice and blocks, taking its only sub-status', () => {
    expect(activityValuesToReset({ status: 4 }, wrapUpOf)).toEqual({
      subStatus: 4,
      transferRoleId: null,
      transferStoreId: null,
      callWrapUpId: null,
      customerVoiceId: null,
      hasDiscountCode: false,
      hasMoneyPoint: false,
    });
    // Kapatıldı has five sub-statuses: none is chosen for the user.
    expect(activityValuesToReset({ status: 3 }, wrapUpOf).subStatus).toBeNull();
  });

  it('a wrap-up clears the voice and switches on the block it reveals', () => {
    expect(activityValuesToReset({ callWrapUpId: 'discount' }, wrapUpOf)).toEqual({
      customerVoiceId: null,
      hasDiscountCode: true,
      hasMoneyPoint: false,
    });
    expect(activityValuesToReset({ callWrapUpId: 'other' }, wrapUpOf)).toMatchObject({
      hasDiscountCode: false,
    });
  });

  it('a transfer role clears its store; other fields clear nothing', () => {
    expect(activityValuesToReset({ transferRoleId: 'role' }, wrapUpOf)).toEqual({
      transferStoreId: null,
    });
    expect(activityValuesToReset({ description: 'x' }, wrapUpOf)).toEqual({});
  });
});

describe('offeredTransferTargets', () => {
  const target = (name: string, isECommerceBackOffice: boolean): TTransferTarget => ({
    id: name,
    name,
    roleType: 4,
    isECommerceBackOffice,
    needsStore: false,
  });
  const targets = [target('Merkez Satın Alma', false), target('E-Ticaret Back Office', true)];

  it('offers the e-commerce back office only where the breakdown allows it', () => {
    expect(offeredTransferTargets(targets, true).map((row) => row.name)).toEqual([
      'Merkez Satın Alma',
      'E-Ticaret Back Office',
    ]);
    expect(offeredTransferTargets(targets, false).map((row) => row.name)).toEqual([
      'Merkez Satın Alma',
    ]);
  });
});

describe('statusChoices and subStatusChoices', () => {
  it('offers 5, 2, 4, 3 on an open ticket, nothing on a closed one without activity-plus', () => {
    expect(statusChoices(2, false, true).map((choice) => choice.label)).toEqual([
      'İşlemde',
      'Cevaplandı',
      'Yönlendir',
      'Kapatıldı',
    ]);
    expect(statusChoices(3, false, true)).toEqual([]);
    expect(statusChoices(3, true, true).map((choice) => choice.value)).toEqual([5, 2, 4, 3]);
  });

  it('without Ticket.CallWrapUps, disables what cannot be saved without a wrap-up', () => {
    const statuses = statusChoices(1, false, false);
    expect(statuses.filter((choice) => choice.disabled).map((choice) => choice.value)).toEqual([5]);
    const closed = subStatusChoices(3, false);
    expect(closed.filter((choice) => choice.disabled).map((choice) => choice.value)).toEqual([
      6, 7,
    ]);
    expect(closed.find((choice) => choice.value === 7)?.label).toBe(
      'Kapatıldı (çağrı sonucu yetkisi gerekir)',
    );
    expect(subStatusChoices(3, true).every((choice) => !choice.disabled)).toBe(true);
    expect(subStatusChoices(null, true)).toEqual([]);
  });
});
