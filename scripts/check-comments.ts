// Fails when a source comment cites the product specification kept outside the repository
// instead of docs/domain.md, or cites a docs/domain.md section that has no heading there.
// docs/spec-map.md says which docs/domain.md section covers each part of the specification.
import fs from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from './lib/source-tree.ts';

const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const DOMAIN_FILE = 'docs/domain.md';

/**
 * One comment: its text with the comment marks taken off, the line each character is on, and
 * whether it is a `//` comment alone on its line (consecutive ones read as one comment).
 */
type Comment = { text: string; lines: number[]; ownLine: boolean };
type Problem = { file: string; line: number; message: string };

/**
 * A citation of the outside specification, in the forms older comments used: the word spec
 * followed by a part number or a section sign, or a part number followed by a section sign or a
 * quoted heading.
 */
const OUTSIDE_SPEC =
  /\bspec(?:ification)?(?:'s)?\s+(?:part\s*\d+(?:\s*[,:]?\s*§)?|§)|\bpart\s+\d+\s*(?:[,:]?\s*§|['"‘“])/gi;
/** A section sign with its number, as in "docs/domain.md §13.2" or "§3 Concurrency". */
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
/** The documents a section number may belong to; the nearest one before it is its document. */
const DOCUMENT = /\bRFC\s*\d+|[\w./-]+\.md\b/gi;

function domainSections(): Set<string> {
  const text = fs.readFileSync(path.join(root, DOMAIN_FILE), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)*)\b/gm)].map((match) => match[1]));
}

/** The keywords after which a slash starts a regular expression. */
const KEYWORD_BEFORE_REGEX =
  /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/** Whether a slash after this code starts a regular expression rather than a division. */
function regexMayStart(code: string): boolean {
  const before = code.trimEnd();
  if (before === '' || KEYWORD_BEFORE_REGEX.test(before)) return true;
  return '(,=:[!&|?{};+-*%<>~^'.includes(before.at(-1) ?? '');
}

/**
 * The comments of a TypeScript file. Strings, template literals and regular expressions are
 * skipped so that a quote or a slash in them is not read as a comment. A quote without its
 * closing quote on the same line (an apostrophe in JSX text) is plain text: a string or a regular
 * expression never spans lines.
 */
