import { unsealed } from './unseal-db.ts';

/**
 * The database as a service holds it: the pool or a transaction, sealed so that no query can be
 * written through it. A service hands it to repository functions, which unseal it
 * (`unseal-db.ts`, which only repositories may import), and opens a transaction with
 * `inTransaction`. drizzle's `Database` and `Transaction` are assignable to it, so whoever holds
 * the real database (app.ts, the identity provider, a test) hands it over as it is.
 */
export interface SealedDb {
  /**
   * drizzle's internals, which every database and transaction has: the one member kept, so that
   * not just any object passes for a database, and typed unknown, so nothing is read through it.
   */
  readonly _: unknown;
}

/**
 * A transaction, sealed: what a function that must run inside its caller's transaction takes
 * (it locks rows, or its writes must stand or fall with the caller's). The pool is not one.
 */
export interface SealedTx extends SealedDb {
  /** Only a transaction has it; unknown here, so it cannot be called. */
  readonly rollback: unknown;
}

/**
 * A service's deps with the database sealed, as the service declares them:
 * `Sealed<Pick<TicketsDeps, 'db' | 'clock'>>`. Whoever holds the real deps hands them over as
 * they are.
 */
export type Sealed<Deps extends { db: unknown }> = Omit<Deps, 'db'> & { db: SealedDb };

/**
 * Runs `work` in a transaction of `db`: committed when `work` resolves, rolled back when it
 * throws (and the error thrown on). Given a transaction already (a keyed create's,
 * docs/domain.md §21), it opens a savepoint: a failure of `work` undoes only `work`.
 */
export function inTransaction<T>(db: SealedDb, work: (tx: SealedTx) => Promise<T>): Promise<T> {
  return unsealed(db).transaction(work);
}
