import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../platform/db.ts';

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65 535 parameters. */
export const CHUNK_SIZE = 500;

/**
 * Where the seed's rows go: the database when seeding, or the list of the demo's row ids that
 * `npm run demo:remove` knows the demo by (demo-rows.ts). The seed files write only through it.
 */
export type RowSink = {
  put<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<void>;
};

/** Inserts rows in chunks of CHUNK_SIZE, in order. */
export async function insertInChunks<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_SIZE));
  }
}

/** A sink that inserts into the database (a transaction, when the caller holds one). */
export function databaseSink(db: Executor): RowSink {
  return { put: (table, rows) => insertInChunks(db, table, rows) };
}
