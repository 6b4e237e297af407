import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('drops C0, DEL and C1 control characters and halves of surrogate pairs', () => {
    expect(cleanFileName('rap\u0001or\u001b[31m\u007f\u0085\u0000.pdf')).toBe('rapor[31m.pdf');
    expect(cleanFileName('yarım\ud83d.txt')).toBe('yarım\ufffd.txt');
  });

  it('keeps every printable character, Turkish letters and emoji included', () => {
    expect(cleanFileName('Şikâyet 😀 İçerik\u00a0(1).docx')).toBe(
      'Şikâyet 😀 İçerik\u00a0(1).docx',
    );
  });
});
