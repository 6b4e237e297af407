/** The root of every outbox query: a retry reloads them all. */
export const OUTBOX_QUERY_KEY = ['outbox'] as const;
