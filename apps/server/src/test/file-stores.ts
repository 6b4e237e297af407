import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Backend, TEST_BACKENDS } from './backends.ts';
import { startTestS3 } from './s3-server.ts';

export type FileStoreKind = 'disk' | 's3';

/** Where the tests that run against both stores keep ticket files. */
export const TEST_FILE_STORES: FileStoreKind[] = ['disk', 's3'];

/**
 * A fresh, empty store of the kind: the variables that point the server at it, the keys it
 * holds, and `close` that removes it.
 */
export async function openTestFileStore(kind: FileStoreKind): Promise<{
  env: Record<string, string>;
  keys(): Promise<string[]>;
  close(): Promise<void>;
}> {
  if (kind === 's3') {
    const s3 = await startTestS3();
    return { env: s3.env, keys: () => s3.keys(), close: () => s3.stop() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-files-'));
  return {
    env: { FILES_DIR: dir },
    async keys() {
      return fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
    },
    async close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The database and file store pairs of the API suites that touch files: every backend with the
 * disk, and PGlite with the S3 store too (the store does not depend on the database).
 */
export const TEST_BACKEND_STORES: [Backend, FileStoreKind][] = [
  ...TEST_BACKENDS.map((backend): [Backend, FileStoreKind] => [backend, 'disk']),
  ['pglite', 's3'],
];
