import { useCallback, useState } from 'react';
import type { TicketListKind } from './ticket-list-query';

/** One key per list, beside the list's state (ticket-list-storage.ts). */
const FOLD_STORAGE_KEYS: Record<TicketListKind, string> = {
  mine: 'ccms.tickets.list.mine.filters-open.v1',
  all: 'ccms.tickets.list.all.filters-open.v1',
};

function loadIsOpen(kind: TicketListKind): boolean {
  try {
    return window.localStorage.getItem(FOLD_STORAGE_KEYS[kind]) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether a list's filter card shows every field ('Tüm filtreler') or only those in use, as the
 * user left it in that list. Folded by default: the first rows show without scrolling.
 */
export function useFilterCardOpen(kind: TicketListKind) {
  const [isOpen, setIsOpen] = useState(() => loadIsOpen(kind));
  // Stored when the user folds or unfolds, not on mount: opening a list writes nothing.
  const setAndStore = useCallback(
    (next: boolean) => {
      setIsOpen(next);
      try {
        window.localStorage.setItem(FOLD_STORAGE_KEYS[kind], String(next));
      } catch {
        // A full or blocked storage only means the choice is not remembered.
      }
    },
    [kind],
  );
  return [isOpen, setAndStore] as const;
}
