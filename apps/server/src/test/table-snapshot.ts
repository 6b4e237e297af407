import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../platform/db.ts';

/** One table's rows as a count and a checksum of every column of every row. */
export type TableSnapshot = Record<string, { rows: number; checksum: string }>;

/**
 * Every table of the public schema with its row count and an md5 over its rows in a fixed
 * order: two snapshots are equal exactly when no table gained, lost or changed a row. `except`
 * leaves out tables that change on their own (the sign-in provider's keys and sessions).
 */
export async function snapshotTables(
  db: Executor,
  options: { except?: readonly string[] } = {},
): Promise<TableSnapshot> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables
      where schemaname = 'public' order by tablename`),
  ).map((row) => row.name);
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    if (options.except?.includes(table)) continue;
    const [row] = rowsOf<{ rows: number; checksum: string | null }>(
      await db.execute(sql`select count(*)::int as rows,
        md5(string_agg(x::text, '|' order by x::text)) as checksum
        from ${sql.identifier(table)} x`),
    );
    snapshot[table] = { rows: row?.rows ?? 0, checksum: row?.checksum ?? '' };
  }
  return snapshot;
}

/** The tables of a snapshot that hold rows, with their counts. */
export function nonEmptyTables(snapshot: TableSnapshot): Record<string, number> {
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([, table]) => table.rows > 0)
      .map(([name, table]) => [name, table.rows]),
  );
}
