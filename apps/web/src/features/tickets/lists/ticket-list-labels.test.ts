import { describe, expect, it } from 'vitest';
import {
  customerPath,
  moneyText,
  statusLabel,
  subStatusLabel,
  ticketDetailPath,
  userDisplayName,
} from './ticket-list-labels';

describe('ticket list labels', () => {
  it('names statuses and sub-statuses in Turkish, unknown ones by number', () => {
    expect(statusLabel(5)).toBe('İşlemde');
    expect(statusLabel(3)).toBe('Kapatıldı');
    expect(statusLabel(42)).toBe('42');
    expect(subStatusLabel(6)).toBe('Otomatik Kapatıldı');
  });

  it('writes money with two decimals and TL', () => {
    expect(moneyText(1250.5)).toBe('1.250,50 TL');
    expect(moneyText(null)).toBe('');
    expect(moneyText(undefined)).toBe('');
  });

  it('builds the detail and customer paths', () => {
    expect(ticketDetailPath('abc')).toBe('/tickets/details/abc');
    expect(customerPath('abc')).toBe('/customers/byid/abc');
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
