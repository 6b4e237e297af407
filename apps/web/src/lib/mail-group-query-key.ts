/**
 * The first part of the TanStack Query key of every mail group read: the mail group screen and
 * the breakdown mail dialog's picker. A mail group write invalidates it, so a deactivated group
 * leaves the picker at once.
 */
export const MAIL_GROUPS_QUERY_KEY = ['mail-groups'] as const;
