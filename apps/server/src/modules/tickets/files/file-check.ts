import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file really is, judged by its content (docs/domain.md §7): images, PDF, Office documents, text
 * and e-mail files. The uploaded name only decides between formats without a signature
 * (text, CSV, e-mail) and never overrides what the content says.
 */
const ALLOWED_BY_SIGNATURE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  // Old Office files and Outlook .msg share the compound file format.
  'application/x-cfb',
  'message/rfc822',
]);

/** Old Office and Outlook files by name, once the content proved to be a compound file. */
const COMPOUND_FILE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};

const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  eml: 'message/rfc822',
};

const extensionOf = (fileName: string) =>
  /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** Text: valid UTF-8 without control characters other than tab, CR, LF and form feed. */
function isPlainText(content: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
  return !/[\u0000-\u0008\u000B\u000E-\u001F]/.test(text);
}

/** The content type to store and send back, or null when the file is not allowed. */
export async function detectAllowedContentType(
  fileName: string,
  content: Uint8Array,
): Promise<string | null> {
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(content);
  if (detected) {
    if (!ALLOWED_BY_SIGNATURE.has(detected.mime)) return null;
    if (detected.mime === 'application/x-cfb') return COMPOUND_FILE_TYPES[extension] ?? null;
    return detected.mime;
  }
  const textType = TEXT_TYPES[extension];
  return textType && isPlainText(content) ? textType : null;
}
