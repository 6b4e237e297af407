import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { migratedPgliteImage, migratedPostgresTemplate } from './migrated-images.ts';

/** The PostgreSQL server tests also run against when it answers (CI makes sure it does). */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Backend = 'pglite' | 'postgres';

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 1500,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PGlite always; the local PostgreSQL server too when one is reachable. */
export const TEST_BACKENDS: Backend[] = (await isPostgresReachable())
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database of the given kind: PGlite in memory, or a new PostgreSQL database
 * that `close()` drops again; both copied from a migrated image (migrated-images.ts).
 */
export async function openTestDatabase(
  backend: Backend,
): Promise<DatabaseHandle & { url?: string }> {
  if (backend === 'pglite') {
    const handle = await openDatabase({
      pgliteDir: 'memory',
      pgliteImage: await migratedPgliteImage(),
    });
    // Finds every migration applied already; kept so that a stale image could never pass.
    await handle.migrate();
    return handle;
  }
  const template = await migratedPostgresTemplate(TEST_POSTGRES_URL);
  const name = `ccms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      // Without force first: the pool has closed its connections, so nobody is terminated.
      await cleanup
        .query(`drop database if exists ${name}`)
        .catch(() => cleanup.query(`drop database if exists ${name} with (force)`));
      await cleanup.end();
    },
  };
}