function commentsOf(source: string): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let code = '';
  /** Brace depth of each open template literal substitution, innermost last. */
  const substitutions: number[] = [];
  let i = 0;
  const take = (end: number) => {
    for (let k = i; k < end; k++) if (source[k] === '\n') line++;
    code = (code + source.slice(i, end)).slice(-40);
    i = end;
  };
  /** The end of a quoted run that closes on this line, or -1. */
  const closingOnLine = (from: number, quote: string): number => {
    for (let k = from; k < source.length && source[k] !== '\n'; k++) {
      if (source[k] === '\\') k++;
      else if (source[k] === quote) return k + 1;
    }
    return -1;
  };
  const regexEnd = (from: number): number => {
    let inClass = false;
    for (let k = from; k < source.length && source[k] !== '\n'; k++) {
      if (source[k] === '\\') k++;
      else if (source[k] === '[') inClass = true;
      else if (source[k] === ']') inClass = false;
      else if (source[k] === '/' && !inClass) return k + 1;
    }
    return -1;
  };
  /** Skips a template literal's text from after its backtick; stops at its end or a `${`. */
  const templateText = () => {
    while (i < source.length) {
      if (source[i] === '\\') take(i + 2);
      else if (source[i] === '`') return take(i + 1);
      else if (source[i] === '$' && source[i + 1] === '{') {
        substitutions.push(0);
        return take(i + 2);
      } else take(i + 1);
    }
  };
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && (next === '/' || next === '*')) {
      const block = next === '*';
      const end = block ? source.indexOf('*/', i + 2) : source.indexOf('\n', i);
      const stop = end === -1 ? source.length : block ? end + 2 : end;
      const raw = source.slice(i + 2, block ? stop - 2 : stop);
      const lineStart = source.lastIndexOf('\n', i - 1) + 1;
      const ownLine = !block && source.slice(lineStart, i).trim() === '';
      const comment: Comment = { text: '', lines: [], ownLine };
      raw.split('\n').forEach((part, index) => {
        const text = `${part.replace(/^\s*\*?/, '').trim()} `;
        comment.text += text;
        comment.lines.push(...Array.from({ length: text.length }, () => line + index));
      });
      comments.push(comment);
      take(stop);
      code += ' ';
    } else if (char === "'" || char === '"') {
      const end = closingOnLine(i + 1, char);
      take(end === -1 ? i + 1 : end);
    } else if (char === '`') {
      take(i + 1);
      templateText();
    } else if (char === '/' && source[i - 1] !== '<' && regexMayStart(code)) {
      const end = regexEnd(i + 1);
      take(end === -1 ? i + 1 : end);
    } else if (substitutions.length > 0 && (char === '{' || char === '}')) {
      const depth = substitutions.length - 1;
      if (char === '{') substitutions[depth]++;
      else if (substitutions[depth] > 0) substitutions[depth]--;
      else {
        substitutions.pop();
        take(i + 1);
        templateText();
        continue;
      }
      take(i + 1);
    } else take(i + 1);
  }
  // Comments written as consecutive `//` lines read as one, so a citation may run over lines.
  const merged: Comment[] = [];
  for (const comment of comments) {
    const previous = merged.at(-1);
    const follows = previous?.ownLine && comment.ownLine;
    if (previous && follows && previous.lines.at(-1) === comment.lines[0] - 1) {
      previous.text += comment.text;
      previous.lines.push(...comment.lines);
    } else merged.push(comment);
  }
  return merged;
}

function problemsOf(file: string, comment: Comment, sections: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const at = (index: number, message: string) =>
    problems.push({ file, line: comment.lines[index], message });
  type Reference = { index: number; kind: 'spec' | 'domain' | 'other' };
  const references: Reference[] = [];
  for (const citation of comment.text.matchAll(OUTSIDE_SPEC)) {
    const words = comment.text.slice(citation.index, citation.index + 40).trim();
    at(citation.index, `cites the outside spec: "${words}…"`);
    references.push({ index: citation.index, kind: 'spec' });
  }
  for (const document of comment.text.matchAll(DOCUMENT)) {
    const kind = /^(?:docs\/)?domain\.md$/i.test(document[0]) ? 'domain' : 'other';
    references.push({ index: document.index, kind });
  }
  references.sort((a, b) => a.index - b.index);
  for (const section of comment.text.matchAll(SECTION)) {
    // A section number belongs to the nearest document named before it in the same comment.
    const owner = references.findLast((reference) => reference.index < section.index);
    const number = section[1];
    if (!owner) {
      at(section.index, `"§${number}" names no document: write docs/domain.md §${number}`);
    } else if (owner.kind === 'domain' && !sections.has(number)) {
      at(section.index, `docs/domain.md §${number} is not a heading of ${DOMAIN_FILE}`);
    }
  }
  return problems;
}

/** The citation problems of one source file's comments, given docs/domain.md's headings. */
export function problemsInSource(file: string, source: string, sections: Set<string>): Problem[] {
  return commentsOf(source).flatMap((comment) => problemsOf(file, comment, sections));
}

function checkTree(): void {
  const sections = domainSections();
  const problems: Problem[] = [];
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    problems.push(
      ...problemsInSource(file, fs.readFileSync(path.join(root, file), 'utf8'), sections),
    );
  }
  report(problems);
}

function report(problems: Problem[]): void {
  if (problems.length === 0) {
    console.log('Comments cite docs/domain.md sections that exist.');
    return;
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  console.error(
    'Comments cite docs/domain.md §<n>, a heading of that file, not the outside spec: ' +
      'docs/spec-map.md says which section covers each part of it.',
  );
  process.exit(1);
}

if (import.meta.main) checkTree();
