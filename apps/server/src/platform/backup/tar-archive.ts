import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import tar, { type Header, type Pack } from 'tar-stream';

/*
 * The backup archive is a POSIX tar (ustar) file, written and read by tar-stream as streams so
 * that memory stays at one chunk however large the database or the files store.
 */

/** Eleven octal digits, ustar's size field: 8 GiB less a byte, above PostgreSQL's 1 GiB segments. */
const MAX_SIZE = 8 ** 11 - 1;

export type TarEntry = {
  /** A relative path with `/` between its parts; directories end without a slash. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
  mtime: Date;
};

/** An entry to write: its header fields and where its bytes come from (files only). */
export type TarSource = TarEntry & { content?: Buffer | string };

/**
 * The archive's bytes, entry after entry: a `content` buffer is written as given, else a file
 * entry is streamed from the path `content` names. A file that changed size since it was listed
 * fails the archive rather than writing a damaged entry (tar-stream checks the size).
 */
export function tarStream(entries: AsyncIterable<TarSource> | Iterable<TarSource>): Pack {
  const pack = tar.pack();
  (async () => {
    for await (const entry of entries) await addEntry(pack, entry);
    pack.finalize();
  })().catch((error: unknown) => pack.destroy(error as Error));
  return pack;
}

function addEntry(pack: Pack, entry: TarSource): Promise<void> {
  if (entry.size > MAX_SIZE) throw new Error(`File too large for the archive: ${entry.name}`);
  const header = {
    name: entry.name,
    type: entry.type,
    mode: entry.mode,
    size: entry.type === 'file' ? entry.size : 0,
    mtime: entry.mtime,
  };
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (Buffer.isBuffer(entry.content)) {
      pack.entry(header, entry.content, done);
    } else if (entry.type === 'file' && entry.content !== undefined) {
      const sink = pack.entry(header, done);
      // A failed entry (the size changed, the file went) reaches `done` and fails the pack.
      sink.on('error', () => {});
      const file = createReadStream(entry.content);
      file.once('error', (error) => sink.destroy(error));
      file.pipe(sink);
    } else {
      pack.entry(header, done);
    }
  });
}

function entryOf(header: Header): TarEntry {
  if (header.type !== 'file' && header.type !== 'directory') {
    throw new Error(`Unexpected entry type in the archive: ${header.type}`);
  }
  return {
    name: header.name.replace(/\/$/, ''),
    type: header.type,
    mode: header.mode,
    size: header.type === 'file' ? header.size : 0,
    mtime: header.mtime,
  };
}

/** tar-stream's entry content, typed: in Node its chunks are Buffers. */
async function* chunksOf(content: AsyncIterable<unknown>): AsyncIterable<Buffer> {
  for await (const chunk of content) yield chunk as Buffer;
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets each entry and its content as chunks, which
 * it must consume before the next entry is read. Stops when `onEntry` answers 'stop'. A damaged
 * header or an archive that ends inside an entry is an error.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<'stop' | undefined>,
): Promise<void> {
  const extract = tar.extract();
  const input = Readable.from(source);
  input.once('error', (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const content of extract) {
      const outcome = await onEntry(entryOf(content.header), chunksOf(content));
      if (outcome === 'stop') return;
      // Whatever the consumer left of the content is skipped.
      content.resume();
    }
  } finally {
    // Closes the source when reading stops early (a refusal, the 'stop' answer, an error).
    input.destroy();
  }
}
