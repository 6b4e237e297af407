import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStoreKind, openTestFileStore, TEST_FILE_STORES } from '../../test/file-stores.ts';
import { loadConfig } from '../config.ts';
import { createFileStore } from './create-file-store.ts';
import { type FileStore, newFileKey } from './file-store.ts';

/** `size` bytes of a pattern, so a byte out of place shows. */
const patterned = (size: number) => Buffer.from(Array.from({ length: size }, (_, n) => n % 251));

/** A stream of `content` in 64 KB chunks: the store learns the size only at the end. */
const streamOf = (content: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += 65_536) yield content.subarray(at, at + 65_536);
    })(),
    { objectMode: false },
  );

async function read(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(TEST_FILE_STORES)('the %s file store', (kind: FileStoreKind) => {
  let backing: Awaited<ReturnType<typeof openTestFileStore>>;
  let store: FileStore;

  beforeAll(async () => {
    backing = await openTestFileStore(kind);
    // One upload streams straight to a bucket, a second at once is spooled to the disk first.
    store = createFileStore(loadConfig({ ...backing.env, S3_UPLOAD_CONCURRENCY: '1' }).files);
  });
  afterAll(async () => {
    store.close();
    await backing.close();
  });

  it('stores a stream of unknown length over several parts and gives every byte back', async () => {
    const content = patterned(11 * 1024 * 1024 + 7);
    const key = newFileKey();
    expect(await store.put(key, streamOf(content))).toBe(content.length);
    expect(await store.sizeOf(key)).toBe(content.length);
    const opened = await store.open(key);
    expect(opened?.size).toBe(content.length);
    expect((await read(opened!.stream)).equals(content)).toBe(true);
    expect(await backing.keys()).toContain(key);
    await store.remove(key);
    expect(await backing.keys()).not.toContain(key);
  });

  it('stores a second upload while a slow one is under way, without waiting for it', async () => {
    const slowContent = patterned(7 * 1024 * 1024);
    let goOn = () => {};
    const halfway = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const slow = Readable.from(
      (async function* () {
        yield slowContent.subarray(0, 1024 * 1024);
        await halfway;
        yield slowContent.subarray(1024 * 1024);
      })(),
      { objectMode: false },
    );
    const slowKey = newFileKey();
    const slowPut = store.put(slowKey, slow);
    const quickContent = patterned(6 * 1024 * 1024 + 1);
    const quickKey = newFileKey();
    expect(await store.put(quickKey, streamOf(quickContent))).toBe(quickContent.length);
    expect(await store.sizeOf(slowKey)).not.toBe(slowContent.length);
    goOn();
    expect(await slowPut).toBe(slowContent.length);
    for (const [key, content] of [
      [slowKey, slowContent],
      [quickKey, quickContent],
    ] as const) {
      expect((await read((await store.open(key))!.stream)).equals(content)).toBe(true);
      await store.remove(key);
    }
  });

  it('opens a byte range with the whole size beside it', async () => {
    const content = patterned(300_000);
    const key = newFileKey();
    await store.put(key, streamOf(content));
    const opened = await store.open(key, { start: 100_000, end: 100_099 });
    expect(opened?.size).toBe(content.length);
    expect((await read(opened!.stream)).equals(content.subarray(100_000, 100_100))).toBe(true);
    const tail = await store.open(key, { start: 299_990, end: 299_999 });
    expect((await read(tail!.stream)).equals(content.subarray(299_990))).toBe(true);
    await store.remove(key);
  });

  it('answers null for a missing file and removes one quietly', async () => {
    const key = newFileKey();
    expect(await store.open(key)).toBeNull();
    expect(await store.sizeOf(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('keeps nothing of a stream that fails on the way, streamed or spooled', async () => {
    const before = await backing.keys();
    const failing = () =>
      Readable.from(
        (async function* () {
          yield patterned(6 * 1024 * 1024);
          throw new Error('the client went away');
        })(),
        { objectMode: false },
      );
    await expect(store.put(newFileKey(), failing())).rejects.toThrow('the client went away');
    // While another upload holds the one straight stream, the failing one is spooled.
    let goOn = () => {};
    const held = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const holderKey = newFileKey();
    const holder = store.put(
      holderKey,
      Readable.from(
        (async function* () {
          yield patterned(100);
          await held;
        })(),
        { objectMode: false },
      ),
    );
    await expect(store.put(newFileKey(), failing())).rejects.toThrow('the client went away');
    goOn();
    await holder;
    await store.remove(holderKey);
    expect(await backing.keys()).toEqual(before);
  });

  it('refuses a key it did not make', async () => {
    await expect(store.put('../../etc/passwd', streamOf(patterned(10)))).rejects.toThrow(
      'Not a file key',
    );
    await expect(store.open('a/b')).rejects.toThrow('Not a file key');
  });

  it('is up while its disk or bucket answers', async () => {
    expect(await store.isUp()).toBe(true);
  });
});

describe('a file store that cannot be reached', () => {
  it('is not up', async () => {
    const s3 = createFileStore(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_BUCKET: 'nowhere',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
      }).files,
    );
    expect(await s3.isUp()).toBe(false);
    s3.close();
    const disk = createFileStore(loadConfig({ FILES_DIR: '/proc/version/files' }).files);
    expect(await disk.isUp()).toBe(false);
  });
});
