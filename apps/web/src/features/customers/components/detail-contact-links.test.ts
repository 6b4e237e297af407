import { describe, expect, it } from 'vitest';
import { buildContactLinks } from './detail-contact-links';

const configured = {
  smsReport: 'https://sms.example.com/report',
  cardAnalytics: 'https://cards.example.com/analytics?brand=watsons#top',
  backOffice: 'https://bo.example.com/',
  onlineShopBackOffice: null,
};

describe('buildContactLinks', () => {
  it('appends the phone to the SMS report and the card analytics, not to the back office', () => {
    const links = buildContactLinks(configured, '05321234567');
    expect(links.map((link) => [link.key, link.label, link.href])).toEqual([
      ['smsReport', 'SMS raporu', 'https://sms.example.com/report?phone=05321234567'],
      [
        'cardAnalytics',
        'Kart analizi',
        'https://cards.example.com/analytics?brand=watsons&phone=05321234567#top',
      ],
      ['backOffice', 'Back office', 'https://bo.example.com/'],
    ]);
  });

  it('gives no address for a link that is not configured', () => {
    const links = buildContactLinks(
      { smsReport: null, cardAnalytics: '', backOffice: null, onlineShopBackOffice: null },
      '05321234567',
    );
    expect(links.map((link) => link.href)).toEqual([null, null, null]);
  });
});
