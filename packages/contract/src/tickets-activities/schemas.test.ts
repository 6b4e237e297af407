import { describe, expect, it } from 'vitest';
import { validateActivityUpdate } from './rules.ts';
import { ZCreateActivityInput, ZUpdateActivityInput } from './schemas.ts';

const ID = '4f7c1b9e-2a55-4e0f-9d61-0c2b8f3a7e11';

describe('the payloads', () => {
  it('reads -1 and empty ids as none', () => {
    const parsed = ZCreateActivityInput.parse({
      ticketId: ID,
      version: 3,
      transferRoleId: -1,
      callWrapUpId: '',
    });
    expect(parsed).toMatchObject({ transferRoleId: null, callWrapUpId: null, status: null });
  });

  it('needs at least one field in an inline edit and answers the inline messages', () => {
    expect(ZUpdateActivityInput.safeParse({ id: ID }).success).toBe(false);
    expect(
      validateActivityUpdate({
        description: ' ',
        discountCode: '',
        discountCodeAmount: 0,
        moneyPoint: '',
        moneyPointAmount: null,
      }).map((error) => error.message),
    ).toEqual([
      'Aktivite açıklaması boş olamaz.',
      'İndirim kodu boş olamaz.',
      'Geçerli bir indirim tutarı giriniz.',
      'Puan boş olamaz.',
      'Geçerli bir puan tutarı giriniz.',
    ]);
    expect(validateActivityUpdate({ description: 'yeni' })).toEqual([]);
  });
});
