import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { byteCounter } from './byte-counter.ts';
import { assertFileKey, type FileStore } from './file-store.ts';

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Ticket files as plain files under `directory`, one per key (`yyyy/mm/<uuid>`). */
export function createDiskFileStore(directory: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(directory, key);
  };
  const sizeOf = async (key: string) => {
    const info = await stat(pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  };
  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const counter = byteCounter();
      try {
        await pipeline(content, counter, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        // A half-written file goes; an existing one (a key used twice) stays.
        if (errorCode(error) !== 'EEXIST') await rm(target, { force: true });
        throw error;
      }
      return counter.bytes;
    },
    async open(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      return { stream: createReadStream(pathOf(key), range ?? {}), size };
    },
    sizeOf,
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async isUp() {
      try {
        await mkdir(directory, { recursive: true });
        await access(directory, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    close() {},
  };
}
