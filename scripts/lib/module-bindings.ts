// Where an imported name comes from: each import resolved to its file as the compiler resolves
// it (relative paths, package exports such as `@ccms/contract/*`), and followed through
// re-exports (`export { a } from`, `export * from`, `import { a } …; export { a }`) to the
// file that declares it.
import fs from 'node:fs';
import path from 'node:path';
import {
  type AstNode,
  asNode,
  identifierName,
  type ParsedFile,
  parseFile,
  walk,
} from './source-tree.ts';
import { ts } from './typed-program.ts';

/** A declared binding: the file that declares it and its name there. */
export type Origin = { file: string; name: string };

/** One binding a file takes from another module: `imported` is `*` for a namespace. */
type Taken = { source: string; imported: string; local: string; reExported: boolean };

type ModuleFacts = {
  taken: Taken[];
  /** `export * from '…'`: the sources whose exports this file passes on. */
  exportAll: string[];
  /** `export { a as b }` of a local or imported name: exported name → local name. */
  exportedLocals: Map<string, string>;
};

/** The text of a name node: an identifier or a string (`import { 'a-b' as c }`). */
const nameOf = (value: unknown): string | null => {
  const node = asNode(value);
  return identifierName(node) ?? (typeof node?.value === 'string' ? node.value : null);
};

const sourceOf = (item: AstNode): string | null => {
  const source = asNode(item.source);
  return typeof source?.value === 'string' ? source.value : null;
};

const factsOf = new Map<string, ModuleFacts>();
const parsedFiles = new Map<string, ParsedFile>();
const parsed = (file: string): ParsedFile => {
  const cached = parsedFiles.get(file) ?? parseFile(file);
  parsedFiles.set(file, cached);
  return cached;
};

function moduleFacts(file: string): ModuleFacts {
  const cached = factsOf.get(file);
  if (cached) return cached;
  const facts: ModuleFacts = { taken: [], exportAll: [], exportedLocals: new Map() };
  factsOf.set(file, facts);
  for (const item of parsed(file).module.body as unknown as AstNode[]) {
    const source = sourceOf(item);
    const specifiers = Array.isArray(item.specifiers) ? item.specifiers.map(asNode) : [];
    if (item.type === 'ImportDeclaration' && source) {
      for (const specifier of specifiers) {
        const local = nameOf(specifier?.local);
        if (!specifier || !local) continue;
        const imported =
          specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : (nameOf(specifier.imported) ?? local);
        facts.taken.push({ source, imported, local, reExported: false });
      }
    }
    if (item.type === 'ExportAllDeclaration' && source) facts.exportAll.push(source);
    if (item.type === 'ExportNamedDeclaration') {
      for (const specifier of specifiers) {
        if (specifier?.type === 'ExportNamespaceSpecifier' && source) {
          const local = nameOf(specifier.name);
          if (local) facts.taken.push({ source, imported: '*', local, reExported: true });
        }
        if (specifier?.type !== 'ExportSpecifier') continue;
        const orig = nameOf(specifier.orig);
        const exported = nameOf(specifier.exported) ?? orig;
        if (!orig || !exported) continue;
        if (source) facts.taken.push({ source, imported: orig, local: exported, reExported: true });
        else facts.exportedLocals.set(exported, orig);
      }
    }
  }
  return facts;
}

const resolutionCaches = new Map<ts.CompilerOptions, ts.ModuleResolutionCache>();

/**
 * Resolves what `file` imports as `source` to a file of the repository (a workspace package
 * such as `@ccms/contract` is followed through its node_modules link), or null for an
 * installed package.
 */
export function resolveImport(
  source: string,
  file: string,
  options: ts.CompilerOptions,
): string | null {
  let cache = resolutionCaches.get(options);
  if (!cache) {
    cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
    resolutionCaches.set(options, cache);
  }
  const resolved = ts.resolveModuleName(source, file, options, ts.sys, cache).resolvedModule;
  if (!resolved) return null;
  const real = fs.realpathSync(resolved.resolvedFileName);
  return real.includes(`${path.sep}node_modules${path.sep}`) ? null : real;
}

/**
 * The file and name that declare what `file` exports as `name`, through any re-exports, or
 * null when it exports no such name.
 */
export function originOf(
  file: string,
  name: string,
  options: ts.CompilerOptions,
  seen = new Set<string>(),
): Origin | null {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const facts = moduleFacts(file);
  const local = facts.exportedLocals.get(name) ?? name;
  const taken = facts.taken.find(
    (binding) => binding.local === local && (binding.reExported || facts.exportedLocals.has(name)),
  );
  if (taken) {
    const from = resolveImport(taken.source, file, options);
    if (!from) return null;
    return taken.imported === '*'
      ? { file: from, name: '*' }
      : originOf(from, taken.imported, options, seen);
  }
  if (facts.exportedLocals.has(name) || declaresExport(file, name)) return { file, name };
  for (const source of facts.exportAll) {
    const from = resolveImport(source, file, options);
    const origin = from ? originOf(from, name, options, seen) : null;
    if (origin) return origin;
  }
  return null;
}

/** Whether the file declares `export const name`, `export function name` or the like. */
function declaresExport(file: string, name: string): boolean {
  let found = false;
  for (const item of parsed(file).module.body as unknown as AstNode[]) {
    if (item.type !== 'ExportDeclaration') continue;
    walk(item.declaration, (node, ancestors) => {
      // The declared names only: the declarators' ids, a function's or a class's identifier.
      const parent = ancestors.at(-1);
      const declares =
        (parent?.type === 'VariableDeclarator' && parent.id === node) ||
        (parent === asNode(item.declaration) && parent?.identifier === node) ||
        (parent === asNode(item.declaration) && parent?.id === node);
      if (declares && identifierName(node) === name) found = true;
    });
  }
  return found;
}

/** What a file takes from other modules, each binding with its resolved module. */
export function takenBindings(
  file: string,
  options: ts.CompilerOptions,
): (Taken & { from: string | null })[] {
  return moduleFacts(file).taken.map((binding) => ({
    ...binding,
    from: resolveImport(binding.source, file, options),
  }));
}

/** The names read off a namespace import `ns` in a file: `ns.a`, `ns.b`. */
export function namespaceMembers(file: string, namespace: string): Set<string> {
  const names = new Set<string>();
  walk(parsed(file).module, (node) => {
    if (node.type === 'MemberExpression' && identifierName(node.object) === namespace) {
      const name = identifierName(node.property);
      if (name) names.add(name);
    }
  });
  return names;
}
