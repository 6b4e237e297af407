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
