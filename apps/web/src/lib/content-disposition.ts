/**
 * Reads the file name from a Content-Disposition header. Prefers the RFC 5987 / 6266
 * `filename*=UTF-8''…` form (percent-encoded, so Turkish letters survive) over the plain
 * `filename="…"`. Returns null when neither is present. Path parts are stripped.
 */
export function parseContentDispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const decoded = decodeExtendedValue(extended[1].trim());
    if (decoded) return sanitizeFileName(decoded);
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (plain) {
    let value = plain[1].trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (value) return sanitizeFileName(value);
  }
  return null;
}

/** `charset'language'percent-encoded` → text; null when it cannot be decoded. */
function decodeExtendedValue(value: string): string | null {
  const unquoted = value.replace(/^"(.*)"$/, '$1');
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(unquoted);
  if (!match) return null;
  const charset = match[1].toLowerCase();
  const encoded = match[2];
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
    return null;
  } catch {
    return null;
  }
}

function sanitizeFileName(name: string): string {
  const lastPart = name.split(/[\\/]/).pop() ?? name;
  return lastPart.trim();
}
