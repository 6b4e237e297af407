import type { TClientConfig } from '@ccms/contract/client-config';
import { withQueryParam } from '../../../lib/url';

export type ContactLink = {
  key: 'smsReport' | 'cardAnalytics' | 'backOffice';
  label: string;
  /** null when the link is not configured: shown disabled, never as a dead link. */
  href: string | null;
};

/**
 * The customer's external shortcuts (docs/domain.md §15 External links): the SMS report and the
 * card analytics carry the phone number as `?phone=`; the back office opens as configured.
 */
export function buildContactLinks(
  links: TClientConfig['externalLinks'],
  phoneNumber: string,
): ContactLink[] {
  const withPhone = (url: string | null) =>
    url ? withQueryParam(url, 'phone', phoneNumber) : null;
  return [
    { key: 'smsReport', label: 'SMS raporu', href: withPhone(links.smsReport) },
    { key: 'cardAnalytics', label: 'Kart analizi', href: withPhone(links.cardAnalytics) },
    { key: 'backOffice', label: 'Back office', href: links.backOffice || null },
  ];
}
