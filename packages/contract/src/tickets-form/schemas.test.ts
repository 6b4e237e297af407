import { describe, expect, it } from 'vitest';
import { NIL_UUID, ZTicketFormInput } from './schemas.ts';
import { draft } from './test-draft.ts';

describe('ZTicketFormInput', () => {
  it('gives the Turkish message of a missing required id', () => {
    const result = ZTicketFormInput.safeParse({ ...draft(), ticketTypeId: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Bilet tipi seçilmelidir..');
  });

  it('refuses the all-zero uuid as a required id and reads it as none when optional', () => {
    const refused = ZTicketFormInput.safeParse({ ...draft(), ticketCategoryId: NIL_UUID });
    expect(refused.error?.issues[0]?.message).toBe('Bilet kategorisi seçilmelidir.');
    const parsed = ZTicketFormInput.parse({ ...draft(), problemId: NIL_UUID, cargoCompanyId: '' });
    expect(parsed.problemId).toBeNull();
    expect(parsed.cargoCompanyId).toBeNull();
  });

  it('accepts only the known devices and OS values', () => {
    expect(
      ZTicketFormInput.safeParse({ ...draft(), device: 'Mobile', deviceOs: 'IOS' }).success,
    ).toBe(true);
    const result = ZTicketFormInput.safeParse({ ...draft(), device: 'Tablet' });
    expect(result.error?.issues[0]?.message).toBe('Bir cihaz seçmelisiniz.');
  });
});
