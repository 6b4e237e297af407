/**
 * The first part of the TanStack Query key of every rule set read: the ticket form's rule set
 * (its mandatory fields) and the rule set administration. A rule set write invalidates it, so a
 * changed rule shows at once in the ticket form (which otherwise keeps it fresh for minutes).
 */
export const RULE_SETS_QUERY_KEY = ['rule-sets'] as const;
