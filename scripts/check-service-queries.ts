// Fails when a server module file other than a repository (or a test) runs a query on the
// database handle: `db.select(…)`, `tx.execute(…)`, `deps.db.query.tickets…` and the like.
// The handle is `db`, `tx`, `trx`, `executor`, `database`, any `….db`, a name given one of
// these, a parameter typed Database, Executor or Transaction, and the callback parameter of
// `….transaction(…)`. Queries live in repositories (docs/architecture.md, "Layers the build
// enforces"). Usage: node scripts/check-service-queries.ts [file or folder…]
import {
  type AstNode,
  asNode,
  identifierName,
  isRepository,
  isTest,
  type ParsedFile,
  parseFile,
  propertyName,
  sourceFiles,
  unwrap,
  walk,
} from './lib/source-tree.ts';

const RULE = 'no-queries-outside-repositories';
const QUERY_METHODS = new Set([
  'execute',
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  '$count',
  '$with',
  'with',
]);
const HANDLE_NAMES = ['db', 'tx', 'trx', 'executor', 'database'];
const HANDLE_TYPES = new Set(['Database', 'Executor', 'Transaction']);

export type Offence = { file: string; line: number; call: string };

/** Whether a type annotation names one of the database handle's types. */
function namesHandleType(annotation: unknown): boolean {
  let found = false;
  walk(annotation, (node) => {
    if (node.type === 'TsTypeReference' && HANDLE_TYPES.has(identifierName(node.typeName) ?? '')) {
      found = true;
    }
  });
  return found;
}

/** The names that hold the database handle in this file (not scope-exact: by name). */
function handleNames(parsed: ParsedFile): Set<string> {
  const names = new Set(HANDLE_NAMES);
  let grown = true;
  while (grown) {
    const before = names.size;
    walk(parsed.module, (node) => {
      if (node.type === 'VariableDeclarator' && isHandle(node.init, names)) {
        const id = identifierName(node.id);
        if (id) names.add(id);
      }
      // `const { db: x } = deps` and `({ db: x }) => …`
      if (node.type === 'KeyValuePatternProperty' && identifierName(node.key) === 'db') {
        const id = identifierName(node.value);
        if (id) names.add(id);
      }
      // `(x: Executor) => …`, `function f(x: Database)`
      if (
        node.type === 'Identifier' &&
        node.typeAnnotation &&
        namesHandleType(node.typeAnnotation)
      ) {
        names.add(String(node.value));
      }
      // `db.transaction(async (x) => …)`
      if (node.type === 'CallExpression') {
        const callee = unwrap(node.callee);
        if (
          callee &&
          propertyName(callee) === 'transaction' &&
          isHandle(callee.object, names) &&
          Array.isArray(node.arguments)
        ) {
          // An argument is `{ spread, expression }`, not a node of its own.
          const argument: unknown = node.arguments[0];
          const callback =
            typeof argument === 'object' && argument !== null && 'expression' in argument
              ? unwrap(argument.expression)
              : null;
          const params = callback?.params;
          if (Array.isArray(params)) {
            const first = asNode(params[0]);
            const id = identifierName(first?.type === 'Parameter' ? first.pat : first);
            if (id) names.add(id);
          }
        }
      }
    });
    grown = names.size > before;
  }
  return names;
}

function isHandle(value: unknown, names: ReadonlySet<string>): boolean {
  const node = unwrap(value);
  if (!node) return false;
  const name = identifierName(node);
  if (name) return names.has(name);
  return node.type === 'MemberExpression' && propertyName(node) === 'db';
}

function describe(node: AstNode): string {
  const name = identifierName(node);
  if (name) return name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression') {
    const object = unwrap(node.object);
    return `${object ? describe(object) : '…'}.${propertyName(node) ?? '…'}`;
  }
  return '…';
}

export function findOffences(files: readonly string[]): Offence[] {
  const offences: Offence[] = [];
  for (const file of files) {
    const parsed = parseFile(file);
    const names = handleNames(parsed);
    walk(parsed.module, (node) => {
      if (node.type !== 'MemberExpression') return;
      const property = propertyName(node);
      if (!property || !isHandle(node.object, names)) return;
      const object = unwrap(node.object)!;
      if (property === 'query') {
        offences.push({ file, line: parsed.lineOf(node), call: `${describe(object)}.query.` });
      } else if (QUERY_METHODS.has(property)) {
        offences.push({
          file,
          line: parsed.lineOf(node),
          call: `${describe(object)}.${property}(`,
        });
      }
    });
  }
  return offences;
}

/** The files the rule applies to: module files other than repositories and tests. */
export function serviceFiles(targets: readonly string[]): string[] {
  return targets
    .flatMap((target) => (/\.[cm]?tsx?$/.test(target) ? [target] : sourceFiles(target)))
    .filter((file) => !isTest(file) && !isRepository(file));
}

if (import.meta.main) {
  const targets = process.argv.slice(2);
  const offences = findOffences(
    serviceFiles(targets.length > 0 ? targets : ['apps/server/src/modules']),
  );
  for (const { file, line, call } of offences) {
    console.error(
      `${file}:${line} ${RULE}: \`${call}\` runs a query outside a repository; ` +
        "move it into a named function of the module's repository (docs/architecture.md, " +
        "'Layers the build enforces').",
    );
  }
  if (offences.length > 0) {
    console.error(`✖ ${offences.length} queries outside repositories.`);
    process.exit(1);
  }
  console.log('✔ No queries outside repositories.');
}
