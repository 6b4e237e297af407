import { expect, it } from 'vitest';
import { findCitations } from './check-comments.ts';

// Built from parts, so that this file itself holds no citation for the check to find.
const sign = '\u00a7';

it('finds the outside specification cited in comments, one report per line', () => {
  const source = [
    `// spec part 2 ${sign}4 Row editing`,
    `/** Part 1 ${sign}2.5 / ${sign}9: the page reloads,`,
    ` * the roles list (spec ${sign}6), and (spec part 2 ${sign}2, ${sign}5) */`,
    `{/* part 2, ${sign}3 */}`,
    `/* The picker (Part 1, ${sign}7) */`,
  ].join('\n');
  expect(findCitations('x.tsx', source).map(({ line, text }) => `${line} ${text}`)).toEqual([
    `1 spec part 2 ${sign}`,
    `2 Part 1 ${sign}`,
    `3 spec ${sign}`,
    `4 part 2, ${sign}`,
    `5 Part 1, ${sign}`,
  ]);
});

it('leaves the domain notes, other documents and strings alone', () => {
  const source = [
    `// docs/domain.md ${sign}6: the rule in our words`,
    `// the line folding of iCalendar (RFC 5545 ${sign}3.1)`,
    `const text = 'spec ${sign}5';`,
    '// the specification of the form, in plain words',
  ].join('\n');
  expect(findCitations('x.ts', source)).toEqual([]);
});
