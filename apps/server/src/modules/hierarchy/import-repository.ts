import { inArray, type SQL, sql } from 'drizzle-orm';
import { ticketCategorySets } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/db.ts';
import type { ImportRange } from '../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import type { CategorySetRecord } from './category-sets-repository.ts';
import {
  createdLevelId,
  foldedName,
  IMPORT_LEVELS,
  resolvedRows,
  stagedField,
  WRITTEN_COLUMNS,
} from './import-rows-repository.ts';
import type { HierarchyLevel } from './list-definition-repository.ts';

/*
 * The writes of the hierarchy import (docs/domain.md §26.4), each one statement over a range of
 * the import's staged rows, read from data_import_rows.
 */

const writtenList = (prefix = '') =>
  sql.raw(WRITTEN_COLUMNS.map((column) => `${prefix}${column}`).join(', '));

const inRange = (range: ImportRange) => sql`s.row_number between ${range.from} and ${range.to}`;

type LevelRow = { id: string; name: string; isActive: boolean; isDeleted: boolean };

/**
 * Adds the levels the range's new rows name that no live level has, each once, spelt as its
 * first row writes it, active, with the id the import gives it (createdLevelId). Answers them.
 */
export async function insertNamedLevels(
  tx: SealedTx,
  importId: string,
  level: HierarchyLevel,
  range: ImportRange,
): Promise<LevelRow[]> {
  const { table, field } = IMPORT_LEVELS.find((item) => item.level === level)!;
  const name = stagedField('s', field);
  const result = await unsealed(tx).execute(sql`
    insert into ${sql.raw(table)} (id, name)
    select distinct on (named.k) ${createdLevelId(importId, level, sql`named.k`)}, named.name
    from (
      select s.row_number, ${name} as name, ${foldedName(name)} as k
      from data_import_rows s
      where s.import_id = ${importId} and s.outcome = 'new' and ${inRange(range)}
    ) named
    where not exists (select 1 from ${sql.raw(table)} l
      where not l.is_deleted and ${foldedName(sql`l.name`)} = named.k)
    order by named.k, named.row_number
    on conflict (id) do nothing
    returning id, name, is_active as "isActive", is_deleted as "isDeleted"`);
  return rowsOf<LevelRow>(result);
}

/**
 * The first row of the range to write whose rule set, mail group or levels are gone since the
 * file was checked (a rule set deleted meanwhile), or whose changed breakdown is; null when none.
 */
