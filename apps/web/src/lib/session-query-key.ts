/**
 * The first part of the TanStack Query key of every read of the signed-in user's session: the
 * session call itself, refreshed when anyone's access changes or after an organisation write
 * (the user's own roles may have changed).
 */
export const SESSION_QUERY_KEY = ['session'] as const;
