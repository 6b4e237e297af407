// Fails when docs/architecture.md no longer describes the tree: a server module
// (apps/server/src/modules/<m>/), a web feature (apps/web/src/features/<f>/), a contract file or
// folder (packages/contract/src/<x>.ts, <x>/) or an endpoints file
// (packages/contract/src/endpoints/<x>.ts) that the concept table does not name, or a path the
// page names that does not exist. Usage: node scripts/check-architecture-doc.ts
//
// What counts as a path, and where it is looked up:
// - a mention is a path when it has a `/` or ends like a file name (`.ts`, `.md`, `.conf`, …);
//   code, commands, API paths (`/api/…`), packages (`@ccms/…`), elided paths (`…`) and names
//   with capitals outside a file name (`lint/suspicious/noImportCycles`) are not;
// - the concept table: a column whose header names a folder in backticks
//   (`apps/server/src/modules/`) holds paths inside that folder (`..` climbs out of it), and
//   only these plain paths count as naming a module, feature or contract file;
// - the "Where things live" tree: an entry lies in the nearest less indented folder entry above
//   it; top-level entries are at the repository root;
// - every other path (backticks elsewhere, words in the tree's descriptions) is found when a
//   file or folder of the repository is it or ends with it: `modules/sla/calendar.ts`,
//   `lib/http.ts` and `apps/web/src/lib/http.ts` all pass when that file exists;
// - a pattern (`<sub>`, `*`, `**`, `{a,b}`) must match at least one path;
// - "a new `x`" is a file the reader is asked to make: its folder or that folder's parent must
//   exist (an example may make one new folder);
// - an import an example of "How to see each rule fail" adds must resolve from its file;
// - fenced blocks other than the tree quote a tool's output and are not read.
// The repository is what git lists (tracked, or new and not ignored) and is still on disk.
import fs from 'node:fs';
import path from 'node:path';
import {
  CONCEPTS,
  type ExampleImport,
  type Mention,
  readMentions,
  TREE,
} from './architecture-doc/mentions.ts';
import { isPattern, joinPath, listRepository, namesSomething } from './architecture-doc/paths.ts';
import { root } from './lib/source-files.ts';

const RULE = 'architecture-doc-matches-tree';
const DOC = 'docs/architecture.md';

/** What the concept table must name, each with the words for it in a message. */
const NAMED_IN_CONCEPTS: { pattern: RegExp; what: string }[] = [
  { pattern: /^apps\/server\/src\/modules\/[^/]+\/$/, what: 'server module' },
  { pattern: /^apps\/web\/src\/features\/[^/]+\/$/, what: 'web feature' },
  {
    pattern: /^packages\/contract\/src\/(?!endpoints\/)[^/]+(\/|(?<!\.test)\.ts)$/,
    what: 'contract file',
  },
  { pattern: /^packages\/contract\/src\/endpoints\/[^/]+(?<!\.test)\.ts$/, what: 'endpoints file' },
];

/** A problem of the page, on the line of the page it is about. */
export type DocProblem = { line: number; message: string };

/** The rest of the sentence that says a named path is not in the tree. */
function whyMissing(wanted: string, base: string | undefined): string {
  const seen = base === undefined ? '' : ` (${wanted})`;
  if (isPattern(wanted)) return `${seen}, which matches no file or folder`;
  return base === undefined
    ? ', but no file or folder of the repository is or ends with that path'
    : `${seen}, which does not exist`;
}

/** The paths the page names that are not in the tree. */
function missingPaths(mentions: readonly Mention[], paths: readonly string[]): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const { text, line, base, toBeMade } of mentions) {
    if (toBeMade) {
      // The example may make its folder too, but not a whole new branch of the tree.
      const folder = path.posix.dirname(text);
      const parent = path.posix.dirname(folder);
      if (![folder, parent].some((made) => namesSomething(`${made}/`, paths, true))) {
        const message = `\`${text}\` is to be made in ${folder}/, and neither it nor ${parent}/ exists.`;
        problems.push({ line, message });
      }
      continue;
    }
    const wanted = base === undefined ? text : joinPath(base, text);
    if (!namesSomething(wanted, paths, base === undefined)) {
      problems.push({ line, message: `names \`${text}\`${whyMissing(wanted, base)}.` });
    }
  }
  return problems;
}

/** Where an example's import specifier leads, from the example's file. */
function importTarget(specifier: string, file: string): string {
  if (specifier.startsWith('@ccms/contract/')) {
    return `packages/contract/src/${specifier.slice('@ccms/contract/'.length)}`;
  }
  return joinPath(path.posix.dirname(file), specifier);
}

/** The examples whose import leads nowhere: they would fail on a missing file, not on their rule. */
function brokenExamples(imports: readonly ExampleImport[], paths: readonly string[]): DocProblem[] {
  return imports
    .filter(({ specifier, file }) => {
      const target = importTarget(specifier, file);
      return !['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ending) =>
        namesSomething(`${target}${ending}`, paths, false),
      );
    })
    .map(({ specifier, file, line }) => ({
      line,
      message: `the example's import '${specifier}' in ${file} leads to ${importTarget(specifier, file)}, which does not exist, so the example fails for another reason than its rule.`,
    }));
}

/** The modules, features and contract files no plain path of the concept table names. */
function unnamedInConcepts(mentions: readonly Mention[], paths: readonly string[], line: number) {
  const named = mentions
    .filter(({ inConcepts, base }) => inConcepts && base !== undefined)
    .map(({ text, base }) => joinPath(base!, text))
    .filter((name) => !isPattern(name));
  const problems: DocProblem[] = [];
  for (const required of paths) {
    const kind = NAMED_IN_CONCEPTS.find(({ pattern }) => pattern.test(required));
    const isNamed = named.some(
      (name) => name === required || `${name}/` === required || name.startsWith(required),
    );
    if (kind && !isNamed) {
      const message = `the ${kind.what} ${required} is not in the table "${CONCEPTS}"; add it to its concept's row.`;
      problems.push({ line, message });
    }
  }
  return problems;
}

/** Every way docs/architecture.md (`markdown`) departs from the tree (`paths`, see listRepository). */
export function findDocProblems(markdown: string, paths: readonly string[]): DocProblem[] {
  const { mentions, imports, conceptsLine, treeLine } = readMentions(markdown);
  const problems: DocProblem[] = [];
  if (conceptsLine === 0) {
    problems.push({ line: 1, message: `the page has no table under "${CONCEPTS}".` });
  }
  if (treeLine === 0) problems.push({ line: 1, message: `the page has no section "${TREE}".` });
  problems.push(
    ...missingPaths(mentions, paths),
    ...brokenExamples(imports, paths),
    ...unnamedInConcepts(mentions, paths, Math.max(conceptsLine, 1)),
  );
  return problems.sort((a, b) => a.line - b.line);
}

if (import.meta.main) {
  const markdown = fs.readFileSync(path.join(root, DOC), 'utf8');
  const problems = findDocProblems(markdown, listRepository(root));
  for (const { line, message } of problems) {
    console.error(`${DOC}:${line} ${RULE}: ${message}`);
  }
  if (problems.length > 0) {
    console.error(
      `✖ ${problems.length} mismatches: make ${DOC} describe the tree as it is ` +
        `(the rules of what it checks are at the top of scripts/check-architecture-doc.ts).`,
    );
    process.exit(1);
  }
  console.log(`✔ ${DOC} names every module, feature and contract file, and only paths that exist.`);
}
