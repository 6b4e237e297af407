import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findOffences } from './check-service-queries.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-service-queries-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function offencesIn(source: string) {
  const file = path.join(scratch, 'service.ts');
  fs.writeFileSync(file, source);
  return findOffences([file]).map(({ line, call }) => `${line} ${call}`);
}

it('finds a query on the database handle, however the handle is named', () => {
  const source = [
    '// Müşteri: a leading comment with Turkish letters does not shift the lines.',
    "import type { Executor } from '../../platform/db.ts';",
    'export async function a(deps: Deps, id: string) {',
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
    'const b = (e: Executor) => e.update(x).set({});',
    'const c = (tx: Unknown) => tx.delete(x);',
  ].join('\n');
  expect(offencesIn(source)).toEqual([
    '4 deps.db.query.',
    '5 deps.db.execute(',
    '7 handle.select(',
    '9 other.$count(',
    '11 t.insert(',
    '14 e.update(',
    '15 tx.delete(',
  ]);
});

it('leaves other objects alone: request queries, hashes, maps, repository stores', () => {
  const source = [
    'export async function a(request: Request, store: Store, tx: Executor, list: List) {',
    '  const id = request.query.id;',
    "  const hash = createHash('sha256').update(id).digest('hex');",
    '  cache.delete(id);',
    '  await store.insert(tx, row);',
    '  return list.query.pageNumber;',
    '}',
  ].join('\n');
  expect(offencesIn(source)).toEqual([]);
});
