import type { TImportKind, TImportRowOutcome } from '@ccms/contract/imports/kinds';
import { IMPORT_MESSAGES, IMPORT_ROWS_PAGE_SIZE } from '@ccms/contract/imports/messages';
import type { TImportState } from '@ccms/contract/imports/schemas';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dataImportRows, dataImports, users } from '../../db/schema/index.ts';
import type { KindSelect } from '../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

export type StoredImport = typeof dataImports.$inferSelect;

const creators = alias(users, 'import_creators');
const appliers = alias(users, 'import_appliers');
const nameOf = (person: typeof creators | typeof appliers) =>
  sql<string | null>`nullif(trim(${person.name} || ' ' || coalesce(${person.surname}, '')), '')`;

/** An import with the names of who uploaded and who applied it. */
function importWithNames(db: SealedDb) {
  return unsealed(db)
    .select({
      row: dataImports,
      createdByName: nameOf(creators),
      appliedByName: nameOf(appliers),
    })
    .from(dataImports)
    .innerJoin(creators, eq(creators.id, dataImports.createdByUserId))
    .leftJoin(appliers, eq(appliers.id, dataImports.appliedByUserId));
}

export type ImportWithNames = Awaited<ReturnType<typeof findImportWithNames>>[number];

export function findImportWithNames(db: SealedDb, importId: string) {
  return importWithNames(db).where(eq(dataImports.id, importId));
}

/** A kind's last imports, newest first. */
export function findImportsOfKind(db: SealedDb, kind: TImportKind, limit: number) {
  return importWithNames(db)
    .where(eq(dataImports.kind, kind))
    .orderBy(desc(dataImports.createdAt), desc(dataImports.id))
    .limit(limit);
}

export async function findImport(db: SealedDb, importId: string) {
  const [row] = await unsealed(db).select().from(dataImports).where(eq(dataImports.id, importId));
  return row;
}

/** The import, locked for the rest of the transaction (one state change at a time). */
export async function lockImport(tx: SealedTx, importId: string) {
  const [row] = await unsealed(tx)
    .select()
    .from(dataImports)
    .where(eq(dataImports.id, importId))
    .for('update');
  return row;
}

export async function insertImport(db: SealedDb, values: typeof dataImports.$inferInsert) {
  const [row] = await unsealed(db).insert(dataImports).values(values).returning();
  return row!;
}

/** A row of the file as staged: checked by itself, or refused already. */
export type StagedRow = {
  rowNumber: number;
  key: string | null;
  data: Record<string, unknown> | null;
  outcome: 'refused' | null;
  problemColumn: string | null;
  problemMessage: string | null;
};

/**
 * Stages a batch of rows in one statement: the batch goes as one JSON parameter and is
 * unpacked by the database, so a batch costs one round trip whatever its size. A row staged
 * already (a resumed job) is left as it is.
 */
export async function stageRows(tx: SealedTx, importId: string, rows: readonly StagedRow[]) {
  if (rows.length === 0) return;
  await unsealed(tx).execute(sql`
    insert into ${dataImportRows}
      (import_id, row_number, key, data, outcome, problem_column, problem_message)
    select ${importId}::uuid, r."rowNumber", r.key, r.data, r.outcome, r."problemColumn", r."problemMessage"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      "rowNumber" integer, key text, data jsonb, outcome text, "problemColumn" text, "problemMessage" text)
    on conflict do nothing`);
}

/** Where the first row's number goes in the message of a repeated key. */
const FIRST_ROW_MARK = 918_273_645;

/**
 * Refuses every row whose key an earlier row of the file has (the first one is taken), found
 * by the database over the key index, so no key is held in memory.
 */
export async function refuseRepeatedKeys(tx: SealedTx, importId: string) {
  const [head, tail] = IMPORT_MESSAGES.sameKeyAs(FIRST_ROW_MARK).split(String(FIRST_ROW_MARK));
  await unsealed(tx).execute(sql`
    update ${dataImportRows} as r
    set outcome = 'refused', problem_column = null,
      problem_message = ${head} || repeated.first_row || ${tail}
    from (
      select row_number, min(row_number) over (partition by key) as first_row
      from ${dataImportRows}
      where import_id = ${importId} and key is not null and outcome is null
    ) as repeated
    where r.import_id = ${importId} and r.row_number = repeated.row_number
      and repeated.row_number > repeated.first_row`);
}

/**
 * Writes the kind's verdict on each row not refused yet, in one statement. The verdicts are
 * materialised first: joined as a plain subquery, the planner (misled by the freshly staged
 * rows' statistics) ran the kind's whole select again for every staged row.
 */
