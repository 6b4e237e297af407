import { PgDatabase } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';
import type { SealedDb } from './sealed-db.ts';

/**
 * The database or transaction behind a sealed handle, to query: for repository functions only
 * (in a module, the layer rules let no other file import this one).
 */
export function unsealed(db: SealedDb): Executor {
  // Every sealed handle is a drizzle database or transaction handed over as one, so this holds
  // unless a caller built a look-alike; that is a bug, said at once rather than at the query.
  if (db instanceof PgDatabase) return db;
  throw new TypeError('A sealed database handle must be a drizzle database or transaction');
}
