import { describe, expect, it } from 'vitest';
import { fileSizeText, filesProblem } from './detail-files';

describe('filesProblem', () => {
  it('asks for a file, and refuses more than five on a ticket', () => {
    expect(filesProblem(0, 0)).toBe('Dosya seçmelisiniz.');
    expect(filesProblem(5, 0)).toBeNull();
    expect(filesProblem(2, 3)).toBeNull();
    expect(filesProblem(1, 5)).toBe('Bir bilete en fazla 5 dosya eklenebilir.');
  });
});

describe('fileSizeText', () => {
  it('shows KB under a megabyte and MB above', () => {
    expect(fileSizeText(10)).toBe('1 KB');
    expect(fileSizeText(12 * 1024)).toBe('12 KB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
