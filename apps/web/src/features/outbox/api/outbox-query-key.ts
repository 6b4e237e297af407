/** The root of every outbox query: a retry reloads them all. */
export const OUTBOX_QUERY_KEY = ['outbox'] as const;

/** A state a message leaves by itself soon (queued, sending): the screen reads it again. */
export function isMoving(state: string | undefined): boolean {
  return state === 'queued' || state === 'sending';
}
