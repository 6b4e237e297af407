import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where ticket files live (docs/domain.md §7): under generated keys, never under the uploaded name.
 * Local disk; an object-storage implementation would offer the same three calls.
 */
export type FileStore = {
  /** Stores the content and answers its new key. */
  put(content: Uint8Array): Promise<string>;
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
};

/** Keys are `yyyy/mm/<uuid>`, so no directory grows without bound. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function createDiskFileStore(
  directory: string,
  now: () => Date = () => new Date(),
): FileStore {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a file key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async put(content) {
      const date = now();
      const month = String(date.getUTCMonth() + 1).padStart(2, '0');
      const key = `${date.getUTCFullYear()}/${month}/${randomUUID()}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content, { flag: 'wx' });
      return key;
    },
    async open(key) {
      const file = pathOf(key);
      const exists = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      return exists ? createReadStream(file) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
