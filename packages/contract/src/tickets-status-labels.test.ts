import { describe, expect, it } from 'vitest';
import { ticketStatusLabel, ticketSubStatusLabel } from './tickets-statuses.ts';

describe('ticket status labels', () => {
  it('names the five statuses as the spec does', () => {
    expect([1, 5, 2, 3, 4].map(ticketStatusLabel)).toEqual([
      'Bekliyor',
      'İşlemde',
      'Cevaplandı',
      'Kapatıldı',
      'Yönlendir',
    ]);
  });

  it('names the sub-statuses, the closed ones included', () => {
    expect([1, 10, 2, 4].map(ticketSubStatusLabel)).toEqual([
      'Bekliyor',
      'İşlemde',
      'Cevaplandı',
      'Yönlendir',
    ]);
    expect([5, 6, 7, 8, 9].map(ticketSubStatusLabel)).toEqual([
      'Reddedildi',
      'Otomatik Kapatıldı',
      'Kapatıldı',
      'Mükerrer',
      'Yanlış Açılan Kayıt',
    ]);
  });

  it('shows an unknown id as itself instead of an empty cell', () => {
    expect(ticketStatusLabel(99)).toBe('99');
    expect(ticketSubStatusLabel(0)).toBe('0');
  });
});
