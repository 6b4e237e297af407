import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { describe, expect, it } from 'vitest';
import {
  mailAddressError,
  mailGroupOptions,
  NO_MAIL_GROUP,
  toMailGroupId,
} from './mail-dialog-rules';

describe('mailAddressError', () => {
  it('asks for an address, then a valid one', () => {
    expect(mailAddressError(undefined)).toBe(M.mailRequired);
    expect(mailAddressError('   ')).toBe(M.mailRequired);
    expect(mailAddressError('ayse@')).toBe(M.mailInvalid);
    expect(mailAddressError(' ayse@ornek.com.tr ')).toBeNull();
  });
});

describe('mailGroupOptions', () => {
  const ACTIVE = {
    id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
    name: 'Çağrı Merkezi',
    isActive: true,
  };
  const INACTIVE = {
    id: '6e7d7d1f-4b66-4e4d-8b68-6d2f9f1f8b22',
    name: 'Eski Grup',
    isActive: false,
  };

  it('offers the empty option first, then the active groups only', () => {
    expect(mailGroupOptions([ACTIVE, INACTIVE], null)).toEqual([
      { value: NO_MAIL_GROUP, label: 'Mail grubu yok' },
      { value: ACTIVE.id, label: 'Çağrı Merkezi' },
    ]);
  });

  it("keeps the breakdown's own group even when it is inactive, marked as such", () => {
    expect(mailGroupOptions([ACTIVE, INACTIVE], INACTIVE.id).map((option) => option.label)).toEqual(
      ['Mail grubu yok', 'Çağrı Merkezi', 'Eski Grup (pasif)'],
    );
  });

  it('turns the empty option into no mail group', () => {
    expect(toMailGroupId(NO_MAIL_GROUP)).toBeNull();
    expect(toMailGroupId(undefined)).toBeNull();
    expect(toMailGroupId(ACTIVE.id)).toBe(ACTIVE.id);
  });
});
