// Reads the paths docs/architecture.md names, each with its line and the folder it is seen
// from: the concept table's columns, the "Where things live" tree, the rest of the prose.
import { isPathLike, joinPath } from './paths.ts';

/**
 * A path the page names. `base`: the folder a table column or the tree puts it in (the path
 * is `base` + text); without it, the text may be seen from any folder. `inConcepts`: it stands
 * in a column of the concept table, so it names a module, feature or contract file there.
 * `toBeMade`: the page asks the reader to create it ("a new `x`"), so it need not exist yet.
 */
export type Mention = {
  text: string;
  line: number;
  base?: string;
  inConcepts?: boolean;
  toBeMade?: boolean;
};

/** A relative import an example of "How to see each rule fail" adds to a file. */
export type ExampleImport = { specifier: string; file: string; line: number };

export const CONCEPTS = '## One name per concept';
export const TREE = '## Where things live';
const EXAMPLES = '### How to see each rule fail';

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|');

/** The first and last line index of the section under `heading`, or null. */
function sectionRange(lines: readonly string[], heading: string): [number, number] | null {
  const start = lines.indexOf(heading);
  if (start === -1) return null;
  const level = heading.split(' ')[0]!;
  let end = start + 1;
  while (end < lines.length && !new RegExp(`^#{1,${level.length}} `).test(lines[end]!)) end++;
  return [start, end - 1];
}

/** The first and last line index of the first table in a section, or null. */
function firstTable(
  lines: readonly string[],
  [start, end]: [number, number],
): [number, number] | null {
  const found = lines.slice(start, end + 1).findIndex((line) => line.startsWith('|'));
  if (found === -1) return null;
  let last = start + found;
  while (last + 1 <= end && lines[last + 1]!.startsWith('|')) last++;
  return [start + found, last];
}

/** The concept table: each column whose header names a folder in backticks holds paths in it. */
function conceptMentions(lines: readonly string[], [header, end]: [number, number]): Mention[] {
  const mentions: Mention[] = [];
  const bases = cellsOf(lines[header]!).map((cell) =>
    backticked(cell).find((text) => text.endsWith('/') && isPathLike(text)),
  );
  for (const base of bases) {
    if (base) mentions.push({ text: base, line: header + 1 });
  }
  for (let index = header + 2; index <= end; index++) {
    cellsOf(lines[index]!).forEach((cell, column) => {
      for (const text of backticked(cell).filter(isPathLike)) {
        const base = bases[column];
        mentions.push({ text, line: index + 1, ...(base && { base, inConcepts: true }) });
      }
    });
  }
  return mentions;
}

const TREE_WORD_EDGES = /^[(`]+|[),;:.`]+$/g;

/**
 * The tree: an entry (the words before the first run of two spaces, one path each) lies in
 * the nearest entry above it that is less indented and ends in `/`; a line indented as far
 * as the descriptions only describes. Paths in descriptions are seen from any folder.
 */
function treeMentions(lines: readonly string[], [start, end]: [number, number]): Mention[] {
  const mentions: Mention[] = [];
  const open = lines.slice(start, end + 1).findIndex((line) => line.startsWith('```')) + start;
  if (open < start) return mentions;
  const parents: { indent: number; folder: string }[] = [];
  let descriptionColumn = Number.POSITIVE_INFINITY;
  for (let index = open + 1; index <= end && !lines[index]!.startsWith('```'); index++) {
    const line = lines[index]!;
    const indent = line.length - line.trimStart().length;
    const gap = /\S\s{2,}(?=\S)/.exec(line);
    if (descriptionColumn === Number.POSITIVE_INFINITY && gap) {
      descriptionColumn = gap.index + gap[0].length;
    }
    const isEntry = indent < descriptionColumn && line.trim() !== '';
    const entryEnd = isEntry ? (gap ? gap.index + 1 : line.length) : indent;
    const description = line.slice(entryEnd);
    if (isEntry) {
      while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
      const base = parents.at(-1)?.folder ?? '';
      const entries = line.slice(indent, entryEnd).split(' ').filter(isPathLike);
      for (const text of entries) mentions.push({ text, line: index + 1, base });
      const folder = entries.find((text) => text.endsWith('/'));
      if (folder) parents.push({ indent, folder: joinPath(base, folder) });
    }
    for (const word of description.split(/\s+/)) {
      const text = word.replace(TREE_WORD_EDGES, '');
      if (isPathLike(text)) mentions.push({ text, line: index + 1 });
    }
  }
  return mentions;
}

/** Every path docs/architecture.md names, and the imports its failing examples add. */
export function readMentions(markdown: string) {
  const lines = markdown.split('\n');
  const conceptSection = sectionRange(lines, CONCEPTS);
  const concepts = conceptSection && firstTable(lines, conceptSection);
  const tree = sectionRange(lines, TREE);
  const examples = sectionRange(lines, EXAMPLES);
  const mentions: Mention[] = [];
  const imports: ExampleImport[] = [];
  if (concepts) mentions.push(...conceptMentions(lines, concepts));
  if (tree) mentions.push(...treeMentions(lines, tree));
  const inRange = (index: number, range: [number, number] | null) =>
    range !== null && index >= range[0] && index <= range[1];
  let inFence = false;
  lines.forEach((line, index) => {
    if (line.startsWith('```')) inFence = !inFence;
    // The tree and the concept table are read above; other fenced blocks quote a tool's output.
    if (inFence || line.startsWith('```') || inRange(index, concepts)) return;
    for (const match of line.matchAll(/(a new )?`([^`]+)`/g)) {
      const text = match[2]!;
      if (isPathLike(text)) mentions.push({ text, line: index + 1, toBeMade: !!match[1] });
    }
    if (inRange(index, examples) && line.startsWith('|')) {
      const [, added = '', file = ''] = cellsOf(line);
      const target = backticked(file).find(isPathLike);
      for (const found of added.matchAll(/from '((?:\.{1,2}\/|@ccms\/contract\/)[^']+)'/g)) {
        if (target) imports.push({ specifier: found[1]!, file: target, line: index + 1 });
      }
    }
  });
  return {
    mentions,
    imports,
    // 1-based lines of the concept table's header and of the tree's heading, 0 when missing.
    conceptsLine: concepts ? concepts[0] + 1 : 0,
    treeLine: tree ? tree[0] + 1 : 0,
  };
}
