/**
 * A Content-Disposition header that carries any file name safely: an ASCII fallback plus the
 * UTF-8 name in RFC 5987 form.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback || 'dosya'}"; filename*=UTF-8''${encoded}`;
}
