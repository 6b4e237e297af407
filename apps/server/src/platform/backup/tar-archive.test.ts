import { readFileSync } from 'node:fs';
import path from 'node:path';
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
    await expect(entriesOf(damaged)).rejects.toThrow('Invalid tar header');
    await expect(entriesOf(archive.subarray(0, 600))).rejects.toThrow('Unexpected end of data');
  });

  it('reads an archive our own ustar writer made before tar-stream, so older backups restore', async () => {
    const older = readFileSync(
      path.join(import.meta.dirname, 'fixtures', 'written-before-tar-stream.tar'),
    );
    expect(await entriesOf(older)).toEqual([
      { name: 'manifest.json', type: 'file', mode: 0o644, content: '{}' },
      { name: 'db', type: 'directory', mode: 0o700, content: '' },
      { name: 'db/PG_VERSION', type: 'file', mode: 0o600, content: '17\n' },
      {
        name: `files/${'a'.repeat(90)}/${'b'.repeat(90)}.bin`,
        type: 'file',
        mode: 0o644,
        content: 'x'.repeat(513),
      },
    ]);
  });

  it('streams a file entry from its path and fails the archive when the file changed size', async () => {
    const file = path.join(import.meta.dirname, 'fixtures', 'written-before-tar-stream.tar');
    const size = readFileSync(file).length;
    const entry = { name: 'files/a.tar', type: 'file', mode: 0o644, mtime: at } as const;
    const archive = await archiveOf([{ ...entry, size, content: file }]);
    expect((await entriesOf(archive))[0]?.content.length).toBe(size);
    await expect(archiveOf([{ ...entry, size: size - 1, content: file }])).rejects.toThrow();
  });
});
