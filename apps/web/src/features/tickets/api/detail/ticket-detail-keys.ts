/**
 * The query keys of one ticket's detail page, all under `['tickets', 'detail', id]`, so that a
 * write can refresh exactly the parts it changed (or, after a delete, drop them all). Every call
 * of the page has its own key here: two sections asking for the same call share one request.
 */
export const ticketDetailKeys = {
  all: (id: string) => ['tickets', 'detail', id] as const,
  ticket: (id: string) => [...ticketDetailKeys.all(id), 'ticket'] as const,
  authority: (id: string) => [...ticketDetailKeys.all(id), 'authority'] as const,
  activities: (id: string) => [...ticketDetailKeys.all(id), 'activities'] as const,
  activityFlow: (id: string) => [...ticketDetailKeys.all(id), 'activity-flow'] as const,
  currentFlows: (id: string) => [...ticketDetailKeys.all(id), 'current-flows'] as const,
  ofFlows: (id: string) => [...ticketDetailKeys.all(id), 'of-flows'] as const,
  roleFlow: (id: string) => [...ticketDetailKeys.all(id), 'role-flow'] as const,
  questions: (id: string) => [...ticketDetailKeys.all(id), 'questions'] as const,
  notes: (id: string) => [...ticketDetailKeys.all(id), 'notes'] as const,
  documents: (id: string) => [...ticketDetailKeys.all(id), 'documents'] as const,
};

/** Both ticket lists (every page, filter and sort of 'Biletlerim' and 'Tüm Biletler'). */
export const TICKET_LISTS_QUERY_KEY = ['tickets', 'list'] as const;

/**
 * The detail's reads stay fresh for a few seconds: the page starts them all at once on first
 * open, and a section or dialog mounting a moment later reads the same answer instead of asking
 * again. Every write refreshes what it changed at once.
 */
export const TICKET_DETAIL_STALE_TIME = 10_000;
