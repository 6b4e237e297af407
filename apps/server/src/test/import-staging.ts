import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dataImportRows, dataImports } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { ImportKindDefinition } from '../platform/import-kind.ts';

/*
 * A kind's import run by hand, as the imports engine runs it (docs/domain.md, Moving in): the
 * rows parsed and staged, refusing a key seen before, the kind's classification written onto
 * them in one statement, the apply in batches, the undo. For the kinds' own tests, which check
 * their rules without the file reading and the jobs.
 */

export type StagedImport = { importId: string };

/** Stages `rows` (cells by field; row numbers from 2, as under a header) and classifies them. */
export async function stageAndClassify(
  db: Executor,
  kind: ImportKindDefinition,
  createdByUserId: string,
  rows: readonly Record<string, string>[],
): Promise<StagedImport> {
  const importId = randomUUID();
  await db.insert(dataImports).values({
    id: importId,
    kind: kind.kind,
    fileName: `${kind.fileBaseName}.csv`,
    fileKey: `test/${importId}`,
    fileSize: 0,
    state: 'reading',
    createdByUserId,
  });
  const seen = new Map<string, number>();
  const staged = rows.map((row, index) => {
    const rowNumber = index + 2;
    const cells = Object.fromEntries(
      kind.columns.map((column) => [column.field, (row[column.field] ?? '').trim()]),
    );
    const parsed = kind.parseRow(cells);
    if (!parsed.ok) {
      return {
        importId,
        rowNumber,
        outcome: 'refused',
        problemColumn: parsed.problem.column,
        problemMessage: parsed.problem.message,
      };
    }
    const first = seen.get(parsed.key);
    if (first !== undefined) {
      return {
        importId,
        rowNumber,
        key: parsed.key,
        data: parsed.data,
        outcome: 'refused',
        problemMessage: `Satır ${first} ile aynı.`,
      };
    }
    seen.set(parsed.key, rowNumber);
    return { importId, rowNumber, key: parsed.key, data: parsed.data };
  });
  if (staged.length > 0) await db.insert(dataImportRows).values(staged);
  const select = kind.classifySql(importId) as unknown as ReturnType<typeof sql>;
  await db.execute(sql`
    update data_import_rows t set outcome = c.outcome, entity_id = c.entity_id,
      before = c.before, problem_column = c.problem_column, problem_message = c.problem_message
    from (${select}) c
    where t.import_id = ${importId}::uuid and t.row_number = c.row_number`);
  await db.update(dataImports).set({ state: 'checked' }).where(eq(dataImports.id, importId));
  return { importId };
}

/** Each staged row's outcome and refusal, by row number. */
export async function stagedOutcomes(db: Executor, importId: string) {
  return db
    .select({
      rowNumber: dataImportRows.rowNumber,
      outcome: dataImportRows.outcome,
      problemColumn: dataImportRows.problemColumn,
      problemMessage: dataImportRows.problemMessage,
      entityId: dataImportRows.entityId,
    })
    .from(dataImportRows)
    .where(eq(dataImportRows.importId, importId))
    .orderBy(asc(dataImportRows.rowNumber));
}

/** The outcomes counted: { new: 2, unchanged: 1 }. */
export async function outcomeCounts(db: Executor, importId: string) {
  const counts: Record<string, number> = {};
  for (const row of await stagedOutcomes(db, importId)) {
    counts[row.outcome ?? 'none'] = (counts[row.outcome ?? 'none'] ?? 0) + 1;
  }
  return counts;
}

/** Applies the import in batches of `batch` row numbers, each in its own transaction. */
export async function applyStaged(
  db: Executor,
  kind: ImportKindDefinition,
  importId: string,
  batch = 1000,
): Promise<void> {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${dataImportRows.rowNumber}), 1)::int` })
    .from(dataImportRows)
    .where(eq(dataImportRows.importId, importId));
  for (let from = 2; from <= last!.n; from += batch) {
    await db.transaction((tx) => kind.applyRows(tx, importId, { from, to: from + batch - 1 }));
  }
  await db
    .update(dataImports)
    .set({ state: 'applied' })
    .where(and(eq(dataImports.id, importId)));
}

/** The undo as the engine runs it: refused (false) while rows were written since. */
export async function undoStaged(
  db: Executor,
  kind: ImportKindDefinition,
  importId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await kind.countWrittenSince(tx, importId)) > 0) return false;
    await kind.undo(tx, importId);
    return true;
  });
}

/** Every exported row, as the export writes them. */
export async function exportedRows(db: Executor, kind: ImportKindDefinition) {
  const rows: Record<string, string>[] = [];
  for await (const row of kind.exportRows(db)) {
    rows.push(
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)])),
    );
  }
  return rows;
}
