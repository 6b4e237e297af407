import { Transform } from 'node:stream';
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

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000E-\u001F]/;

/**
 * Text: valid UTF-8 without control characters other than tab, CR, LF and form feed. Fed
 * piece by piece (a character may be cut between two), then ended.
 */
function plainTextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  const take = (decode: () => string) => {
    if (!isText) return;
    try {
      isText = !CONTROL_CHARACTERS.test(decode());
    } catch {
      isText = false;
    }
  };
  return {
    push: (piece: Uint8Array) => take(() => decoder.decode(piece, { stream: true })),
    end: () => take(() => decoder.decode()),
    isText: () => isText,
  };
}

/**
 * Passes a file on while checking it is plain text to its end: a text file's first bytes are
 * not enough, one control character further on makes it something else.
 */
export function plainTextWatch(): { stream: Transform; isPlainText(): boolean } {
  const check = plainTextCheck();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      check.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      check.end();
      done();
    },
  });
  return { stream, isPlainText: check.isText };
}

/**
 * The content type to store and send back, judged by the file's first bytes (`head`, the whole
 * file when shorter), or null when the file is not allowed. A type known by name and text
 * (`isText`) still needs the rest of the file checked (`plainTextWatch`).
 */
export async function detectAllowedContentType(
  fileName: string,
  head: Uint8Array,
): Promise<{ contentType: string; isText: boolean } | null> {
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (!ALLOWED_BY_SIGNATURE.has(detected.mime)) return null;
    const contentType =
      detected.mime === 'application/x-cfb' ? COMPOUND_FILE_TYPES[extension] : detected.mime;
    return contentType ? { contentType, isText: false } : null;
  }
  const textType = TEXT_TYPES[extension];
  if (!textType) return null;
  const check = plainTextCheck();
  check.push(head);
  return check.isText() ? { contentType: textType, isText: true } : null;
}
