import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** Sizes and offsets are 32-bit without zip64, which no export comes near. */
const ZIP32_LIMIT = 0xffff_ffff;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

type EntryRecord = {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
};

/** Resolves when the stream takes writes again; fails when it is closed first (client gone). */
function drained(output: Writable): Promise<void> {
  const closed = () => new Error('The download was closed before it ended');
  // A stream destroyed before this call has already said 'close': waiting would never end.
  if (output.destroyed) return Promise.reject(closed());
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      output.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      output.off('drain', onDrain);
      reject(closed());
    };
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
}

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * A zip file written straight into a stream, one deflated entry after another. Each entry's
 * sizes and CRC follow its data (a data descriptor), so nothing is held back: memory stays at
 * one part however large the entry, and parts are pulled only as fast as the output takes
 * them.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private readonly stamp = dosDateTime(new Date());
  private readonly output: Writable;

  constructor(output: Writable) {
    this.output = output;
  }

  /**
   * Writes one entry whose content is `parts` in order (text as UTF-8). Each part is one
   * deflate call: large parts keep deflate fast.
   */
  async add(
    name: string,
    parts: Iterable<Buffer | string> | AsyncIterable<Buffer | string>,
  ): Promise<void> {
    const record: EntryRecord = {
      name: Buffer.from(name, 'utf8'),
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
    };
    await this.write(this.localHeader(record));

    const deflate = zlib.createDeflateRaw();
    const forwarded = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        record.compressedSize += chunk.length;
        await this.write(chunk);
      }
    })();
    forwarded.catch(() => undefined); // awaited below; this only keeps an early failure handled
    try {
      for await (const part of parts) {
        const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
        record.crc = zlib.crc32(bytes, record.crc);
        record.size += bytes.length;
        if (record.size > ZIP32_LIMIT) throw new Error(`${name} outgrew the zip format's 4 GiB`);
        // `forwarded` settles before a drain only when the output failed: its error ends this.
        if (!deflate.write(bytes)) await Promise.race([once(deflate, 'drain'), forwarded]);
      }
      deflate.end();
      await forwarded;
    } catch (error) {
      deflate.destroy();
      await forwarded.catch(() => undefined);
      throw error;
    }
    await this.write(this.dataDescriptor(record));
    this.entries.push(record);
  }

  /** Writes the central directory: the zip is complete after this. */
  async finish(): Promise<void> {
    const directoryOffset = this.offset;
    for (const entry of this.entries) await this.write(this.centralHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryOffset, 12);
    end.writeUInt32LE(directoryOffset, 16);
    await this.write(end);
  }

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (this.offset > ZIP32_LIMIT) throw new Error("The file outgrew the zip format's 4 GiB");
    if (!this.output.write(bytes)) await drained(this.output);
  }

  /** Version needed, flags, method, time and date: the same run in both headers. */
  private writeEntryFields(header: Buffer, at: number): void {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(FLAGS, at + 2);
    header.writeUInt16LE(DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
  }

  private localHeader(entry: EntryRecord): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    this.writeEntryFields(header, 4);
    // CRC and sizes (14–25) stay zero: the data descriptor carries them.
    header.writeUInt16LE(entry.name.length, 26);
    return Buffer.concat([header, entry.name]);
  }

  private dataDescriptor(entry: EntryRecord): Buffer {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    return descriptor;
  }

  private centralHeader(entry: EntryRecord): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4); // made by
    this.writeEntryFields(header, 6);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    // Extra field, comment, disk number and attributes (30–41) stay zero.
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }
}
