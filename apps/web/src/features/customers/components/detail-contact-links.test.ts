import { describe, expect, it } from 'vitest';
import { buildContactLinks, withQueryParam } from './detail-contact-links';

const configured = {
  smsReport: 'https://sms.example.com/report',
  cardAnalytics: 'https://cards.example.com/analytics?brand=watsons#top',
  backOffice: 'https://bo.example.com/',
  onlineShopBackOffice: null,
};

describe('withQueryParam', () => {
  it('starts a query, or extends the one there, keeping the fragment', () => {
    expect(withQueryParam('https://a.test/x', 'phone', '05321234567')).toBe(
      'https://a.test/x?phone=05321234567',
    );
    expect(withQueryParam('https://a.test/x?a=1', 'phone', '0532')).toBe(
      'https://a.test/x?a=1&phone=0532',
    );
    expect(withQueryParam('https://a.test/x?', 'phone', '0532')).toBe(
      'https://a.test/x?phone=0532',
    );
    expect(withQueryParam('https://a.test/x#h', 'phone', '0532')).toBe(
      'https://a.test/x?phone=0532#h',
    );
  });

  it('encodes the value', () => {
    expect(withQueryParam('https://a.test/', 'q', 'a b&c')).toBe('https://a.test/?q=a%20b%26c');
  });
});

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
