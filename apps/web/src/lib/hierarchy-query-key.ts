/**
 * The first part of the TanStack Query key of every hierarchy read: the ticket form's and the
 * ticket list filters' type / category / sub-category options, a category set, its script, and
 * the administration lists. A hierarchy write invalidates it, so a change shows at once
 * wherever the hierarchy is used (the look-ups otherwise stay fresh for minutes).
 */
export const HIERARCHY_QUERY_KEY = ['hierarchy'] as const;
