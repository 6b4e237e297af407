/**
 * How long the form's look-ups (hierarchy, rule sets, reference lists) stay fresh: they change
 * only when an administrator edits the definitions, so a dialog opened again reuses them.
 */
export const LOOKUP_STALE_TIME = 5 * 60_000;