export async function classifyRows(tx: SealedTx, importId: string, verdicts: KindSelect) {
  await unsealed(tx).execute(sql`
    with c as materialized (${verdicts as unknown as SQL})
    update ${dataImportRows} as r
    set outcome = c.outcome, entity_id = c.entity_id, before = c.before,
      problem_column = c.problem_column, problem_message = c.problem_message
    from c
    where r.import_id = ${importId} and r.row_number = c.row_number and r.outcome is null`);
}

export type OutcomeCounts = Record<TImportRowOutcome, number>;

export async function countOutcomes(db: SealedDb, importId: string): Promise<OutcomeCounts> {
  const rows = await unsealed(db)
    .select({ outcome: dataImportRows.outcome, n: count() })
    .from(dataImportRows)
    .where(eq(dataImportRows.importId, importId))
    .groupBy(dataImportRows.outcome);
  const counts: OutcomeCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const { outcome, n } of rows) {
    // A row the kind gave no verdict is not written: it counts as refused.
    const key = outcome && outcome in counts ? (outcome as TImportRowOutcome) : 'refused';
    counts[key] += n;
  }
  return counts;
}

/** Rows the kind's select gave no verdict: refused, so nothing writes them. */
export async function refuseUnclassified(tx: SealedTx, importId: string) {
  await unsealed(tx)
    .update(dataImportRows)
    .set({ outcome: 'refused', problemMessage: IMPORT_MESSAGES.notClassified })
    .where(and(eq(dataImportRows.importId, importId), sql`${dataImportRows.outcome} is null`));
}

export async function updateImport(
  db: SealedDb,
  importId: string,
  changes: Partial<typeof dataImports.$inferInsert>,
  fromStates?: readonly TImportState[],
) {
  const [row] = await unsealed(db)
    .update(dataImports)
    .set(changes)
    .where(
      and(
        eq(dataImports.id, importId),
        fromStates ? inArray(dataImports.state, [...fromStates]) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function deleteStagedRows(db: SealedDb, importId: string) {
  await unsealed(db).delete(dataImportRows).where(eq(dataImportRows.importId, importId));
}

/**
 * Drops the staged rows of the kind's earlier applied or undone imports: once a later import is
 * applied, none of them can be undone, and their rows were kept only for that.
 */
export async function deleteStagedRowsBefore(tx: SealedTx, kind: string, importId: string) {
  await unsealed(tx).execute(sql`
    delete from ${dataImportRows} as r using ${dataImports} as i
    where r.import_id = i.id and i.kind = ${kind} and i.id <> ${importId}
      and i.state in ('applied', 'undone')`);
}

/** A page of a checked import's rows of one outcome, by row number. */
export async function findImportRowsPage(
  db: SealedDb,
  importId: string,
  outcome: TImportRowOutcome,
  page: number,
) {
  const where = and(eq(dataImportRows.importId, importId), eq(dataImportRows.outcome, outcome));
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({
        rowNumber: dataImportRows.rowNumber,
        key: dataImportRows.key,
        problemColumn: dataImportRows.problemColumn,
        problemMessage: dataImportRows.problemMessage,
      })
      .from(dataImportRows)
      .where(where)
      .orderBy(asc(dataImportRows.rowNumber))
      .limit(IMPORT_ROWS_PAGE_SIZE)
      .offset((page - 1) * IMPORT_ROWS_PAGE_SIZE),
    unsealed(db).select({ n: count() }).from(dataImportRows).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The kind's import applied last, whether it stands, is being written or was undone: only it may
 * be undone, so an undo never reaches past a later import.
 */
export async function findLastAppliedImportId(db: SealedDb, kind: TImportKind) {
  const [row] = await unsealed(db)
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(and(eq(dataImports.kind, kind), isNotNull(dataImports.appliedAt)))
    .orderBy(desc(dataImports.appliedAt), desc(dataImports.id))
    .limit(1);
  return row?.id ?? null;
}

/** Whether another import of the kind is being written now. */
export async function isKindApplying(db: SealedDb, kind: TImportKind, exceptId: string) {
  const [row] = await unsealed(db)
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(
      and(
        eq(dataImports.kind, kind),
        eq(dataImports.state, 'applying'),
        sql`${dataImports.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether an import of the kind was applied or undone after `since` (a check's moment). */
export async function wasKindWrittenSince(db: SealedDb, kind: TImportKind, since: Date) {
  const [row] = await unsealed(db)
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(
      and(
        eq(dataImports.kind, kind),
        or(gt(dataImports.appliedAt, since), gt(dataImports.undoneAt, since)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The imports a job should be working on: read or written, not finished. */
export function findUnfinishedImports(db: SealedDb) {
  return unsealed(db)
    .select({ id: dataImports.id, state: dataImports.state })
    .from(dataImports)
    .where(inArray(dataImports.state, ['reading', 'applying']));
}
