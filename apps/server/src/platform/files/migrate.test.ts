import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { type FileStore, newFileKey } from './file-store.ts';
import { FILES_MIGRATE_TEXTS, runFilesMigrateCli } from './migrate-cli.ts';
import { createS3FileStore, type S3Settings } from './s3-file-store.ts';

const CLI = path.join(import.meta.dirname, 'migrate-cli.ts');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

describe('npm run files:migrate', () => {
  let s3: TestS3;
  let dir: string;
  const keys = [newFileKey(new Date('2025-01-15')), newFileKey(), newFileKey()];
  const sizes = [10, 70_000, 6 * 1024 * 1024 + 3];
  const env = () => ({ ...s3.env, FILES_DIR: dir });

  beforeAll(async () => {
    s3 = await startTestS3();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-migrate-'));
    keys.forEach((key, n) => {
      fs.mkdirSync(path.join(dir, path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), Buffer.alloc(sizes[n]!, n + 1));
    });
    fs.writeFileSync(path.join(dir, 'not-a-key.txt'), 'x');
  });
  afterAll(async () => {
    await s3.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every file under its key, verifies the sizes and skips them on a second run', async () => {
    const first = capture();
    expect(await runFilesMigrateCli(env(), first.output)).toBe(0);
    expect((await s3.keys()).sort()).toEqual([...keys].sort());
    const bucket = createS3FileStore(loadConfig(env()).files.s3!);
    for (const [n, key] of keys.entries()) expect(await bucket.sizeOf(key)).toBe(sizes[n]);
    expect(first.out.filter((line) => line.endsWith(': kopyalandı'))).toHaveLength(3);
    expect(first.err).toEqual([FILES_MIGRATE_TEXTS.other('not-a-key.txt')]);
    expect(first.out.at(-1)).toBe(FILES_MIGRATE_TEXTS.done);

    // A copy cut short in an earlier run: only that file is copied again.
    await bucket.remove(keys[2]!);
    const second = capture();
    expect(await runFilesMigrateCli(env(), second.output)).toBe(0);
    expect(second.out.filter((line) => line.endsWith(': kopyalandı'))).toEqual([
      expect.stringContaining(keys[2]!),
    ]);
    expect(second.out.filter((line) => line.endsWith('zaten var, boyutu aynı'))).toHaveLength(2);
    expect(await bucket.sizeOf(keys[2]!)).toBe(sizes[2]);
    bucket.close();
  });

  it('fails when a byte count in the bucket differs, and when no bucket is configured', async () => {
    const key = newFileKey();
    fs.mkdirSync(path.join(dir, path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), Buffer.alloc(5000, 7));
    // A bucket that loses the end of what it is sent.
    const lossy = (settings: S3Settings): FileStore => {
      const bucket = createS3FileStore(settings);
      return {
        ...bucket,
        put: async (to, content) => {
          const chunks: Buffer[] = [];
          for await (const chunk of content) chunks.push(chunk as Buffer);
          return bucket.put(to, Readable.from([Buffer.concat(chunks).subarray(0, 4000)]));
        },
      };
    };
    const run = capture();
    expect(await runFilesMigrateCli(env(), run.output, lossy)).toBe(1);
    expect(run.err).toContainEqual(
      expect.stringContaining(`${key} (5000 bayt): boyut tutmuyor (kovada 4000 bayt)`),
    );
    expect(run.err.at(-1)).toBe(FILES_MIGRATE_TEXTS.failed);
    // Run again with a sound bucket: the short copy is replaced.
    expect(await runFilesMigrateCli(env(), capture().output)).toBe(0);
    fs.rmSync(path.join(dir, key));

    const none = capture();
    expect(await runFilesMigrateCli({ FILES_DIR: dir }, none.output)).toBe(2);
    expect(none.err).toEqual([FILES_MIGRATE_TEXTS.noBucket]);
  });

  it('runs as a command and exits with its code', async () => {
    const child = spawn(process.execPath, [CLI], {
      env: { ...process.env, ...env() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(out).toContain(FILES_MIGRATE_TEXTS.done);
    expect(code).toBe(0);
  });
});
