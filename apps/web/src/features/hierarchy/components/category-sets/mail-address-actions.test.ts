import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetMail } from '@ccms/contract/hierarchy-admin/schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { deleteMailAddress, type MailAddressPorts, saveMailAddress } from './mail-address-actions';

const ROW: TCategorySetMail = {
  id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  emailAddress: ' ayse@ornek.com.tr ',
  isActive: true,
  isDeleted: false,
  ticketCategorySetId: '6e7d7d1f-4b66-4e4d-8b68-6d2f9f1f8b22',
};
const SAVED = { ...ROW, emailAddress: 'ayse@ornek.com.tr' };

function ports(overrides: Partial<MailAddressPorts> = {}) {
  const shown: [string, string][] = [];
  const all: MailAddressPorts = {
    isDuplicate: vi.fn(async () => false),
    save: vi.fn(async () => ({ data: SAVED })),
    remove: vi.fn(async () => ({ isSuccess: true })),
    show: (kind, message) => shown.push([kind, message]),
    ...overrides,
  };
  return { ports: all, shown };
}

describe('saveMailAddress', () => {
  it('checks the trimmed address against the other rows, saves it and says so', async () => {
    const { ports: p, shown } = ports();
    await expect(saveMailAddress(ROW, p)).resolves.toEqual(SAVED);
    const sent = {
      id: ROW.id,
      ticketCategorySetId: ROW.ticketCategorySetId,
      emailAddress: 'ayse@ornek.com.tr',
      isActive: true,
    };
    expect(p.isDuplicate).toHaveBeenCalledWith(sent);
    expect(p.save).toHaveBeenCalledWith(sent);
    expect(shown).toEqual([['success', 'Kayıt işlemi başarılı']]);
  });

  it('refuses a duplicate with the spec message and saves nothing', async () => {
    const { ports: p, shown } = ports({ isDuplicate: vi.fn(async () => true) });
    await expect(saveMailAddress(ROW, p)).rejects.toThrow(M.duplicateMail);
    expect(p.save).not.toHaveBeenCalled();
    expect(shown).toEqual([['error', 'Bu mail adresi zaten tanımlı.']]);
  });

  it("shows the server's refusal (the 409 of a duplicate raced in) as it says it", async () => {
    const { ports: p, shown } = ports({
      save: vi.fn(async () => Promise.reject(new ApiError(409, [M.duplicateMail]))),
    });
    await expect(saveMailAddress(ROW, p)).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([['error', M.duplicateMail]]);
  });

  it('says the save failed when the server or the check broke', async () => {
    const { ports: p, shown } = ports({
      isDuplicate: vi.fn(async () => Promise.reject(new ApiError(500, ['Beklenmeyen']))),
    });
    await expect(saveMailAddress(ROW, p)).rejects.toBeInstanceOf(ApiError);
    expect(p.save).not.toHaveBeenCalled();
    expect(shown).toEqual([['error', 'Mail adresi tanımlanırken bir hata meydana geldi.']]);
  });
});

describe('deleteMailAddress', () => {
  it("deletes by id and says 'Mail adresi silindi.'", async () => {
    const { ports: p, shown } = ports();
    await deleteMailAddress(ROW, p);
    expect(p.remove).toHaveBeenCalledWith(ROW.id);
    expect(shown).toEqual([['success', 'Mail adresi silindi.']]);
  });

  it('says the delete failed, and rejects so the row stays', async () => {
    const { ports: p, shown } = ports({
      remove: vi.fn(async () => Promise.reject(new ApiError(0, ['Sunucuya ulaşılamadı.']))),
    });
    await expect(deleteMailAddress(ROW, p)).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([['error', 'Mail adresi silinirken bir hata oluştu.']]);
  });
});
