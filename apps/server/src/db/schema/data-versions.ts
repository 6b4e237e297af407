import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per kind of data that instances cache or browsers keep (holidays, reference rows,
 * the hierarchy, rule sets, mail groups, addresses, the sign-in keys). Statement triggers on the
 * tables behind each topic raise its version and send `pg_notify('data_changes',
 * 'topic=version')` in the writing transaction, so the number and the notice appear together at
 * commit, whatever code wrote (docs/architecture.md, 'Caches that agree across instances').
 */
export const dataVersions = pgTable('data_versions', {
  topic: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
