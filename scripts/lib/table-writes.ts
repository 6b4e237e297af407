// Where server code writes a table: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` with a
// table of db/schema, and `insert into t`, `update t`, `delete from t` in SQL text, where `t`
// is written out, a schema table put into the template, or a SQL identifier
// (`sql.identifier('tickets')`, `sql.raw('tickets')`, a string naming the table).
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { root } from './source-files.ts';
import {
  type AstNode,
  asNode,
  identifierName,
  type ParsedFile,
  parseFile,
  propertyName,
  unwrap,
  walk,
} from './source-tree.ts';

/** Each table of db/schema: its export name → its name in SQL. */
export const schemaTables: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);
const sqlNames = new Set(schemaTables.values());

export type TableWrite = { file: string; line: number; table: string; how: string };

const SCHEMA_DIR = path.join(root, 'apps/server/src/db/schema');
const WRITES = new Set(['insert', 'update', 'delete']);
/** `insert into t`, `update t`, `delete from t`; `\0n\0` stands for the template's n-th value. */
const SQL_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?(?:"?([a-z_][a-z0-9_]*)"?|\0(\d+)\0)/gi;

type Tables = ReadonlySet<string>;
const NONE: Tables = new Set();
/**
 * `names`: the tables a name stands for; `strings`: a name given a string (`const t = 'tickets'`),
 * which names a table where SQL takes an identifier; `namespaces`: `import * as schema`.
 */
type Bindings = {
  names: Map<string, Tables>;
  strings: Map<string, string>;
  namespaces: Set<string>;
};
const bindingsOf = new Map<string, Bindings>();

/**
 * The tables each name of a file stands for: a table imported from db/schema (`tickets`,
 * `schema.tickets`), a name given one (`const sets = ticketCategorySets`), an object of tables
 * and what is read from it (`NAMED_TABLES[kind]`), a function answering one, and such a name
 * imported from another file of the server. By name, not by scope: a name means the same
 * tables throughout its file.
 */
function fileBindings(file: string): Bindings {
  const absolute = path.resolve(root, file);
  const cached = bindingsOf.get(absolute);
  if (cached) return cached;
  const bindings: Bindings = { names: new Map(), strings: new Map(), namespaces: new Set() };
  bindingsOf.set(absolute, bindings);
  const parsed = parseFile(absolute);
  for (const item of parsed.module.body) {
    if (item.type !== 'ImportDeclaration' || !/^[./]/.test(item.source.value)) continue;
    const from = path.resolve(path.dirname(absolute), item.source.value);
    const fromSchema = from === SCHEMA_DIR || from.startsWith(`${SCHEMA_DIR}${path.sep}`);
    for (const specifier of item.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier' && fromSchema) {
        bindings.namespaces.add(specifier.local.value);
      }
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported
        ? (identifierName(specifier.imported) ?? String(specifier.imported.value))
        : specifier.local.value;
      const tables = fromSchema
        ? new Set([schemaTables.get(imported)].filter((table) => table !== undefined))
        : /\.[cm]?ts$/.test(from)
          ? (fileBindings(from).names.get(imported) ?? NONE)
          : NONE;
      if (tables.size > 0) bindings.names.set(specifier.local.value, tables);
    }
  }
  let grown = true;
  while (grown) {
    grown = false;
    walk(parsed.module, (node) => {
      if (node.type !== 'VariableDeclarator') return;
      const name = identifierName(node.id);
      const text = stringOf(node.init, bindings);
      if (name && text !== null && !bindings.strings.has(name)) {
        bindings.strings.set(name, text);
        grown = true;
      }
      if (!name || bindings.names.has(name)) return;
      const tables = tablesOf(node.init, bindings);
      if (tables.size > 0) {
        bindings.names.set(name, tables);
        grown = true;
      }
    });
  }
  return bindings;
}

/** The text of a string literal, a template without values, or a name given one; or null. */
function stringOf(value: unknown, bindings: Bindings): string | null {
  const node = unwrap(value);
  if (node?.type === 'StringLiteral' && typeof node.value === 'string') return node.value;
  const quasis = Array.isArray(node?.quasis) ? node.quasis.map(asNode) : [];
  if (node?.type === 'TemplateLiteral' && quasis.length === 1) {
    return String(quasis[0]?.cooked ?? quasis[0]?.raw ?? '');
  }
  const name = identifierName(node);
  return name ? (bindings.strings.get(name) ?? null) : null;
}

/**
 * The table a SQL identifier names: `sql.identifier('tickets')`, `sql.raw('tickets')`,
 * `sql.identifier(name)` with `const name = 'tickets'` (a schema-qualified or quoted name too).
 */
