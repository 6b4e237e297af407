import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, type TarSource, tarStream } from './tar-archive.ts';

async function archiveOf(entries: TarSource[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(tarStream(entries))) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function entriesOf(archive: Buffer) {
  const found: { name: string; type: string; mode: number; content: string }[] = [];
  await readTar(Readable.from([archive]), async (entry, content) => {
    const parts: Buffer[] = [];
    for await (const part of content) parts.push(part);
    found.push({
      name: entry.name,
      type: entry.type,
      mode: entry.mode,
      content: Buffer.concat(parts).toString(),
    });
    return undefined;
  });
  return found;
}

const at = new Date('2026-11-26T10:00:00Z');

describe('the backup archive (ustar)', () => {
  it('reads back names (a long one split at a slash), types, modes and contents', async () => {
    const longName = `files/${'a'.repeat(90)}/${'b'.repeat(90)}.bin`;
    const archive = await archiveOf([
      { name: 'db', type: 'directory', mode: 0o700, size: 0, mtime: at },
      {
        name: 'db/PG_VERSION',
        type: 'file',
        mode: 0o600,
        size: 3,
        mtime: at,
        content: Buffer.from('17\n'),
      },
      {
        name: longName,
        type: 'file',
        mode: 0o644,
        size: 513,
        mtime: at,
        content: Buffer.alloc(513, 'x'),
      },
    ]);
    expect(archive.length % 512).toBe(0);
    expect(await entriesOf(archive)).toEqual([
      { name: 'db', type: 'directory', mode: 0o700, content: '' },
      { name: 'db/PG_VERSION', type: 'file', mode: 0o600, content: '17\n' },
      { name: longName, type: 'file', mode: 0o644, content: 'x'.repeat(513) },
    ]);
  });

  it('refuses a damaged header and an archive cut short', async () => {
    const archive = await archiveOf([
      {
        name: 'manifest.json',
        type: 'file',
        mode: 0o644,
        size: 2,
        mtime: at,
        content: Buffer.from('{}'),
      },
    ]);
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41;
    await expect(entriesOf(damaged)).rejects.toThrow('damaged tar header');
    await expect(entriesOf(archive.subarray(0, 600))).rejects.toThrow('incomplete');
  });
});
