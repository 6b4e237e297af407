/**
 * The user the server acts as when nobody does (the 48-hour auto-close's activity and closing,
 * docs/domain.md §17). Its row is written by a migration; it is inactive, so it never signs in
 * and is never mailed.
 */
export const SYSTEM_USER_ID = '00000000-0000-4000-8000-000000000001';
