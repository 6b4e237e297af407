import { createReadStream } from 'node:fs';

/**
 * The POSIX tar (ustar) layout the backup archive uses: a 512-byte header per entry, the
 * content padded to 512 bytes, two empty blocks at the end. Written and read as streams so that
 * memory stays at one chunk however large the database or the files store.
 */
const BLOCK = 512;
/** Eleven octal digits: 8 GiB less a byte, above PostgreSQL's 1 GiB segment files. */
const MAX_SIZE = 8 ** 11 - 1;
const FILE_TYPE = '0';
const DIRECTORY_TYPE = '5';

export type TarEntry = {
  /** A relative path with `/` between its parts; directories end without a slash. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
  mtime: Date;
};

function writeText(header: Buffer, offset: number, length: number, text: string) {
  header.write(text, offset, length, 'utf8');
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  writeText(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the archive: ${name}`);
}

/** The 512-byte ustar header of an entry. */
export function tarHeader(entry: TarEntry): Buffer {
  if (entry.size > MAX_SIZE) throw new Error(`File too large for the archive: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  writeText(header, 0, 100, base);
  writeOctal(header, 100, 8, entry.mode & 0o7777);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, entry.type === 'file' ? entry.size : 0);
  writeOctal(header, 136, 12, Math.floor(entry.mtime.getTime() / 1000));
  // The checksum is summed with its own field as spaces.
  header.fill(' ', 148, 156);
  writeText(header, 156, 1, entry.type === 'file' ? FILE_TYPE : DIRECTORY_TYPE);
  writeText(header, 257, 6, 'ustar\0');
  writeText(header, 263, 2, '00');
  writeText(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeText(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** An entry to write: its header fields and where its bytes come from (files only). */
export type TarSource = TarEntry & { content?: Buffer | string };

/**
 * The archive's bytes, entry after entry: a `content` buffer is written as given, else a file
 * entry is streamed from the path `content` names. A file that changed size since it was listed
 * fails the archive rather than writing a damaged entry.
 */
export async function* tarStream(entries: AsyncIterable<TarSource> | Iterable<TarSource>) {
  for await (const entry of entries) {
    yield tarHeader(entry);
    if (entry.type !== 'file') continue;
    if (Buffer.isBuffer(entry.content)) {
      yield entry.content;
    } else if (entry.content !== undefined) {
      let written = 0;
      for await (const chunk of createReadStream(entry.content)) {
        written += (chunk as Buffer).length;
        if (written > entry.size) break;
        yield chunk as Buffer;
      }
      if (written !== entry.size) throw new Error(`File changed while archived: ${entry.name}`);
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Exact byte counts from a stream of chunks. */
class ChunkReader {
  private pending: Buffer[] = [];
  private available = 0;
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterator<Buffer>) {
    this.source = source;
  }

  /** Up to `limit` bytes of what is there (reading more only when nothing is); null at the end. */
  async next(limit: number): Promise<Buffer | null> {
    if (this.available === 0) {
      const { value, done } = await this.source.next();
      if (done) return null;
      this.pending.push(value);
      this.available += value.length;
    }
    const head = this.pending[0]!;
    const piece = head.subarray(0, Math.min(limit, head.length));
    if (piece.length === head.length) this.pending.shift();
    else this.pending[0] = head.subarray(piece.length);
    this.available -= piece.length;
    return piece;
  }

  /** Exactly `length` bytes, or null when the stream ends first. */
  async take(length: number): Promise<Buffer | null> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < length) {
      const piece = await this.next(length - got);
      if (!piece) return null;
      parts.push(piece);
      got += piece.length;
    }
    return Buffer.concat(parts);
  }
}

const readText = (header: Buffer, offset: number, length: number) => {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};
const readOctal = (header: Buffer, offset: number, length: number) =>
  Number.parseInt(readText(header, offset, length).trim() || '0', 8);

function parseHeader(header: Buffer): TarEntry {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 32 : header[index]!;
  }
  if (sum !== readOctal(header, 148, 8) || readText(header, 257, 6) !== 'ustar') {
    throw new Error('Not a backup archive (damaged tar header)');
  }
  const prefix = readText(header, 345, 155);
  const base = readText(header, 0, 100);
  const type = readText(header, 156, 1);
  if (type !== FILE_TYPE && type !== DIRECTORY_TYPE) {
    throw new Error(`Unexpected entry type in the archive: ${type}`);
  }
  return {
    name: (prefix ? `${prefix}/${base}` : base).replace(/\/$/, ''),
    type: type === FILE_TYPE ? 'file' : 'directory',
    mode: readOctal(header, 100, 8),
    size: type === FILE_TYPE ? readOctal(header, 124, 12) : 0,
    mtime: new Date(readOctal(header, 136, 12) * 1000),
  };
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets each entry and its content as chunks, which
 * it must consume before the next entry is read. Stops when `onEntry` answers 'stop'.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<'stop' | undefined>,
): Promise<void> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    await readEntries(new ChunkReader(iterator), onEntry);
  } finally {
    // Closes the source when reading stops early (a refusal, the 'stop' answer, an error).
    await iterator.return?.();
  }
}

async function readEntries(
  reader: ChunkReader,
  onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<'stop' | undefined>,
) {
  for (;;) {
    const header = await reader.take(BLOCK);
    if (!header) throw new Error('The archive ends early (it is incomplete)');
    if (header.every((byte) => byte === 0)) return;
    const entry = parseHeader(header);
    let left = entry.size;
    const content = (async function* () {
      while (left > 0) {
        const piece = await reader.next(left);
        if (!piece) throw new Error(`The archive ends inside ${entry.name} (it is incomplete)`);
        left -= piece.length;
        yield piece;
      }
    })();
    const outcome = await onEntry(entry, content);
    if (outcome === 'stop') return;
    // Whatever the consumer left of the content is skipped.
    while (left > 0) {
      const piece = await reader.next(left);
      if (!piece) throw new Error(`The archive ends inside ${entry.name} (it is incomplete)`);
      left -= piece.length;
    }
    if (!(await reader.take(padding(entry.size).length))) {
      throw new Error('The archive ends early (it is incomplete)');
    }
  }
}
