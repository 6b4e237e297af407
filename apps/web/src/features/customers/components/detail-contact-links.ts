import type { TClientConfig } from '@ccms/contract/client-config';

export type ContactLink = {
  key: 'smsReport' | 'cardAnalytics' | 'backOffice';
  label: string;
  /** null when the link is not configured: shown disabled, never as a dead link. */
  href: string | null;
};

/** Adds `name=value` to a URL's query, keeping an existing query and a #fragment. */
export function withQueryParam(url: string, name: string, value: string): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const separator = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/**
 * The customer's external shortcuts (part 1 §2.5): the SMS report and the card analytics carry
 * the phone number as `?phone=`; the back office opens as configured.
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
