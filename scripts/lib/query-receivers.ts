// What can run a query, by type: a drizzle database or transaction, a pg pool or client, a
// PGlite instance. A type counts when it, or a class it extends, is one of these as the
// package declares it; the name a value goes by, and the aliases its type goes through
// (`Deps['db']`, `Pick<TicketsDeps, 'db'>`), do not matter.
import { ts } from './typed-program.ts';

/** A kind of value that runs queries, and which of its members do. */
type QueryRunner = {
  /** The package that declares it, as its folder under node_modules. */
  readonly packages: readonly string[];
  /** The declared classes and interfaces, by name. */
  readonly names: RegExp;
  readonly description: string;
  /** Whether using this member runs a query (or hands out what runs one). */
  readonly queries: (member: string) => boolean;
};

/**
 * The members worth asking the checker about: every member of a drizzle database or
 * transaction but `transaction` and `rollback`, and the drivers' query methods. Asking the
 * type of every receiver in the server would cost seconds; a member not named here runs no
 * query on any of the runners below, and one the code computes (`db[name]`) is always asked.
 */
export const QUERY_MEMBERS: ReadonlySet<string> = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
  '$with',
  'with',
  'query',
  'refreshMaterializedView',
  'setTransaction',
  'batch',
  'session',
  'dialect',
  'exec',
  'sql',
  'transaction',
  'listen',
  '[…]',
]);
/** Drizzle's members outside its public API (`$client`, `$cache`, `_`) are asked about too. */
export const mayQuery = (member: string) => QUERY_MEMBERS.has(member) || /^[$_]/.test(member);

const RUNNERS: readonly QueryRunner[] = [
  {
    packages: ['drizzle-orm'],
    // PgDatabase and what extends it (PgTransaction, NodePgDatabase, PgliteDatabase…), the
    // other dialects' databases, and the session underneath them.
    names: /(Database|Session)$/,
    description: 'a drizzle database',
    // A service may open a transaction and roll it back; every other member is a query
    // (select, insert, execute, query.*, $count, $with…) or the driver under it ($client).
    queries: (member) => member !== 'transaction' && member !== 'rollback',
  },
  {
    packages: ['pg', '@types/pg'],
    names: /^(Pool|Client|ClientBase|PoolClient)$/,
    description: 'a pg client',
    queries: (member) => member === 'query',
  },
  {
    packages: ['@electric-sql/pglite'],
    names: /^(PGlite|BasePGlite|PGliteInterface|Transaction)$/,
    description: 'a PGlite database',
    queries: (member) => ['query', 'exec', 'sql', 'transaction', 'listen'].includes(member),
  },
];

/** The package a declaration comes from, or null for the repository's own code. */
function packageOf(declaration: ts.Declaration): string | null {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(declaration.getSourceFile().fileName);
  return match?.[1] ?? null;
}

function runnerOfSymbol(symbol: ts.Symbol | undefined): QueryRunner | null {
  for (const declaration of symbol?.declarations ?? []) {
    const from = packageOf(declaration);
    const runner = RUNNERS.find(
      (candidate) =>
        from && candidate.packages.includes(from) && candidate.names.test(symbol!.name),
    );
    if (runner) return runner;
  }
  return null;
}

/**
 * What kind of query runner a value of this type is, or null when it runs no query: one
 * member of a union or an intersection is enough (`Database | Transaction`), and a class
 * counts by what it extends. An opaque handle that has none of these types is no runner.
 */
export function queryRunnerOf(
  type: ts.Type,
  checker: ts.TypeChecker,
  seen = new Set<ts.Type>(),
): QueryRunner | null {
  if (seen.has(type)) return null;
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    for (const member of type.types) {
      const runner = queryRunnerOf(member, checker, seen);
      if (runner) return runner;
    }
    return null;
  }
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    return constraint ? queryRunnerOf(constraint, checker, seen) : null;
  }
  const runner = runnerOfSymbol(type.getSymbol());
  if (runner) return runner;
  const target = (type as ts.TypeReference).target ?? type;
  if (target.isClassOrInterface()) {
    for (const base of checker.getBaseTypes(target)) {
      const found = queryRunnerOf(base, checker, seen);
      if (found) return found;
    }
  }
  return null;
}
