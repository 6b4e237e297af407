import { expect, it } from 'vitest';
import { problemsInSource } from './check-comments.ts';

// Built from parts, so that this file itself holds no citation for the check to find.
const sign = '\u00a7';
const sections = new Set(['6', '13.2']);
const lines = (source: string) =>
  problemsInSource('x.tsx', source, sections).map(({ line, message }) => `${line} ${message}`);

it('finds the outside specification cited in comments, on the line where it stands', () => {
  const source = [
    `// spec part 2 ${sign}4 Row editing`,
    `/** Part 1, ${sign}2.5: the page reloads */`,
    `// the roles list as the`,
    `// spec ${sign}6 has it`,
  ].join('\n');
  expect(lines(source)).toEqual([
    `1 cites the outside spec: "spec part 2 ${sign}4 Row editing…"`,
    `2 cites the outside spec: "Part 1, ${sign}2.5: the page reloads…"`,
    `4 cites the outside spec: "spec ${sign}6 has it…"`,
  ]);
});

it('finds the outside specification however the citation is worded', () => {
  const source = [
    '/* see part two of the spec, section 5 */',
    "/** the specification's second part */",
    `/* spec ${sign}3 */`,
    '/* as the product document says in part 1 */',
    '/* Section 4.2 of the specification: the list reloads */',
    '/* the layout of ../shared/spec/part-1-overview.md */',
    '// the flow as the',
    '// specification, part III, has it; and see part 2, section 4',
  ].join('\n');
  expect(lines(source)).toEqual([
    '1 cites the outside spec: "part two of the spec, section 5…"',
    `2 cites the outside spec: "specification's second part…"`,
    `3 cites the outside spec: "spec ${sign}3…"`,
    '4 cites the outside spec: "product document says in part 1…"',
    '5 cites the outside spec: "Section 4.2 of the specification: the li…"',
    '6 cites the outside spec: "spec/part-1-overview.md…"',
    '8 cites the outside spec: "specification, part III, has it; and see…"',
    '8 cites the outside spec: "part 2, section 4…"',
  ]);
});

it('leaves the word alone where no place in the specification is cited', () => {
  const source = [
    '// The first part of the key of every roles read.',
    `// Beyond the spec: the reports area (docs/domain.md ${sign}6).`,
    `/** The panel (docs/domain.md ${sign}13.2 Permissions, beyond the spec): one per part 2 role. */`,
    "// Every call of the spec's two call lists, in the order they run.",
    '// the OpenAPI spec, section 4, and the OIDC Core specification, section 3',
  ].join('\n');
  expect(lines(source)).toEqual([]);
});

it('refuses a section that is not a heading of docs/domain.md, or names no document', () => {
  const source = [
    `// docs/domain.md ${sign}13.2 and ${sign}6: fine`,
    `// docs/domain.md ${sign}14.9: no such heading`,
    `/* the picker (${sign}6) */`,
  ].join('\n');
  expect(lines(source)).toEqual([
    `2 docs/domain.md ${sign}14.9 is not a heading of docs/domain.md`,
    `3 "${sign}6" names no document: write docs/domain.md ${sign}6`,
  ]);
});

it('leaves other documents, strings and code alone', () => {
  const source = [
    `// the line folding of iCalendar (RFC 5545 ${sign}3.1)`,
    `const text = 'spec part 2 ${sign}5';`,
    `const pattern = /part 1 ${sign}/;`,
  ].join('\n');
  expect(lines(source)).toEqual([]);
});
