// Fails when server code other than a repository (or a test) runs a query: uses a member that
// queries on a value whose TYPE is a drizzle database or transaction, a pg pool or client, or a
// PGlite instance (scripts/lib/query-receivers.ts). The TypeScript checker gives the type, so
// `deps.db`, `deps['db']`, `this.#db`, a getter, a parameter typed `Deps['db']` and the
// callback parameter of `transaction` are one case, whatever their names. Queries live in
// repositories (docs/architecture.md, "Layers the build enforces").
// Usage: node scripts/check-service-queries.ts [file or folder…]
import path from 'node:path';
import { mayQuery, queryRunnerOf } from './lib/query-receivers.ts';
import { isRepository, isTest, root, sourceFiles } from './lib/source-files.ts';
import { createProgram, ts } from './lib/typed-program.ts';

const RULE = 'no-queries-outside-repositories';
const SERVER = 'apps/server/src';

/**
 * Server folders the rule leaves out: demo data, and the helpers of tests (test/, the
 * conformance tables), which set up and inspect data directly, like tests; db/ holds the schema
 * and the SQL helpers that only repositories import.
 */
const EXEMPT_FOLDERS = /^apps\/server\/src\/(seed|test|conformance|db)\//;

/**
 * Files outside modules/ that query without being repositories, each with why. A file named
 * here that no longer needs it fails the check, so the list only shrinks.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['apps/server/src/platform/db.ts', 'opens the database: migrations and the liveness probe'],
  [
    'apps/server/src/platform/prepared.ts',
    "prepares the statements repositories hand it, on drizzle's session: no query of its own",
  ],
  [
    'apps/server/src/platform/shaped-statement.ts',
    "prepares the statements repositories hand it, on drizzle's session: no query of its own",
  ],
  [
    'apps/server/src/platform/change-notices.ts',
    'LISTEN/NOTIFY on its own pg connection; it reads no table',
  ],
  ['apps/server/src/platform/outbox/dispatcher.ts', 'LISTEN on its own pg connection'],
  [
    'apps/server/src/platform/backup/embedded-database-facts.ts',
    "asks PGlite for its server's facts before a backup; it reads no table",
  ],
  [
    'apps/server/src/platform/access-version.ts',
    'two named queries of the access_version row: a repository in all but its file name',
  ],
  [
    'apps/server/src/idp/adapter.ts',
    "oidc-provider's storage adapter, a class of named queries the library calls",
  ],
]);

export type Offence = { file: string; line: number; call: string; runner: string };

/** The member a node uses on what it reads from, or null when it reads no member. */
function memberUse(node: ts.Node): { receiver: ts.Node; member: string } | null {
  if (ts.isPropertyAccessExpression(node)) {
    return { receiver: node.expression, member: node.name.text };
  }
  if (ts.isElementAccessExpression(node)) {
    const key = node.argumentExpression;
    // A key the code computes could be any member: it counts as a query.
    const member = ts.isStringLiteralLike(key) ? key.text : '[…]';
    return { receiver: node.expression, member };
  }
  return null;
}

/** `const { select } = db`, `({ execute }: Executor) => …`: each member taken out. */
function destructuredMembers(node: ts.Node): { receiver: ts.Node; member: string }[] {
  if (!ts.isObjectBindingPattern(node)) return [];
  return node.elements.flatMap((element) => {
    const name = element.propertyName ?? element.name;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) {
      return [{ receiver: node as ts.Node, member: name.text }];
    }
    return [{ receiver: node as ts.Node, member: '[…]' }];
  });
}

/** Every use of a querying member on a query runner in `files` (paths from the root). */
export function findOffences(files: readonly string[]): Offence[] {
  if (files.length === 0) return [];
  const program = createProgram(files, 'apps/server');
  const checker = program.getTypeChecker();
  const offences: Offence[] = [];
  for (const file of files) {
    const source = program.getSourceFile(path.resolve(root, file));
    if (!source) throw new Error(`${file} is not a TypeScript file the checker can read.`);
    // Where the file leaves a runner: `db._.session.prepareQuery` is reported at `db._` only.
    const reported: ts.Node[] = [];
    const isInside = (node: ts.Node, outer: ts.Node) =>
      node.pos >= outer.pos && node.end <= outer.end;
    const visit = (node: ts.Node): void => {
      ts.forEachChild(node, visit);
      const uses = [memberUse(node), ...destructuredMembers(node)].filter((use) => use !== null);
      for (const { receiver, member } of uses) {
        if (!mayQuery(member) || reported.some((done) => isInside(done, receiver))) continue;
        const runner = queryRunnerOf(checker.getTypeAtLocation(receiver), checker);
        if (!runner?.queries(member)) continue;
        reported.push(node);
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        const written = ts.isObjectBindingPattern(node)
          ? `{ ${member} }`
          : node.getText(source).replace(/\s+/g, '');
        offences.push({ file, line: line + 1, call: written, runner: runner.description });
      }
    };
    visit(source);
  }
  return offences;
}

/** The files the rule applies to: server files other than repositories, tests and exempt ones. */
export function serviceFiles(targets: readonly string[]): string[] {
  return targets
    .flatMap((target) => (/\.[cm]?tsx?$/.test(target) ? [target] : sourceFiles(target)))
    .filter((file) => !isTest(file) && !isRepository(file) && !EXEMPT_FOLDERS.test(file));
}

function report(offences: readonly Offence[], problems: readonly string[]): void {
  for (const { file, line, call, runner } of offences) {
    console.error(
      `${file}:${line} ${RULE}: \`${call}\` runs a query on ${runner} outside a repository; ` +
        "move it into a named function of its folder's repository (docs/architecture.md, " +
        "'Layers the build enforces').",
    );
  }
  for (const problem of problems) console.error(problem);
  if (offences.length + problems.length > 0) {
    console.error(
      `✖ ${offences.length} queries outside repositories, ${problems.length} problems.`,
    );
    process.exit(1);
  }
  console.log('✔ No queries outside repositories.');
}

if (import.meta.main) {
  const targets = process.argv.slice(2);
  const files = serviceFiles(targets.length > 0 ? targets : [SERVER]);
  const found = findOffences(files);
  const offences = found.filter(({ file }) => !ALLOWED.has(file));
  const problems =
    targets.length > 0
      ? []
      : [...ALLOWED.keys()]
          .filter((file) => !found.some((offence) => offence.file === file))
          .map(
            (file) =>
              `scripts/check-service-queries.ts: ${file} is allowed to query but no longer ` +
              'does (or is gone): take it off ALLOWED.',
          );
  report(offences, problems);
}
