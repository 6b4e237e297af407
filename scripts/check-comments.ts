// Fails when a comment cites the outside specification by its section sign: "spec", or
// "part" and a number, followed by the sign and a section number. The repository does not hold
// that document: cite docs/domain.md instead (docs/spec-map.md maps the old sections to it) or
// say the rule in plain words.
// Usage: node scripts/check-comments.ts [file…] (default: every file git knows, docs/ aside)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RULE = 'no-outside-spec-citations';
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html)$/;
/** `// …`, `/* … *\/` and `<!-- … -->`; a `//` inside a string may start one early, harmlessly. */
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g;
/** "spec", then the sign; or "part", a number, maybe a comma, then the sign (any case). */
const CITATION = /\bspec(?:ification)?\b[^§\n]{0,12}§|\bpart\s*\d+\s*,?\s*§/gi;

export type Citation = { file: string; line: number; text: string };

export function findCitations(file: string, source: string): Citation[] {
  const found: Citation[] = [];
  for (const comment of source.matchAll(COMMENT)) {
    for (const citation of comment[0].matchAll(CITATION)) {
      const at = comment.index + citation.index;
      const line = source.slice(0, at).split('\n').length;
      if (found.at(-1)?.line !== line) found.push({ file, line, text: citation[0] });
    }
  }
  return found;
}

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !file.startsWith('docs/'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

if (import.meta.main) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : trackedFiles();
  const citations = files.flatMap((file) =>
    findCitations(file, fs.readFileSync(path.resolve(root, file), 'utf8')),
  );
  for (const { file, line, text } of citations) {
    console.error(
      `${file}:${line} ${RULE}: the comment cites the outside specification ("${text}"); ` +
        'cite docs/domain.md § instead (docs/spec-map.md maps the sections) or say it in plain words.',
    );
  }
  if (citations.length > 0) {
    const inFiles = new Set(citations.map(({ file }) => file)).size;
    console.error(
      `✖ ${citations.length} citations of the outside specification in ${inFiles} files.`,
    );
    process.exit(1);
  }
  console.log('✔ No comment cites the outside specification.');
}
