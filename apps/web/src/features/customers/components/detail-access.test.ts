import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { MESSAGES } from '@ccms/contract/messages';
import type { Permission } from '@ccms/contract/permissions';
import { describe, expect, it } from 'vitest';
import {
  customerChangeBlockReason,
  customerFlagBlockReason,
  statusChangeConfirmation,
} from './detail-access';

const granting =
  (...granted: Permission[]) =>
  (permission: Permission) =>
    granted.includes(permission);

describe('customerChangeBlockReason', () => {
  it('allows an agent with Customer.Crud', () => {
    expect(customerChangeBlockReason(granting('Customer', 'Customer.Crud'))).toBeNull();
  });

  it('refuses a store manager, even with Customer.Crud', () => {
    expect(customerChangeBlockReason(granting('Customer.Crud', 'Manager'))).toBe(
      CUSTOMER_MESSAGES.managerCannotEdit,
    );
  });

  it('refuses a user without Customer.Crud', () => {
    expect(customerChangeBlockReason(granting('Customer'))).toBe(MESSAGES.forbidden);
  });
});

describe('customerFlagBlockReason', () => {
  it('needs Customer.Flag', () => {
    expect(customerFlagBlockReason(granting('Customer.Flag'))).toBeNull();
    expect(customerFlagBlockReason(granting('Customer.Crud'))).toBe(MESSAGES.forbidden);
  });
});

describe('statusChangeConfirmation', () => {
  it('asks before deactivating, not before activating', () => {
    expect(statusChangeConfirmation('active', false)).toBe(
      'Müşteriyi pasife çekmek istediğinize emin misiniz?',
    );
    expect(statusChangeConfirmation('active', true)).toBeNull();
  });

  it('asks before flagging and before removing the flag', () => {
    expect(statusChangeConfirmation('flag', true)).toBe(
      'Müşteriyi flaglemek istediğinize emin misiniz?',
    );
    expect(statusChangeConfirmation('flag', false)).toBe(CUSTOMER_MESSAGES.confirmUnflag);
  });
});
