// What the checks in scripts/ share: the syntax trees of source files (swc, the parser
// dependency-cruiser uses), for the checks that read syntax only.
import fs from 'node:fs';
import path from 'node:path';
import { type Module, parseSync } from '@swc/core';
import { root } from './source-files.ts';

/** A node of swc's tree, seen generically: every node has a `type`, most a `span`. */
export type AstNode = { type: string; span?: { start: number; end: number } } & Record<
  string,
  unknown
>;

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

export type ParsedFile = {
  file: string;
  module: Module;
  /** The 1-based line of a node (swc spans are 1-based UTF-8 byte offsets into the file). */
  lineOf: (node: AstNode) => number;
};

export function parseFile(file: string): ParsedFile {
  const bytes = fs.readFileSync(path.resolve(root, file));
  const module = parseSync(bytes.toString('utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
  });
  const lineStarts = [0];
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
    lineStarts.push(at + 1);
  }
  const lineOf = (node: AstNode) => {
    const offset = (node.span?.start ?? 1) - module.span.start + firstTokenOffset(bytes);
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++;
    return line + 1;
  };
  return { file, module, lineOf };
}

/**
 * Where the module's span starts in the file: its first token, after any leading comments
 * and blank space. Spans are counted from there, so a file's positions do not depend on the
 * files parsed before it.
 */
function firstTokenOffset(bytes: Buffer): number {
  const text = bytes.toString('latin1');
  const leading = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(text);
  return leading ? leading[0].length : 0;
}

/** Calls `visit` for every node under `node`, with its ancestors (nearest last). */
export function walk(
  node: unknown,
  visit: (node: AstNode, ancestors: readonly AstNode[]) => void,
  ancestors: AstNode[] = [],
): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, ancestors);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const current = isNode(node) ? node : null;
  if (current) visit(current, ancestors);
  if (current) ancestors.push(current);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'span' && typeof value === 'object') walk(value, visit, ancestors);
  }
  if (current) ancestors.pop();
}

export const asNode = (value: unknown): AstNode | null => (isNode(value) ? value : null);

/** The name of an identifier node, or null. */
export const identifierName = (value: unknown): string | null => {
  const node = asNode(value);
  return node?.type === 'Identifier' && typeof node.value === 'string' ? node.value : null;
};

/** `a.b` → the property name `b` when it is a plain identifier, or null. */
export const propertyName = (member: AstNode): string | null =>
  member.type === 'MemberExpression' ? identifierName(member.property) : null;

/** Unwraps `(x)`, `x!`, `x as T`, `x satisfies T` and `await x` down to `x`. */
export function unwrap(value: unknown): AstNode | null {
  let node = asNode(value);
  while (
    node &&
    [
      'ParenthesisExpression',
      'TsNonNullExpression',
      'TsAsExpression',
      'TsSatisfiesExpression',
      'AwaitExpression',
      'TsConstAssertion',
    ].includes(node.type)
  ) {
    node = asNode(node.expression ?? node.argument);
  }
  return node;
}
