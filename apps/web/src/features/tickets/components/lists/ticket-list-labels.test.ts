import { describe, expect, it } from 'vitest';
import { moneyText, userDisplayName } from './ticket-list-labels';

describe('ticket list labels', () => {
  it('writes money with two decimals and TL', () => {
    expect(moneyText(1250.5)).toBe('1.250,50 TL');
    expect(moneyText(null)).toBe('');
    expect(moneyText(undefined)).toBe('');
  });

  it("shows a user as 'Ad Soyad (e-posta)'", () => {
    expect(
      userDisplayName({ name: 'Mehmet', surname: 'Demir', emailAddress: 'agent@demo.local' }),
    ).toBe('Mehmet Demir (agent@demo.local)');
    expect(userDisplayName({ name: 'Selin', surname: 'Arslan', emailAddress: '' })).toBe(
      'Selin Arslan',
    );
  });
});
