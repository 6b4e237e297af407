// The query check decides by type: each case is a small server file in a scratch folder whose
// node_modules is the repository's, so drizzle, pg and PGlite are the real declarations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findOffences } from './check-service-queries.ts';
import { root } from './lib/source-files.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-service-queries-'));
fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const platformDb = path.join(root, 'apps/server/src/platform/db.ts');

/** Writes the files, checks the first one, and answers `line call (runner)` per offence. */
function offencesIn(files: Record<string, string[]>) {
  const paths = Object.keys(files).map((name) => path.join(scratch, name));
  for (const [index, lines] of Object.values(files).entries()) {
    fs.writeFileSync(paths[index]!, lines.join('\n'));
  }
  return findOffences(paths.slice(0, 1)).map(
    ({ line, call, runner }) => `${line} ${call} (${runner})`,
  );
}

it('finds the handles the names found: deps.db, an alias, a destructured db, a typed parameter', () => {
  const found = offencesIn({
    'named-service.ts': [
      '// Müşteri: a leading comment with Turkish letters does not shift the lines.',
      `import type { Database, Executor, Transaction } from '${platformDb}';`,
      'type Deps = { db: Database };',
      'export async function a(deps: Deps, x: never) {',
      '  const ticket = await deps.db.query.tickets.findFirst();',
      "  await deps.db.execute('select 1');",
      '  const handle = deps.db;',
      '  await handle.select().from(x);',
      '  const { db: other } = deps;',
      '  await other.$count(x);',
      '  await deps.db.transaction(async (t) => {',
      '    await t.insert(x).values({});',
      '  });',
      '}',
      'export const b = (e: Executor, x: never) => e.update(x).set({});',
      'export const c = (tx: Transaction, x: never) => tx.delete(x);',
    ],
  });
  expect(found).toEqual([
    '5 deps.db.query (a drizzle database)',
    '6 deps.db.execute (a drizzle database)',
    '8 handle.select (a drizzle database)',
    '10 other.$count (a drizzle database)',
    '12 t.insert (a drizzle database)',
    '15 e.update (a drizzle database)',
    '16 tx.delete (a drizzle database)',
  ]);
});

it("finds the handles the names missed: deps['db'], this.#db, Deps['db'], a getter, $client", () => {
  const found = offencesIn({
    'typed-service.ts': [
      `import type { Database } from '${platformDb}';`,
      "import type { Deps, TicketsDeps } from './typed-deps.ts';",
      'export async function a(deps: Deps, x: never) {',
      "  await deps['db'].select().from(x);",
      '}',
      "export const b = (store: Deps['db'], x: never) => store.insert(x);",
      "export const c = (store: Pick<TicketsDeps, 'db'>['db']) => store.execute('select 1');",
      'export class Notes {',
      '  readonly #db: Database;',
      '  constructor(db: Database) {',
      '    this.#db = db;',
      '  }',
      '  get store() {',
      '    return this.#db;',
      '  }',
      '  count(x: never) {',
      '    return this.#db.$count(x);',
      '  }',
      '  remove(x: never) {',
      '    return this.store.delete(x);',
      '  }',
      '}',
      "export const d = (deps: TicketsDeps) => deps.db.$client.query('select 1');",
      "export const e = (deps: TicketsDeps) => deps.db['select']();",
      'export const f = ({ execute }: Database) => execute;',
    ],
    'typed-deps.ts': [
      `import type { Database } from '${platformDb}';`,
      'export type TicketsDeps = { db: Database; clock: () => Date };',
      "export type Deps = Pick<TicketsDeps, 'db' | 'clock'>;",
    ],
  });
  expect(found).toEqual([
    "4 deps['db'].select (a drizzle database)",
    '6 store.insert (a drizzle database)',
    '7 store.execute (a drizzle database)',
    '17 this.#db.$count (a drizzle database)',
    '20 this.store.delete (a drizzle database)',
    '23 deps.db.$client (a drizzle database)',
    "24 deps.db['select'] (a drizzle database)",
    '25 { execute } (a drizzle database)',
  ]);
});

it('finds queries on the drivers: a pg pool or client, PGlite', () => {
  const found = offencesIn({
    'driver-service.ts': [
      "import type { PGlite } from '@electric-sql/pglite';",
      "import type pg from 'pg';",
      "export const a = (pool: pg.Pool) => pool.query('select 1');",
      "export const b = (client: pg.PoolClient) => client.query('select 1');",
      "export const c = (client: PGlite) => client.exec('select 1');",
      "export const d = (pool: pg.Pool) => pool.on('error', () => {});",
    ],
  });
  expect(found).toEqual([
    '3 pool.query (a pg client)',
    '4 client.query (a pg client)',
    '5 client.exec (a PGlite database)',
  ]);
});

it('leaves other objects alone: request queries, hashes, maps, stores, an opaque handle', () => {
  const found = offencesIn({
    'other-service.ts': [
      "import { createHash } from 'node:crypto';",
      `import type { Database, Executor } from '${platformDb}';`,
      'type Store = { insert(tx: Executor, row: object): Promise<void> };',
      'declare const handle: unique symbol;',
      'type ServiceDatabase = { readonly [handle]: true; delete(): void };',
      'export async function a(request: { query: { id: string } }, store: Store, db: Database) {',
      '  const id = request.query.id;',
      "  const hash = createHash('sha256').update(id).digest('hex');",
      '  new Map<string, string>().delete(id);',
      '  await db.transaction(async (tx) => store.insert(tx, { hash }));',
      '}',
      'export const b = (opaque: ServiceDatabase) => opaque.delete();',
    ],
  });
  expect(found).toEqual([]);
});