export async function findUnresolvedRow(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<number | null> {
  const result = await unsealed(tx).execute(sql`
    select min(x.row_number) as row_number from (${resolvedRows(importId, { base: 'stored', range })}) x
    where (x.outcome = 'new' and (x.type_id is null or x.category_id is null
        or x.sub_category_id is null))
      or (x.outcome = 'changed' and x.set_id is distinct from x.entity_id)
      or (x.outcome in ('new', 'changed') and (
        (x.data->>'ruleSet' is not null and x.named_rule_set_id is null)
        or (x.data->>'mailGroup' is not null and x.mail_group_id is null)))`);
  return rowsOf<{ row_number: number | null }>(result)[0]?.row_number ?? null;
}

/**
 * Inserts the range's new breakdowns with the ids the check gave them; one already there (the
 * same id from a resumed batch, or the same names added on the screen meanwhile) is left alone.
 */
export async function insertNewBreakdowns(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<string[]> {
  const result = await unsealed(tx).execute(sql`
    insert into ticket_category_sets (id, type_id, category_id, sub_category_id, ${writtenList()})
    select x.entity_id, x.type_id, x.category_id, x.sub_category_id, ${writtenList('x.')}
    from (${resolvedRows(importId, { base: 'stored', range })}) x
    where x.outcome = 'new' and x.set_id is null
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The range's changed breakdowns whose values still differ from the file's, locked. */
export async function lockChangedBreakdowns(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<CategorySetRecord[]> {
  const result = await unsealed(tx).execute(sql`
    select x.set_id as id from (${resolvedRows(importId, { base: 'stored', range })}) x
    where x.outcome = 'changed' and x.set_id = x.entity_id and x.differs`);
  return lockBreakdowns(
    tx,
    rowsOf<{ id: string }>(result).map((row) => row.id),
  );
}

/** Breakdowns by id as stored, locked for the rest of the transaction. */
async function lockBreakdowns(tx: SealedDb, ids: string[]): Promise<CategorySetRecord[]> {
  if (ids.length === 0) return [];
  return unsealed(tx)
    .select()
    .from(ticketCategorySets)
    .where(inArray(ticketCategorySets.id, ids))
    .for('update');
}

/** Breakdowns by id as stored (deleted ones too). */
export async function findBreakdownRecords(
  db: SealedDb,
  ids: string[],
): Promise<CategorySetRecord[]> {
  if (ids.length === 0) return [];
  return unsealed(db).select().from(ticketCategorySets).where(inArray(ticketCategorySets.id, ids));
}

/** Writes the file's values onto the range's changed breakdowns that still differ; answers them. */
export async function updateChangedBreakdowns(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<string[]> {
  const result = await unsealed(tx).execute(sql`
    update ticket_category_sets b set (${writtenList()}) = (${writtenList('x.')})
    from (${resolvedRows(importId, { base: 'stored', range })}) x
    where b.id = x.set_id and x.outcome = 'changed' and x.set_id = x.entity_id and x.differs
    returning b.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The import's new rows' breakdown ids. */
const newBreakdownIds = (importId: string) => sql`select s.entity_id from data_import_rows s
  where s.import_id = ${importId} and s.outcome = 'new'`;

/** The ids the import gave the levels it created, of every level. */
function createdLevelIds(importId: string): SQL {
  return sql.join(
    IMPORT_LEVELS.map(
      ({
        level,
        field,
      }) => sql`select ${createdLevelId(importId, level, foldedName(stagedField('s', field)))}
        as id, ${level}::text as level, ${stagedField('s', field)} as name
        from data_import_rows s where s.import_id = ${importId} and s.outcome = 'new'`,
    ),
    sql` union `,
  );
}

/**
 * How many of the import's rows someone has written since (docs/domain.md §26.4): a
 * breakdown whose values are no longer the import's or that was deleted, a new breakdown that
 * has been given mail addresses or on which tickets have been opened since the file was checked,
 * a level the import created that has been renamed, switched off or deleted.
 */
export async function countWrittenSince(tx: SealedTx, importId: string): Promise<number> {
  const result = await unsealed(tx).execute(sql`
    with since as (
      select coalesce(checked_at, created_at) as at from data_imports where id = ${importId}
    ), written as (
      select x.entity_id as id from (${resolvedRows(importId, { base: 'written' })}) x
      where x.outcome in ('new', 'changed') and x.set_id is not null
        and (x.set_deleted or x.differs)
      union
      select m.ticket_category_set_id from category_set_mails m
      where m.ticket_category_set_id in (${newBreakdownIds(importId)})
      union
      select t.ticket_category_set_id from tickets t, since
      where not t.is_deleted and t.created_at >= since.at
        and t.ticket_category_set_id in (${newBreakdownIds(importId)})
      union
      select created.id from (${createdLevelIds(importId)}) created
      join (
        select id, name, is_active, is_deleted, 'types' as level from ticket_types
        union all select id, name, is_active, is_deleted, 'categories' from ticket_categories
        union all select id, name, is_active, is_deleted, 'subCategories' from ticket_sub_categories
      ) l on l.id = created.id and l.level = created.level
      where l.is_deleted or not l.is_active
        or ${foldedName(sql`l.name`)} <> ${foldedName(sql`created.name`)}
    )
    select count(*)::int as n from written`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The import's changed breakdowns as they are now, locked before the undo restores them. */
export async function lockRestoredBreakdowns(tx: SealedTx, importId: string) {
  const result = await unsealed(tx).execute(sql`
    select s.entity_id as id from data_import_rows s
    where s.import_id = ${importId} and s.outcome = 'changed'`);
  return lockBreakdowns(
    tx,
    rowsOf<{ id: string }>(result).map((row) => row.id),
  );
}

/** Puts back the values the import's changed breakdowns had before it; answers their ids. */
export async function restoreChangedBreakdowns(tx: SealedTx, importId: string): Promise<string[]> {
  const result = await unsealed(tx).execute(sql`
    update ticket_category_sets b set (${writtenList()}) = (${writtenList('p.')})
    from data_import_rows s
    cross join lateral jsonb_populate_record(null::ticket_category_sets, s.before) p
    where s.import_id = ${importId} and s.outcome = 'changed' and b.id = s.entity_id
    returning b.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The import's new breakdowns still there, locked before the undo removes them. */
export async function lockNewBreakdowns(tx: SealedTx, importId: string) {
  const result = await unsealed(tx).execute(sql`
    select b.id from ticket_category_sets b
    where b.id in (${newBreakdownIds(importId)}) and not b.is_deleted`);
  return lockBreakdowns(
    tx,
    rowsOf<{ id: string }>(result).map((row) => row.id),
  );
}

/**
 * Removes the import's new breakdowns: deleted outright, or marked deleted when a ticket or a
 * mail address names one (a ticket moved onto it by an edit; they stay whole). Answers the ids
 * of each.
 */
export async function removeNewBreakdowns(tx: SealedTx, importId: string) {
  const result = await unsealed(tx).execute(sql`
    with new_sets as materialized (${newBreakdownIds(importId)}),
    used as materialized (
      select t.ticket_category_set_id as id from tickets t
      where t.ticket_category_set_id in (select entity_id from new_sets)
      union
      select m.ticket_category_set_id from category_set_mails m
      where m.ticket_category_set_id in (select entity_id from new_sets)
    ), hidden as (
      update ticket_category_sets b set is_deleted = true
      where b.id in (select id from used) and not b.is_deleted
      returning b.id, true as kept
    ), deleted as (
      delete from ticket_category_sets b
      where b.id in (select entity_id from new_sets) and b.id not in (select id from used)
      returning b.id, false as kept
    )
    select id, kept from hidden union all select id, kept from deleted`);
  const rows = rowsOf<{ id: string; kept: boolean }>(result);
  return {
    deletedIds: rows.filter((row) => !row.kept).map((row) => row.id),
    hiddenIds: rows.filter((row) => row.kept).map((row) => row.id),
  };
}

/** Deletes the levels the import created that no breakdown names any more; answers them. */
export async function deleteCreatedLevels(
  tx: SealedTx,
  importId: string,
  level: HierarchyLevel,
): Promise<LevelRow[]> {
  const { table } = IMPORT_LEVELS.find((item) => item.level === level)!;
  const column = { types: 'type_id', categories: 'category_id', subCategories: 'sub_category_id' }[
    level
  ];
  const result = await unsealed(tx).execute(sql`
    delete from ${sql.raw(table)} l
    where l.id in (select created.id from (${createdLevelIds(importId)}) created
        where created.level = ${level})
      and l.id not in (select b.${sql.raw(column)} from ticket_category_sets b)
    returning l.id, l.name, l.is_active as "isActive", l.is_deleted as "isDeleted"`);
  return rowsOf<LevelRow>(result);
}

/** Who wrote the import's step: who applied it (or uploaded it), or who undid it. */
export async function findImportActor(
  tx: SealedTx,
  importId: string,
  step: 'apply' | 'undo',
): Promise<string> {
  const who =
    step === 'apply'
      ? sql`coalesce(applied_by_user_id, created_by_user_id)`
      : sql`coalesce(undone_by_user_id, applied_by_user_id, created_by_user_id)`;
  const result = await unsealed(tx).execute(
    sql`select ${who} as user_id from data_imports where id = ${importId}`,
  );
  const [row] = rowsOf<{ user_id: string }>(result);
  if (!row) throw new Error(`Import ${importId} not found`);
  return row.user_id;
}
