import { describe, expect, it } from 'vitest';
import { assignFilterOf, withMyTicketsChoice } from './my-tickets-choice';

const ME = '6f1c1b1e-3c1a-4d0e-9a55-1f3c1b1e3c1a';
const SOMEONE = '0d6a9a52-8f0b-4a3e-b1d5-3c9f3a6b2e11';

describe('my tickets choice', () => {
  it("sends the spec's halves as they are and 'Oluşturduklarım' as every visible ticket", () => {
    expect(assignFilterOf(1)).toBe(1);
    expect(assignFilterOf(0)).toBe(0);
    expect(assignFilterOf('created')).toBe(2);
  });

  it("puts the user in place of the card's creator for 'Oluşturduklarım' only", () => {
    const formatter = {
      filters: [
        { propertyName: 'creatorUserId', operator: 'equal' as const, targetValue: SOMEONE },
        { propertyName: 'status', operator: 'equal' as const, targetValue: 1 },
      ],
    };
    expect(withMyTicketsChoice(formatter, 1, ME)).toBe(formatter);
    expect(withMyTicketsChoice(formatter, 'created', ME).filters).toEqual([
      { propertyName: 'status', operator: 'equal', targetValue: 1 },
      { propertyName: 'creatorUserId', operator: 'equal', targetValue: ME },
    ]);
  });
});
