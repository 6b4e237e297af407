import { useEffect, useState } from 'react';
import type { TicketListKind, TicketListState } from './ticket-list-query';
import { loadTicketListState, saveTicketListState } from './ticket-list-storage';

/** A list's state, read from the browser's storage on open and written back on every change. */
export function useTicketListState(kind: TicketListKind) {
  const [state, setState] = useState<TicketListState>(() => loadTicketListState(kind));
  useEffect(() => saveTicketListState(kind, state), [kind, state]);
  return [state, setState] as const;
}