function identifiedTables(call: AstNode, bindings: Bindings): Tables {
  const callee = unwrap(call.callee);
  const method = callee ? propertyName(callee) : null;
  if (method !== 'identifier' && method !== 'raw') return NONE;
  const text = stringOf(argument(call, 0), bindings);
  const table = text
    ?.trim()
    .replace(/"/g, '')
    .replace(/^public\./, '')
    .toLowerCase();
  return table && sqlNames.has(table) ? new Set([table]) : NONE;
}

/** The tables an expression may stand for (none when it is no table). */
function tablesOf(value: unknown, bindings: Bindings): Tables {
  const node = unwrap(value);
  if (!node) return NONE;
  const name = identifierName(node);
  if (name) return bindings.names.get(name) ?? NONE;
  if (node.type === 'MemberExpression') {
    const object = identifierName(node.object);
    const property = propertyName(node);
    if (object && property && bindings.namespaces.has(object)) {
      const table = schemaTables.get(property);
      return table ? new Set([table]) : NONE;
    }
    return tablesOf(node.object, bindings);
  }
  if (node.type === 'ObjectExpression' && Array.isArray(node.properties)) {
    const tables = new Set<string>();
    for (const property of node.properties.map(asNode)) {
      const value = property?.type === 'KeyValueProperty' ? property.value : property;
      for (const table of tablesOf(value, bindings)) tables.add(table);
    }
    return tables;
  }
  if (node.type === 'ArrowFunctionExpression') return tablesOf(node.body, bindings);
  if (node.type === 'CallExpression') {
    const identified = identifiedTables(node, bindings);
    return identified.size > 0 ? identified : tablesOf(node.callee, bindings);
  }
  return NONE;
}

/** The expression of the n-th argument of a call (`{ spread, expression }` is not a node). */
function argument(call: AstNode, index: number): unknown {
  const item: unknown = Array.isArray(call.arguments) ? call.arguments[index] : undefined;
  return typeof item === 'object' && item !== null && 'expression' in item ? item.expression : null;
}

/**
 * The tables a value put into SQL text names: what `tablesOf` finds, or a string naming a
 * table, which a plain template (`sql.raw(\`delete from ${name}\`)`) puts in as text.
 */
function sqlTablesOf(value: unknown, bindings: Bindings): Tables {
  const tables = tablesOf(value, bindings);
  if (tables.size > 0) return tables;
  const text = stringOf(value, bindings)?.toLowerCase();
  return text && sqlNames.has(text) ? new Set([text]) : NONE;
}

function sqlWrites(
  parsed: ParsedFile,
  quasis: readonly AstNode[],
  values: readonly unknown[],
  bindings: Bindings,
): TableWrite[] {
  const raws = quasis.map((quasi) => String(quasi.raw ?? ''));
  const text = raws.map((raw, index) => (index < values.length ? `${raw}\0${index}\0` : raw));
  const joined = text.join('');
  const found: TableWrite[] = [];
  for (const match of joined.matchAll(SQL_WRITE)) {
    const named = match[2]?.toLowerCase();
    const tables = named
      ? new Set(sqlNames.has(named) ? [named] : [])
      : sqlTablesOf(values[Number(match[3])], bindings);
    if (tables.size === 0) continue;
    // The line: the quasi the match starts in, plus the line breaks before it there.
    let offset = match.index;
    let index = 0;
    while (index < text.length - 1 && offset >= text[index]!.length)
      offset -= text[index++]!.length;
    const before = raws[index]!.slice(0, offset).split('\n').length - 1;
    const how = match[1]!.toLowerCase().replace(/\s+/g, ' ');
    const line = parsed.lineOf(quasis[index]!) + before;
    for (const table of tables) found.push({ file: parsed.file, line, table, how });
  }
  return found;
}

export function findTableWrites(file: string): TableWrite[] {
  const parsed = parseFile(file);
  const bindings = fileBindings(file);
  const writes: TableWrite[] = [];
  walk(parsed.module, (node) => {
    if (node.type === 'CallExpression') {
      const callee = unwrap(node.callee);
      const method = callee ? propertyName(callee) : null;
      if (!callee || !method || !WRITES.has(method)) return;
      for (const table of tablesOf(argument(node, 0), bindings)) {
        writes.push({ file, line: parsed.lineOf(callee), table, how: `.${method}()` });
      }
    }
    if (node.type === 'TemplateLiteral' && Array.isArray(node.quasis)) {
      const quasis = node.quasis.map(asNode).filter((quasi) => quasi !== null);
      const values: unknown[] = Array.isArray(node.expressions) ? node.expressions : [];
      writes.push(...sqlWrites(parsed, quasis, values, bindings));
    }
    if (node.type === 'StringLiteral') {
      writes.push(...sqlWrites(parsed, [{ ...node, raw: node.value }], [], bindings));
    }
  });
  return writes;
}
