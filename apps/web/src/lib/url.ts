/** Adds `name=value` to a URL's query, keeping an existing query and a #fragment. */
export function withQueryParam(url: string, name: string, value: string): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const separator = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}
