import { describe, expect, it } from 'vitest';
import { parseCustomerRow } from './import-row.ts';

const row = (cells: Record<string, string> = {}) =>
  parseCustomerRow({
    phoneNumber: '05321234567',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    emailAddress: '',
    birthDate: '',
    city: '',
    county: '',
    addressDetail: '',
    isActive: '',
    isFlag: '',
    flagDescription: '',
    cardNumbers: '',
    ...cells,
  });

const refusal = (cells: Record<string, string>) => {
  const parsed = row(cells);
  if (parsed.ok) throw new Error(`accepted: ${JSON.stringify(parsed)}`);
  return `${parsed.problem.column}: ${parsed.problem.message}`;
};

describe('a customers file row checked by itself', () => {
  it('keeps the stored forms, leaves empty fields out and keys the row by its phone', () => {
    expect(
      row({
        phoneNumber: '+90 (532) 123 45 67',
        emailAddress: 'ayse@example.com',
        birthDate: '2.4.1990',
        city: 'İSTANBUL',
        county: 'kadıköy',
        addressDetail: 'Moda Cad. No: 10',
        isFlag: 'evet',
        flagDescription: 'Sürekli şikayet',
        cardNumbers: ' 2900000000001  2900000000002,2900000000003; ',
      }),
    ).toEqual({
      ok: true,
      key: '05321234567',
      data: {
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email: 'ayse@example.com',
        birthDate: '1990-04-02',
        city: 'İSTANBUL',
        county: 'kadıköy',
        address: 'Moda Cad. No: 10',
        active: true,
        flag: true,
        flagNote: 'Sürekli şikayet',
        cards: ['2900000000001', '2900000000002', '2900000000003'],
      },
    });
    expect(row()).toEqual({
      ok: true,
      key: '05321234567',
      data: { firstName: 'Ayşe', lastName: 'Yılmaz', active: true, flag: false, cards: [] },
    });
  });

  it.each([
    ['5321234567', '05321234567'],
    ['0090 532 123 45 67', '05321234567'],
    ['905321234567', '05321234567'],
  ])('reads the phone %s as %s (Excel drops a number’s leading 0)', (phone, key) => {
    expect(row({ phoneNumber: phone })).toMatchObject({ ok: true, key });
  });

  it('reads Evet / Hayır the Turkish way, and 1/0, true/false, E/H', () => {
    for (const [cell, value] of [
      ['EVET', true],
      ['E', true],
      ['1', true],
      ['True', true],
      ['HAYIR', false],
      ['hayır', false],
      ['h', false],
      ['0', false],
    ] as const) {
      expect(row({ isActive: cell })).toMatchObject({ ok: true, data: { active: value } });
    }
  });

  it('drops the flag’s reason when the flag is off, as the flag switch does', () => {
    expect(row({ isFlag: 'Hayır', flagDescription: 'eski' })).toMatchObject({
      ok: true,
      data: { flag: false },
    });
    expect(row({ isFlag: 'Hayır', flagDescription: 'eski' })).not.toHaveProperty('data.flagNote');
  });

  it.each([
    [{ phoneNumber: '' }, 'Telefon: Telefon numarası boş olamaz.'],
    [
      { phoneNumber: '123' },
      'Telefon: Telefon numarası 0 ile başlamalı, 11 haneli ve yalnızca rakam içeriyor olmalı.',
    ],
    [{ firstName: '' }, 'Ad: Müşteri adı boş olamaz'],
    [{ lastName: '' }, 'Soyad: Müşteri soyadı boş olamaz.'],
    [{ firstName: 'a'.repeat(101) }, 'Ad: En fazla 100 karakter olabilir.'],
    [{ emailAddress: 'ayse@' }, 'E-posta: Geçerli bir e-posta adresi yazmalısınız.'],
    [{ emailAddress: `${'a'.repeat(200)}@x.com` }, 'E-posta: En fazla 200 karakter olabilir.'],
    [{ birthDate: '1990/4/2' }, 'Doğum Tarihi: Doğum tarihi YYYY-AA-GG biçiminde olmalı.'],
    [{ birthDate: '31.02.1990' }, 'Doğum Tarihi: Doğum tarihi YYYY-AA-GG biçiminde olmalı.'],
    [{ birthDate: '0000-01-01' }, 'Doğum Tarihi: Doğum tarihi YYYY-AA-GG biçiminde olmalı.'],
    [{ birthDate: '02.01.2020' }, 'Doğum Tarihi: Doğum tarihi 01.01.2020 tarihinden sonra olamaz.'],
    [
      { city: 'İstanbul', county: 'Kadıköy' },
      'Adres: Adres için il, ilçe ve adres detayının tümü girilmelidir.',
    ],
    [
      { county: 'Kadıköy', addressDetail: 'Moda' },
      'İl: Adres için il, ilçe ve adres detayının tümü girilmelidir.',
    ],
    [{ isActive: 'belki' }, 'Aktif: Evet ya da Hayır yazmalısınız.'],
    [{ isFlag: 'x' }, 'Flag: Evet ya da Hayır yazmalısınız.'],
    [
      { isFlag: 'Evet', flagDescription: 'a'.repeat(501) },
      'Flag Açıklaması: En fazla 500 karakter olabilir.',
    ],
    [
      { cardNumbers: '2900000000001 29000' },
      'Kart Numaraları: 29000: 13 haneli olmalı ve yalnızca rakam içermeli.',
    ],
    [
      { cardNumbers: '2900000000001 2900000000001' },
      'Kart Numaraları: 2900000000001: Aynı kart numarası birden fazla kez girilmiş.',
    ],
    [
      { cardNumbers: Array.from({ length: 11 }, (_, i) => `29000000000${10 + i}`).join(' ') },
      'Kart Numaraları: En fazla 10 kart numarası yazılabilir.',
    ],
    [
      { lastName: 'Yıl\u0000maz' },
      'Soyad: İzin verilmeyen bir karakter içeriyor (NUL karakteri ya da eksik bir Unicode karakteri).',
    ],
  ])('refuses %j with its column and the form’s words', (cells, words) => {
    expect(refusal(cells)).toBe(words);
  });
});
