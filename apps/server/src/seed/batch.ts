import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../platform/db.ts';

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65 535 parameters. */
export const CHUNK_SIZE = 500;

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
