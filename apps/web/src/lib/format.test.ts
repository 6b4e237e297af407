import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, fullName, userDisplayName } from './format';

describe('formatDateTime', () => {
  it('formats as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 7))).toBe('05.01.2024 09:07');
    expect(formatDateTime('2024-12-31T23:59:00')).toBe('31.12.2024 23:59');
  });

  it('gives an empty text for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as DD.MM.YYYY', () => {
    expect(formatDate('2023-04-23')).toBe('23.04.2023');
  });
});

describe('fullName', () => {
  it('joins name and surname without a stray space', () => {
    expect(fullName('Ayşe', 'Yılmaz')).toBe('Ayşe Yılmaz');
    expect(fullName('Ayşe', '')).toBe('Ayşe');
    expect(fullName('', '')).toBe('');
  });
});

describe('userDisplayName', () => {
  it("shows a user as 'Ad Soyad (e-posta)'", () => {
    expect(
      userDisplayName({ name: 'Mehmet', surname: 'Demir', emailAddress: 'agent@demo.local' }),
    ).toBe('Mehmet Demir (agent@demo.local)');
    expect(userDisplayName({ name: 'Selin', surname: 'Arslan', emailAddress: '' })).toBe(
      'Selin Arslan',
    );
  });
});
