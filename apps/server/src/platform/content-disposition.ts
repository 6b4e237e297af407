import { create } from 'content-disposition';

/**
 * A Content-Disposition header that carries any file name safely: the UTF-8 name in its
 * extended form (`filename*`), and for clients that read only `filename` the name with Turkish
 * letters folded to ASCII ('Şikâyet' → 'Sikayet'), rather than the package's '?' for each.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim();
  // The package leaves out `filename*` when the fallback is the name itself (plain ASCII).
  return create(fileName, { fallback: fallback || 'dosya' });
}
