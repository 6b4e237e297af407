import { describe, expect, it } from 'vitest';
import { parseContentDispositionFileName } from './content-disposition';

describe('parseContentDispositionFileName', () => {
  it('prefers the RFC 5987 UTF-8 name over the ASCII fallback', () => {
    expect(
      parseContentDispositionFileName(
        `attachment; filename="Bilet Listesi.xlsx"; filename*=UTF-8''Bilet%20Listesi%20%C3%96zet.xlsx`,
      ),
    ).toBe('Bilet Listesi Özet.xlsx');
  });

  it('reads what the server sends for a Turkish name', () => {
    // The server's attachmentDisposition('Müşteri şikayeti.txt').
    expect(
      parseContentDispositionFileName(
        `attachment; filename="Musteri sikayeti.txt"; filename*=UTF-8''M%C3%BC%C5%9Fteri%20%C5%9Fikayeti.txt`,
      ),
    ).toBe('Müşteri şikayeti.txt');
  });

  it('reads a quoted plain filename with escapes', () => {
    expect(parseContentDispositionFileName('attachment; filename="a \\"b\\".txt"')).toBe(
      'a "b".txt',
    );
  });

  it('reads an unquoted plain filename', () => {
    expect(parseContentDispositionFileName('attachment; filename=test.txt')).toBe('test.txt');
    expect(parseContentDispositionFileName('attachment;filename=test.txt;size=3')).toBe('test.txt');
  });

  it('is case-insensitive in the parameter names and charset', () => {
    expect(parseContentDispositionFileName(`Attachment; FILENAME*=utf-8''%C3%A7.txt`)).toBe(
      'ç.txt',
    );
  });

  it('decodes an ISO-8859-1 extended value', () => {
    expect(parseContentDispositionFileName(`attachment; filename*=ISO-8859-1'de'%E4.txt`)).toBe(
      'ä.txt',
    );
  });

  it('falls back to the plain name when the extended value is broken', () => {
    expect(
      parseContentDispositionFileName(`attachment; filename="ok.txt"; filename*=UTF-8''%E0%A4%A`),
    ).toBe('ok.txt');
  });

  it('does not mistake filename* for filename', () => {
    expect(parseContentDispositionFileName(`attachment; filename*=UTF-8''x.txt`)).toBe('x.txt');
  });

  it('strips any path from the name', () => {
    expect(parseContentDispositionFileName('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(parseContentDispositionFileName('attachment; filename="C:\\\\temp\\\\a.txt"')).toBe(
      'a.txt',
    );
  });

  it('gives null without a name', () => {
    expect(parseContentDispositionFileName(null)).toBeNull();
    expect(parseContentDispositionFileName('')).toBeNull();
    expect(parseContentDispositionFileName('inline')).toBeNull();
    expect(parseContentDispositionFileName('attachment; filename=""')).toBeNull();
  });
});
