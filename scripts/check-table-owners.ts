// Fails when server code writes a table its owner does not hold: the owners are the table in
// docs/architecture.md, "Who owns each table" (a path under apps/server/src: a module, a
// sub-module, a platform piece). Writes are drizzle's `.insert(t)`, `.update(t)`, `.delete(t)`
// and `insert into t`, `update t`, `delete from t` in SQL text. Tests, seed/ and test/ are
// exempt. Also fails when the table misses a table of db/schema, or names one twice or one
// that is gone. Usage: node scripts/check-table-owners.ts
import fs from 'node:fs';
import path from 'node:path';
import { isTest, root, sourceFiles } from './lib/source-files.ts';
import { findTableWrites, schemaTables } from './lib/table-writes.ts';

const RULE = 'one-owner-per-table';
const SERVER = 'apps/server/src';
const DOC = 'docs/architecture.md';
const HEADING = '## Who owns each table';
const EXEMPT = /^apps\/server\/src\/(seed|test|db)\//;

/** The section's rows: `| \`table\` | \`owner\` | … |`, table name → owner path. */
export function readOwners(markdown: string): { owners: Map<string, string>; problems: string[] } {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  const start = markdown.indexOf(`\n${HEADING}\n`);
  if (start === -1) return { owners, problems: [`${DOC} has no section "${HEADING}".`] };
  const rest = markdown.slice(start + HEADING.length + 2);
  const section = rest.slice(0, rest.search(/\n## |$/));
  for (const row of section.matchAll(/^\|\s*`([a-z0-9_]+)`\s*\|\s*`([^`]+)`\s*\|/gm)) {
    const [, table, owner] = row as unknown as [string, string, string];
    if (owners.has(table)) problems.push(`${DOC}: table ${table} has two owners.`);
    owners.set(table, owner.replace(/\/$/, ''));
  }
  return { owners, problems };
}

const isInside = (file: string, owner: string) => {
  const relative = path.posix.relative(SERVER, file);
  return relative === owner || relative.startsWith(`${owner}/`);
};

if (import.meta.main) {
  const { owners, problems } = readOwners(fs.readFileSync(path.join(root, DOC), 'utf8'));
  const tables = new Set(schemaTables.values());
  for (const table of tables) {
    if (!owners.has(table)) problems.push(`${DOC}: table ${table} (db/schema) has no owner.`);
  }
  for (const [table, owner] of owners) {
    if (!tables.has(table)) problems.push(`${DOC}: table ${table} is not in db/schema.`);
    if (!fs.existsSync(path.join(root, SERVER, owner))) {
      problems.push(`${DOC}: the owner of ${table}, ${SERVER}/${owner}, does not exist.`);
    }
  }

  const files = sourceFiles(SERVER).filter((file) => !isTest(file) && !EXEMPT.test(file));
  const offences = files
    .flatMap(findTableWrites)
    .filter(({ file, table }) => owners.has(table) && !isInside(file, owners.get(table)!));
  for (const problem of problems) console.error(problem);
  for (const { file, line, table, how } of offences) {
    const owner = owners.get(table)!;
    console.error(
      `${file}:${line} ${RULE}: writes ${table} (${how}), which ${owner} owns; ask that ` +
        `module's face to change it (${DOC}, 'Who owns each table').`,
    );
  }
  if (problems.length + offences.length > 0) {
    console.error(`✖ ${offences.length} writes outside the owner, ${problems.length} problems.`);
    process.exit(1);
  }
  console.log(`✔ Every table (${tables.size}) is written by its owner only.`);
}
