import type { TClientConfig } from '@ccms/contract/client-config';
import { withQueryParam } from '../../../../lib/url';

export type ExternalLinkKey = keyof TClientConfig['externalLinks'];

export type ExternalLink = { key: ExternalLinkKey; label: string; href: string };

/**
 * The ticket's external buttons (docs/domain.md §15 External links): SMS report, card analytics,
 * back office and the online-shop back office, from the server's settings (SMS_REPORT_URL,
 * CARD_ANALYTICS_URL, BACK_OFFICE_URL, ONLINE_SHOP_BACK_OFFICE_URL). As on the customer page, the
 * SMS report and the card analytics carry the customer's phone as `?phone=`; the back offices open
 * as configured. A link that is not configured is left out: the page shows no button that leads
 * nowhere.
 */
export function buildTicketExternalLinks(
  links: TClientConfig['externalLinks'],
  phoneNumber: string | null,
): ExternalLink[] {
  const withPhone = (url: string) =>
    phoneNumber ? withQueryParam(url, 'phone', phoneNumber) : url;
  const candidates: { key: ExternalLinkKey; label: string; href: string | null }[] = [
    { key: 'smsReport', label: 'SMS Raporu', href: links.smsReport && withPhone(links.smsReport) },
    {
      key: 'cardAnalytics',
      label: 'Kart Analizi',
      href: links.cardAnalytics && withPhone(links.cardAnalytics),
    },
    { key: 'backOffice', label: 'Back Office', href: links.backOffice || null },
    {
      key: 'onlineShopBackOffice',
      label: 'Online Mağaza Back Office',
      href: links.onlineShopBackOffice || null,
    },
  ];
  return candidates.filter((link): link is ExternalLink => Boolean(link.href));
}
