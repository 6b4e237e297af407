import { describe, expect, it } from 'vitest';
import {
  findRecentlyAdded,
  markCustomerAdded,
  NEW_ROW_HIGHLIGHT_MS,
} from './customer-list-highlight';

describe('recently added customers', () => {
  it('highlights a new customer for 5 seconds', () => {
    markCustomerAdded('a', 1_000);
    expect(findRecentlyAdded(1_000 + 4_000).ids.has('a')).toBe(true);
    expect(findRecentlyAdded(1_000 + 4_000).nextExpiryMs).toBe(1_000);
    expect(findRecentlyAdded(1_000 + NEW_ROW_HIGHLIGHT_MS).ids.has('a')).toBe(false);
    expect(findRecentlyAdded(1_000 + NEW_ROW_HIGHLIGHT_MS).nextExpiryMs).toBeNull();
  });
});
