// How a mention on docs/architecture.md is told apart from a name, and how a path (or a
// pattern of paths) is looked up in the list of the repository's files and folders.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The endings of the files the page names; a mention without `/` needs one to be a path. */
const FILE_NAME = /[\w*>}-]\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sql|conf|css|html|ya?ml|sh)$/;

/**
 * Whether a mention is a path rather than a name: it has a `/` or ends like a file name, and
 * holds no space, quote, `=`, `@` or `…` (code, a package, an elided path), does not start
 * with `/` (an API path) and has no capital outside a file name (a lint rule, an API call, an
 * environment variable: `lint/suspicious/noImportCycles`, `DATA_DIR/idp`).
 */
export function isPathLike(mention: string): boolean {
  if (mention === '' || /[\s'"`=@$…]/.test(mention) || mention.startsWith('/')) return false;
  if (FILE_NAME.test(mention)) return true;
  return mention.includes('/') && !/[A-Z]/.test(mention);
}

/** Whether a mention stands for several paths: `<name>`, `*`, `**` or `{a,b}`. */
export const isPattern = (mention: string) => /[<*{]/.test(mention);

const escapeRegExp = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, '\\$&');

/** The regular expression source of a path pattern (no anchors). */
function patternSource(mention: string): string {
  let source = '';
  for (let at = 0; at < mention.length; ) {
    const rest = mention.slice(at);
    const placeholder = /^<[^>/]+>/.exec(rest);
    const choice = /^\{([^}]*)\}/.exec(rest);
    if (placeholder) {
      source += '[^/]+';
      at += placeholder[0].length;
    } else if (choice) {
      source += `(?:${choice[1]!.split(',').map(escapeRegExp).join('|')})`;
      at += choice[0].length;
    } else if (rest.startsWith('**')) {
      source += '.*';
      at += 2;
    } else if (rest.startsWith('*')) {
      source += '[^/]*';
      at += 1;
    } else {
      source += escapeRegExp(rest[0]!);
      at += 1;
    }
  }
  return source;
}

/**
 * Whether `wanted` names something in `paths` (files as `a/b.ts`, folders as `a/b/`). A
 * trailing `/` asks for a folder; without it a file or a folder does. With `anywhere`, the
 * path may also end with `wanted` after a `/` (a relative path, seen from a folder unsaid).
 */
export function namesSomething(wanted: string, paths: readonly string[], anywhere: boolean) {
  const body = patternSource(wanted.replace(/\/$/, ''));
  const matcher = new RegExp(
    `${anywhere ? '(^|/)' : '^'}${body}${wanted.endsWith('/') ? '/' : '/?'}$`,
  );
  return paths.some((candidate) => matcher.test(candidate));
}

/** `base` joined with a relative mention, `..` resolved, a trailing `/` kept. */
export function joinPath(base: string, mention: string): string {
  const joined = path.posix.normalize(path.posix.join(base, mention));
  return mention.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * The repository's files as git sees them (tracked, or new and not ignored, still on disk)
 * and every folder that holds one, relative to `dir`, folders ending in `/`.
 */
export function listRepository(dir: string): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = output.split('\0').filter((file) => file && fs.existsSync(path.join(dir, file)));
  const folders = new Set<string>();
  for (const file of files) {
    for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) {
      folders.add(file.slice(0, at + 1));
    }
  }
  return [...files, ...folders].sort();
}
