// Fails when a source comment cites the product specification kept outside the repository
// instead of docs/domain.md, or cites a docs/domain.md section that has no heading there.
// docs/spec-map.md says which docs/domain.md section covers each part of the specification.
import fs from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from './lib/source-files.ts';

const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const DOMAIN_FILE = 'docs/domain.md';

/**
 * One comment: its text with the comment marks taken off, the line each character is on, and
 * whether it is a `//` comment alone on its line (consecutive ones read as one comment).
 */
type Comment = { text: string; lines: number[]; ownLine: boolean };
type Problem = { file: string; line: number; message: string };

/**
 * A citation of the outside specification is a sentence of a comment that points at that
 * document and at a place in it, however it is worded: the document's name (spec,
 * specification, product document) with a part or a section number, a part number with a
 * section number or a quoted heading, or a path into the folder its parts are kept in. Numbers
 * may be words or ordinals. A section or part that follows another named document (a `.md`
 * file, an RFC) is that document's; a specification named after its standard (an acronym or a
 * CamelCase name before the word) is another document.
 */
const SPEC_DOCUMENT =
  /\b(?:spec|specification|specs|specifications|product\s+(?:document|doc|requirements))\b/gi;
const NUMBER = String.raw`(?:\d+|one|two|three|four|five|i{1,3}|iv|v)`;
const ORDINAL = '(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)';
const PART = new RegExp(String.raw`\bpart\s*${NUMBER}\b|\b${ORDINAL}\s+part\b`, 'gi');
const SECTION = new RegExp(
  String.raw`§\s?\d|\b(?:section|sec\.|chapter|clause|paragraph)\s*${NUMBER}\b`,
  'gi',
);
const QUOTED_HEADING = /^\s*[,:]?\s*['"‘“]/;
const SPEC_PATH = /\bspec\/part-\d|\bpart-\d-[\w-]*\.md\b/gi;
/** A word naming a standard before `spec`: an acronym, a CamelCase name, a number. */
const STANDARD_NAME = /(?:\b[A-Z]{2,}[\w-]*|\b[A-Za-z][a-z]+[A-Z]\w*|\b[A-Z]\w*\d\w*|\bCore)\s+$/;

/** A mention in a sentence: where it starts and ends. */
type Mention = { start: number; end: number };
const mentions = (sentence: string, pattern: RegExp): Mention[] =>
  [...sentence.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));

/**
 * Whether two mentions are said together: a few words apart, with no other document named, no
 * parenthesis closed and no colon between them (each of those ends the thought).
 */
function together(sentence: string, a: Mention, b: Mention): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = sentence.slice(first.end, second.start);
  return between.length <= 40 && !/[):]/.test(between) && !new RegExp(DOCUMENT).test(between);
}

/**
 * Where a sentence of a comment cites the outside specification: the start of each citation,
 * a citation being mentions said together (the document, its part, its section).
 */
function outsideSpecCitations(sentence: string): number[] {
  const paths = mentions(sentence, SPEC_PATH).map((mention) => mention.start);
  const documents = mentions(sentence, SPEC_DOCUMENT).filter(
    (mention) => !STANDARD_NAME.test(sentence.slice(0, mention.start)),
  );
  // A place right after another named document is that document's (`docs/domain.md §25`).
  const others = mentions(sentence, DOCUMENT);
  const ownPlace = (place: Mention) => {
    const before = [...others, ...documents].filter((mention) => mention.end <= place.start);
    const nearest = before.sort((a, b) => b.end - a.end)[0];
    return !nearest || documents.includes(nearest);
  };
  const parts = mentions(sentence, PART).filter(ownPlace);
  const sections = mentions(sentence, SECTION).filter(ownPlace);
  const headings = parts.filter((part) => QUOTED_HEADING.test(sentence.slice(part.end)));
  const pairs = [
    ...documents.flatMap((document) => [...parts, ...sections].map((place) => [document, place])),
    ...parts.flatMap((part) => sections.map((section) => [part, section])),
    ...headings.map((part) => [part, part]),
  ].filter(([a, b]) => a === b || together(sentence, a!, b!));
  // Mentions linked by a pair are one citation: each is reported once, where it starts.
  const citationOf = new Map<Mention, Mention>();
  const find = (mention: Mention): Mention => {
    const up = citationOf.get(mention) ?? mention;
    return up === mention ? mention : find(up);
  };
  for (const [a, b] of pairs) citationOf.set(find(b!), find(a!));
  const starts = new Map<Mention, number>();
  for (const mention of pairs.flat()) {
    const citation = find(mention!);
    starts.set(citation, Math.min(starts.get(citation) ?? mention!.start, mention!.start));
  }
  return [...paths, ...starts.values()].sort((a, b) => a - b);
}

/** The sentences of a comment's text, each with where it starts. */
function sentencesOf(text: string): { start: number; text: string }[] {
  const sentences: { start: number; text: string }[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?;](?=\s|$)/g)) {
    sentences.push({ start, text: text.slice(start, end.index + 1) });
    start = end.index + 1;
  }
  sentences.push({ start, text: text.slice(start) });
  return sentences;
}

/** A section sign with its number, as in "docs/domain.md §13.2" or "§3 Concurrency". */
const SECTION_SIGN = /§\s?(\d+(?:\.\d+)*)/g;
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
  for (const sentence of sentencesOf(comment.text)) {
    for (const found of outsideSpecCitations(sentence.text)) {
      const index = sentence.start + found;
      const words = comment.text.slice(index, index + 40).trim();
      at(index, `cites the outside spec: "${words}…"`);
      references.push({ index, kind: 'spec' });
    }
  }
  for (const document of comment.text.matchAll(DOCUMENT)) {
    const kind = /^(?:docs\/)?domain\.md$/i.test(document[0]) ? 'domain' : 'other';
    references.push({ index: document.index, kind });
  }
  references.sort((a, b) => a.index - b.index);
  for (const section of comment.text.matchAll(SECTION_SIGN)) {
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
