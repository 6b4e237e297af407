import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { ROOT_DIR } from './config.ts';
import { lockPgliteDirectory } from './pglite-lock.ts';
import type { SealedDb } from './sealed-db.ts';
import { unsealed } from './unseal-db.ts';

export type Schema = typeof schema;
/** The one database type services and repositories use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction: repositories accept either. */
export type Executor = Database | Transaction;

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/src/db/migrations');

/**
 * How the job queue (platform/queue) reaches the same database: its own small pool on
 * PostgreSQL, the one embedded connection on PGlite.
 */
export type QueueConnection =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; client: PGlite };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  queueConnection: QueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string | 'memory';
  /** An in-memory PGlite starts from this dumped data directory instead of an empty one. */
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // JIT compiling pays off for long reports, not for requests of a few milliseconds, whose
    // latency it only adds to (tens of ms on the lists' larger plans).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      options: '-c jit=off',
    });
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL bağlantı hatası: ${error.message}`));
    // The pool listens only to idle connections: one checked out (a transaction between two
    // statements) that the server cuts would raise an uncaught error and end the process. Heard
    // here, its next statement fails instead (a 503) and the pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      queueConnection: { kind: 'postgres', connectionString: options.databaseUrl },
      // An advisory lock keeps two instances starting together from migrating at once.
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727001)');
          await migratePg(drizzlePg(client, { casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock(727001)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  let unlock = () => {};
  if (dir !== 'memory') {
    unlock = lockPgliteDirectory(dir);
    fs.mkdirSync(dir, { recursive: true });
  }
  // The extensions the migrations create must be loaded into PGlite up front.
  const extensions = { pg_trgm };
  const client =
    dir === 'memory'
      ? new PGlite({ extensions, loadDataDir: options.pgliteImage })
      : new PGlite(dir, { extensions });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    queueConnection: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await client.close();
      unlock();
    },
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: SealedDb): Promise<boolean> {
  try {
    await unsealed(db).execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs independent look-ups side by side on the pool; a transaction has one connection, which
 * takes one query at a time, so there they run in turn.
 */
export async function allOf<T extends readonly unknown[]>(
  db: SealedDb,
  tasks: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const results: unknown[] = [];
  if (db instanceof PgTransaction) {
    for (const task of tasks) results.push(await task());
  } else {
    results.push(...(await Promise.all(tasks.map((task) => task()))));
  }
  return results as unknown as T;
}

/**
 * The rows of a raw statement's result (`db.execute`, a prepared statement), typed as the SQL
 * selects them. Both drivers answer `{ rows }` (node-postgres and PGlite alike), but the shared
 * `Database` type calls the result `unknown`: the caller names the row's shape, and a result
 * without rows fails here rather than as an undefined further on.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('A statement answered without rows.');
  return rows as Row[];
}
