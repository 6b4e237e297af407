import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../platform/db.ts';
import type { ImportKindDefinition, KindSelect } from '../platform/import-kind.ts';
import { unsealed } from '../platform/unseal-db.ts';

/**
 * A kind of the tests' own for the imports engine (modules/imports), over a table of its own
 * (`import_test_things`): code (the key), name, active. It shows the engine's side of the
 * bargain without any module's kind.
 */
export async function createImportTestTable(db: Database) {
  await db.execute(sql`
    create table if not exists import_test_things (
      id uuid primary key, code text not null unique, name text not null,
      is_active boolean not null, written_by_import uuid, writes integer not null default 1)`);
}

const YES = new Set(['evet', 'e', '1', 'true']);
const NO = new Set(['hayır', 'h', '0', 'false']);

type Hold = { from: number; reached: () => void; released: Promise<void> };

/**
 * The test kind; how many rows it has checked (a resumed job checks no staged row again); and a
 * hold on its apply: the range from row `from` waits, once reached, until released (a restart
 * falls in the middle of the apply however fast the database writes).
 */
export function createImportTestKind() {
  let parsed = 0;
  let hold: Hold | undefined;
  const kind: ImportKindDefinition = {
    ...importTestKind,
    parseRow(cells) {
      parsed += 1;
      return importTestKind.parseRow(cells);
    },
    async applyRows(tx, importId, range) {
      const held = hold;
      if (held && range.from >= held.from) {
        hold = undefined;
        held.reached();
        await held.released;
      }
      await importTestKind.applyRows(tx, importId, range);
    },
  };
  return {
    kind,
    parsedRows: () => parsed,
    holdApplyAt(from: number) {
      let reached = () => {};
      let release = () => {};
      const isReached = new Promise<void>((resolve) => {
        reached = resolve;
      });
      hold = { from, reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: isReached, release };
    },
  };
}

const importTestKind: ImportKindDefinition = {
  kind: 'stores',
  fileBaseName: 'deneme',
  sheetName: 'Denemeler',
  columns: [
    { field: 'code', header: 'Kod', required: true, sample: 'D001' },
    { field: 'name', header: 'Ad', required: true, sample: 'Deneme' },
    {
      field: 'isActive',
      header: 'Aktif',
      required: false,
      allowed: 'Evet / Hayır',
      sample: 'Evet',
    },
  ],
  parseRow(cells) {
    const code = cells.code ?? '';
    const name = cells.name ?? '';
    if (!code) return { ok: false, problem: { column: 'Kod', message: 'boş olamaz.' } };
    if (!name) return { ok: false, problem: { column: 'Ad', message: 'boş olamaz.' } };
    const active = (cells.isActive ?? '').toLocaleLowerCase('tr-TR');
    if (active && !YES.has(active) && !NO.has(active)) {
      return { ok: false, problem: { column: 'Aktif', message: 'Evet ya da Hayır olmalı.' } };
    }
    return {
      ok: true,
      key: code.toLocaleUpperCase('tr-TR'),
      data: { name, isActive: !NO.has(active) },
    };
  },
  classifySql(importId): KindSelect {
    return sql`
      select r.row_number,
        case when t.id is null then 'new'
          when t.name = r.data->>'name' and t.is_active = (r.data->>'isActive')::boolean then 'unchanged'
          else 'changed' end as outcome,
        coalesce(t.id, gen_random_uuid()) as entity_id,
        case when t.id is null then null
          else jsonb_build_object('name', t.name, 'isActive', t.is_active) end as before,
        case when r.data->>'name' = 'YASAK' then 'Ad' end as problem_column,
        case when r.data->>'name' = 'YASAK' then 'bu ad alınmaz.' end as problem_message
      from data_import_rows r left join import_test_things t on t.code = r.key
      where r.import_id = ${importId} and r.outcome is null`;
  },
  async applyRows(tx, importId, range) {
    await unsealed(tx).execute(sql`
      insert into import_test_things (id, code, name, is_active, written_by_import)
      select r.entity_id, r.key, r.data->>'name', (r.data->>'isActive')::boolean, ${importId}
      from data_import_rows r
      where r.import_id = ${importId} and r.row_number between ${range.from} and ${range.to}
        and r.outcome in ('new', 'changed')
      on conflict (code) do update set name = excluded.name, is_active = excluded.is_active,
        written_by_import = excluded.written_by_import, writes = import_test_things.writes + 1`);
  },
  async countWrittenSince(tx, importId) {
    const result = await unsealed(tx).execute(sql`
      select count(*)::int as n from data_import_rows r join import_test_things t on t.id = r.entity_id
      where r.import_id = ${importId} and r.outcome in ('new', 'changed')
        and t.written_by_import is distinct from ${importId}`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },
  async undo(tx, importId) {
    await unsealed(tx).execute(sql`
      delete from import_test_things t using data_import_rows r
      where r.import_id = ${importId} and r.outcome = 'new' and t.id = r.entity_id`);
    await unsealed(tx).execute(sql`
      update import_test_things t set name = r.before->>'name',
        is_active = (r.before->>'isActive')::boolean, written_by_import = null
      from data_import_rows r
      where r.import_id = ${importId} and r.outcome = 'changed' and t.id = r.entity_id`);
  },
  async *exportRows(db) {
    const result = await unsealed(db).execute(
      sql`select code, name, is_active from import_test_things order by code` as SQL,
    );
    for (const row of rowsOf<{ code: string; name: string; is_active: boolean }>(result)) {
      yield { code: row.code, name: row.name, isActive: row.is_active };
    }
  },
};
