import { useEffect, useState } from 'react';
import type { TicketListKind, TicketListState } from './ticket-list-query';
import { loadTicketListState, saveTicketListState } from './ticket-list-storage';

/**
 * A list's state, read from the browser's storage on open and written back on every change.
 * `startState` replaces the stored one on open (a report figure opens the list on its own
 * filters); that view is not the user's own, so it is not stored until `restoreStored` brings
 * back what was.
 */
export function useTicketListState(
  kind: TicketListKind,
  startState?: (stored: TicketListState) => TicketListState,
) {
  const [isTransient, setIsTransient] = useState(() => startState !== undefined);
  const [state, setState] = useState<TicketListState>(() => {
    const stored = loadTicketListState(kind);
    return startState ? startState(stored) : stored;
  });
  useEffect(() => {
    if (!isTransient) saveTicketListState(kind, state);
  }, [kind, state, isTransient]);
  const restoreStored = () => {
    setIsTransient(false);
    setState(loadTicketListState(kind));
  };
  return [state, setState, restoreStored] as const;
}
