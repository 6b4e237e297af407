import type { Logger } from 'drizzle-orm';
import type { Database } from '../platform/db.ts';

type Session = { logger: Logger; options: { logger?: Logger } };

/**
 * Records the SQL statements the app sends through `db` while `during` runs: drizzle's query
 * logger, set on the database's session (its queries) and on the options its transactions copy.
 * On PostgreSQL a transaction's `begin` and `commit` are statements too; PGlite opens and closes
 * transactions itself, so they are not seen there.
 */
export async function recordStatements(
  db: Database,
  during: () => Promise<unknown>,
): Promise<string[]> {
  const session = (db as unknown as { session: Session }).session;
  const statements: string[] = [];
  const recorder: Logger = { logQuery: (query) => statements.push(query) };
  const saved = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    await during();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.optionsLogger;
  }
  return statements;
}
