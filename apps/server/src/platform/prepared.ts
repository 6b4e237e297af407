import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './db.ts';

const names = new Set<string>();
/** Renders SQL as the databases of db.ts do (snake_case column names). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement of fixed shape whose SQL drizzle builds once per database or transaction, its
 * values left as placeholders (`sql.placeholder`), and that is sent under `name`: node-postgres
 * then parses it once per connection and PostgreSQL keeps its plan there (after its first few
 * custom plans, a generic one when that costs no more). PGlite runs it as a plain query.
 * `prepare` answers the drizzle prepared query, e.g. `db.select(...).prepare(name)`.
 */
export function preparedStatement<T>(
  name: string,
  prepare: (db: Executor, name: string) => T,
): (db: Executor) => T {
  // One connection cannot hold two texts under one name.
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Executor, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db, name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

/**
 * The same for SQL written by hand (what `db.execute` would run): rendered to text once, run
 * with the placeholders' values, answering its rows.
 */
export function preparedSqlStatement<Row>(
  name: string,
  statement: SQL,
): (db: Executor, values?: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedStatement(name, (db, statementName) =>
    db._.session.prepareQuery(query, undefined, statementName, false),
  );
  return async (db, values = {}) => {
    return rowsOf<Row>(await prepared(db).execute(values));
  };
}
