import { useEffect, useReducer } from 'react';

/** New rows stay highlighted green this long (docs/domain.md §6 Customer list). */
export const NEW_ROW_HIGHLIGHT_MS = 5_000;

/**
 * Customers added in this browser tab in the last few seconds. Kept outside React so the list
 * still highlights the row when the user comes back to it (the add dialog navigates away).
 */
const addedAt = new Map<string, number>();

export function markCustomerAdded(id: string, now: number = Date.now()): void {
  addedAt.set(id, now);
}

/** The ids still to highlight, and how long until the next one expires (null when none). */
export function findRecentlyAdded(now: number = Date.now()): {
  ids: ReadonlySet<string>;
  nextExpiryMs: number | null;
} {
  const ids = new Set<string>();
  let nextExpiryMs: number | null = null;
  for (const [id, time] of addedAt) {
    const left = time + NEW_ROW_HIGHLIGHT_MS - now;
    if (left <= 0) {
      addedAt.delete(id);
      continue;
    }
    ids.add(id);
    nextExpiryMs = nextExpiryMs === null ? left : Math.min(nextExpiryMs, left);
  }
  return { ids, nextExpiryMs };
}

/** The recently added ids; re-renders when one of them stops being recent. */
export function useRecentlyAddedCustomers(): ReadonlySet<string> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const { ids, nextExpiryMs } = findRecentlyAdded();
  useEffect(() => {
    if (nextExpiryMs === null) return;
    const timer = setTimeout(rerender, nextExpiryMs + 10);
    return () => clearTimeout(timer);
  }, [nextExpiryMs]);
  return ids;
}
