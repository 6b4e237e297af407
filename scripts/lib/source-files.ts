// The one walker of scripts/: the checks read the tree's source files through it, and
// `npm start` the web app's files to see whether its build is out of date. Without swc, so
// that `npm start` loads no parser.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const SOURCE = /\.(ts|tsx|mts|cts)$/;
export const isTest = (file: string) => /\.test\.[cm]?tsx?$/.test(file);
export const isRepository = (file: string) => /(^|\/)([^/]+-)?repository\.[cm]?ts$/.test(file);
/** Folders nothing here reads: installed packages, build output, and hidden ones (`.git`). */
const isSkipped = (name: string) =>
  name === 'node_modules' || name === 'dist' || name.startsWith('.');

/**
 * Every file under `dir` (and every folder too when `folders` is set: a removed file changes
 * its folder), sorted, as paths relative to the repository root; `dir` may be absolute (a
 * test's scratch folder), and then the paths are absolute too. A `dir` that is no folder has
 * nothing under it.
 */
export function filesUnder(dir: string, { folders = false } = {}): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of fs.readdirSync(path.resolve(root, relative), { withFileTypes: true })) {
      if (isSkipped(entry.name)) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (folders) found.push(child);
        visit(child);
      } else found.push(child);
    }
  };
  if (fs.statSync(path.resolve(root, dir), { throwIfNoEntry: false })?.isDirectory()) visit(dir);
  return found.sort();
}

/** Every TypeScript source file under `dir` (see `filesUnder`). */
export const sourceFiles = (dir: string): string[] =>
  filesUnder(dir).filter((file) => SOURCE.test(file));
