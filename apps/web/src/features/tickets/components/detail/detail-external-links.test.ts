import { describe, expect, it } from 'vitest';
import { buildTicketExternalLinks } from './detail-external-links';

describe('buildTicketExternalLinks', () => {
  it('gives every configured link, the SMS report and card analytics with the phone', () => {
    const links = buildTicketExternalLinks(
      {
        smsReport: 'https://sms.example.com/report',
        cardAnalytics: 'https://cards.example.com/a?brand=w#top',
        backOffice: 'https://bo.example.com/',
        onlineShopBackOffice: 'https://shop-bo.example.com/',
      },
      '05321234567',
    );
    expect(links.map((link) => [link.key, link.label, link.href])).toEqual([
      ['smsReport', 'SMS Raporu', 'https://sms.example.com/report?phone=05321234567'],
      [
        'cardAnalytics',
        'Kart Analizi',
        'https://cards.example.com/a?brand=w&phone=05321234567#top',
      ],
      ['backOffice', 'Back Office', 'https://bo.example.com/'],
      ['onlineShopBackOffice', 'Online Mağaza Back Office', 'https://shop-bo.example.com/'],
    ]);
  });

  it('leaves out what is not configured, and the phone when the ticket has none', () => {
    const links = buildTicketExternalLinks(
      {
        smsReport: 'https://sms.example.com/',
        cardAnalytics: '',
        backOffice: null,
        onlineShopBackOffice: null,
      },
      null,
    );
    expect(links).toEqual([
      { key: 'smsReport', label: 'SMS Raporu', href: 'https://sms.example.com/' },
    ]);
    expect(
      buildTicketExternalLinks(
        { smsReport: null, cardAnalytics: null, backOffice: null, onlineShopBackOffice: null },
        '05321234567',
      ),
    ).toEqual([]);
  });
});
