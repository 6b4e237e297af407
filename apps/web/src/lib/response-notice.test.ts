import { MESSAGES } from '@ccms/contract/messages';
import { describe, expect, it } from 'vitest';
import { decideResponseNotice, messagesBeyondSaved, savedRecordName } from './response-notice';

describe('decideResponseNotice (global response handler, docs/domain.md §15 Toasts)', () => {
  it('shows the green record-saved message for isSuccess true', () => {
    expect(decideResponseNotice(200, { isSuccess: true, data: { id: 'x' }, messages: [] })).toEqual(
      {
        kind: 'success',
        message: 'Kayıt işlemi başarılı',
      },
    );
  });

  it("names the saved record after the spec's text when the answer carries its name", () => {
    expect(
      decideResponseNotice(200, { isSuccess: true, data: { id: 'x', name: 'E2E Kaynak' } }),
    ).toEqual({ kind: 'success', message: 'Kayıt işlemi başarılı: E2E Kaynak' });
  });

  it('shows each message of a failure', () => {
    expect(
      decideResponseNotice(400, { isSuccess: false, messages: ['Birinci hata', 'İkinci hata'] }),
    ).toEqual({ kind: 'failure', messages: ['Birinci hata', 'İkinci hata'] });
  });

  it('also for a 200 answer carrying isSuccess false', () => {
    expect(
      decideResponseNotice(200, { isSuccess: false, data: null, messages: ['Olmadı'] }),
    ).toEqual({ kind: 'failure', messages: ['Olmadı'] });
  });

  it('ignores non-text and empty messages', () => {
    expect(
      decideResponseNotice(409, { isSuccess: false, messages: ['Çakışma', 3, '', null] }),
    ).toEqual({ kind: 'failure', messages: ['Çakışma'] });
    expect(decideResponseNotice(500, { isSuccess: false, messages: [] })).toEqual({ kind: 'none' });
  });

  it('shows nothing for bodies without a boolean isSuccess', () => {
    expect(decideResponseNotice(200, { items: [], totalCount: 0 })).toEqual({ kind: 'none' });
    expect(decideResponseNotice(200, { isSuccess: 'true' })).toEqual({ kind: 'none' });
    expect(decideResponseNotice(200, [{ isSuccess: true }])).toEqual({ kind: 'none' });
    expect(decideResponseNotice(200, 'metin')).toEqual({ kind: 'none' });
    expect(decideResponseNotice(200, null)).toEqual({ kind: 'none' });
    expect(decideResponseNotice(204, undefined)).toEqual({ kind: 'none' });
  });

  it('shows nothing for a 401: the unauthorized page explains it', () => {
    expect(
      decideResponseNotice(401, { isSuccess: false, messages: ['Oturum açmanız gerekiyor.'] }),
    ).toEqual({ kind: 'none' });
  });
});

describe('messagesBeyondSaved', () => {
  it("drops the generic 'Kayıt işlemi başarılı' and empty texts, keeps what the write said besides", () => {
    expect(messagesBeyondSaved([MESSAGES.saved, '', '6 kategori seti pasife alındı.'])).toEqual([
      '6 kategori seti pasife alındı.',
    ]);
    expect(messagesBeyondSaved([MESSAGES.saved])).toEqual([]);
  });
});

describe('savedRecordName', () => {
  it("is a row's name, a person's with the surname", () => {
    expect(savedRecordName({ id: 'x', name: ' Kargo ', isActive: true })).toBe('Kargo');
    expect(savedRecordName({ id: 'x', name: 'Elif', surname: 'Aydın' })).toBe('Elif Aydın');
  });

  it("is a breakdown's type / category / sub-category", () => {
    expect(
      savedRecordName({ typeName: 'Şikayet', categoryName: 'Ürün', subCategoryName: 'Kırık' }),
    ).toBe('Şikayet / Ürün / Kırık');
  });

  it('looks inside the answers that wrap the saved row', () => {
    expect(savedRecordName({ holiday: { name: 'Yılbaşı' }, touchedTicketCount: 3 })).toBe(
      'Yılbaşı',
    );
    expect(savedRecordName({ user: { name: 'Can', surname: 'Öztürk' }, passwordLink: null })).toBe(
      'Can Öztürk',
    );
  });

  it('is null when the answer names nothing', () => {
    expect(savedRecordName({ holiday: null, touchedTicketCount: 0 })).toBeNull();
    expect(savedRecordName({ id: 'x' })).toBeNull();
    expect(savedRecordName({ name: '  ' })).toBeNull();
    expect(savedRecordName('metin')).toBeNull();
    expect(savedRecordName([{ name: 'x' }])).toBeNull();
    expect(savedRecordName(null)).toBeNull();
  });
});
