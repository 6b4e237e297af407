/**
 * The first part of the TanStack Query key of every reference-data read: the ticket and activity
 * forms' sources, campaigns, delivery types, wrap-ups and customer voices, and the definitions
 * screens' lists of them. A reference write invalidates it, so a new or deactivated row shows
 * (or leaves the choices) at once in this browser; the look-ups otherwise stay fresh for minutes.
 */
export const REFERENCE_QUERY_KEY = ['reference'] as const;
