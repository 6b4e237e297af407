import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore } from './file-store.ts';

/** One file's outcome: copied, already there with the same size, or not verified. */
export type MigratedFile = {
  key: string;
  bytes: number;
  outcome: 'copied' | 'present' | 'mismatch' | 'failed';
  /** For a mismatch or a failure: what the bucket answered. */
  detail?: string;
};

const isFileKey = (key: string) => {
  try {
    assertFileKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The keys of the files under `dir` (`yyyy/mm/<uuid>`), sorted; other files are not ours. */
async function localKeys(dir: string): Promise<{ keys: string[]; others: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // No folder yet: no files were ever stored on this disk.
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
  return { keys: files.filter(isFileKey), others: files.filter((file) => !isFileKey(file)) };
}

/**
 * Copies every ticket file under `dir` into `bucket` under the same key (docs/domain.md §7), one
 * after the other: a file already there with the same size is left as it is, every other is
 * uploaded, and each file's size in the bucket is then read back (HEAD) and compared with the
 * local one. Re-running after a failure copies only what is still missing or different.
 */
export async function migrateFilesToBucket(
  dir: string,
  bucket: FileStore,
  progress: (file: MigratedFile, done: number, total: number) => void,
): Promise<{ files: MigratedFile[]; others: string[] }> {
  const { keys, others } = await localKeys(dir);
  const files: MigratedFile[] = [];
  for (const key of keys) {
    const bytes = (await stat(path.join(dir, key))).size;
    let file: MigratedFile;
    try {
      const before = await bucket.sizeOf(key);
      if (before !== bytes) await bucket.put(key, createReadStream(path.join(dir, key)));
      const after = before === bytes ? before : await bucket.sizeOf(key);
      file =
        after === bytes
          ? { key, bytes, outcome: before === bytes ? 'present' : 'copied' }
          : { key, bytes, outcome: 'mismatch', detail: `${after ?? 'yok'}` };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      file = { key, bytes, outcome: 'failed', detail };
    }
    files.push(file);
    progress(file, files.length, keys.length);
  }
  return { files, others };
}
