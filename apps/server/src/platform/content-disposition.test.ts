import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('keeps a Turkish file name in the UTF-8 form and gives an ASCII fallback', () => {
    expect(attachmentDisposition('Müşteri Şikâyeti.pdf')).toBe(
      `attachment; filename="Musteri Sikayeti.pdf"; filename*=UTF-8''M%C3%BC%C5%9Fteri%20%C5%9Eik%C3%A2yeti.pdf`,
    );
  });

  it('gives a plain ASCII name once, as it is', () => {
    expect(attachmentDisposition('fatura-2026.pdf')).toBe('attachment; filename=fatura-2026.pdf');
  });

  it('cannot be broken out of by quotes or new lines', () => {
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b')).toBe(true);
  });
});
