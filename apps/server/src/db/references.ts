import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

type Reference = { table: PgTable; column: PgColumn };

/** Every (table, column) of db/schema whose foreign key points at `target`, but `except`'s. */
function referencesTo(target: PgTable, except: readonly PgTable[]): Reference[] {
  const targetName = getTableName(target);
  const skipped = new Set(except.map(getTableName));
  const found: Reference[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable) || skipped.has(getTableName(value))) continue;
    const config = getTableConfig(value);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (getTableName(reference.foreignTable) !== targetName) continue;
      for (const column of reference.columns) found.push({ table: value, column });
    }
  }
  return found;
}

/**
 * The ids of `ids` (a select of one uuid column named id) that some row of another table refers
 * to, by any foreign key of db/schema (tables of `except` aside): a row in use, which deleting
 * would break or lose. Read from the schema, so a table added later counts without anyone
 * remembering this query. One semi-join per reference, each free to use its column's index.
 */
export function referencedIds(target: PgTable, ids: SQL, except: readonly PgTable[] = []): SQL {
  const parts = referencesTo(target, except).map(
    ({ table, column }) =>
      sql`select candidate.id from (${ids}) candidate where exists (select 1 from ${table} where ${column} = candidate.id)`,
  );
  if (parts.length === 0) return sql`select null::uuid as id where false`;
  return sql.join(parts, sql` union `);
}
