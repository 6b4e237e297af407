import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TarSource } from './tar-archive.ts';

/**
 * The directories and regular files under `root` as archive entries named `<prefix>/<relative
 * path>`, parents before children; content is each file's path. A missing root has none.
 */
export async function directoryEntries(root: string, prefix: string): Promise<TarSource[]> {
  const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (found === null) return [];
  const rootInfo = await lstat(root);
  const entries: TarSource[] = [
    { name: prefix, type: 'directory', mode: rootInfo.mode, size: 0, mtime: rootInfo.mtime },
  ];
  const relativeNames = found
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const relative of relativeNames) {
    const full = path.join(root, relative);
    const info = await lstat(full);
    entries.push({
      name: `${prefix}/${relative.split(path.sep).join('/')}`,
      type: info.isDirectory() ? 'directory' : 'file',
      mode: info.mode,
      size: info.isDirectory() ? 0 : info.size,
      mtime: info.mtime,
      content: info.isDirectory() ? undefined : full,
    });
  }
  return entries;
}

/** The number and total size of the file entries. */
export function fileTotals(entries: readonly TarSource[]): { files: number; bytes: number } {
  const files = entries.filter((entry) => entry.type === 'file');
  return { files: files.length, bytes: files.reduce((sum, entry) => sum + entry.size, 0) };
}
