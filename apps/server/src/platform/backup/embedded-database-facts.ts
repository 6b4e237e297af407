import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { schemaVersionOf } from './manifest.ts';

export type DatabaseFacts = {
  schemaVersion: string;
  tickets: number;
  customers: number;
  ticketFiles: number;
};

const count = async (client: PGlite, table: string) => {
  const result = await client.query<{ count: number }>(
    `select count(*)::int as count from ${table}`,
  );
  return result.rows[0]?.count ?? 0;
};

/**
 * Opens the embedded database in `dir` (whose lock the caller holds), reads its schema version
 * and a few counts, and closes it: the close is a clean shut-down, after which the directory's
 * files are a consistent copy of the database (PostgreSQL's cold file-system backup).
 * Applies no migration: the backup names the schema as it is.
 */
export async function readEmbeddedDatabaseFacts(dir: string): Promise<DatabaseFacts> {
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  try {
    const migrations = await client.query<{ exists: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
    );
    if (!migrations.rows[0]?.exists) {
      return { schemaVersion: 'none', tickets: 0, customers: 0, ticketFiles: 0 };
    }
    const last = await client.query<{ createdAt: string | null }>(
      'select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations',
    );
    const createdAt = last.rows[0]?.createdAt;
    return {
      schemaVersion: schemaVersionOf(createdAt ? Number(createdAt) : null),
      tickets: await count(client, 'tickets'),
      customers: await count(client, 'customers'),
      ticketFiles: await count(client, 'ticket_documents'),
    };
  } finally {
    await client.close();
  }
}
