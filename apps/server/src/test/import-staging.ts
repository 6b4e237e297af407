import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dataImportRows, dataImports } from '../db/schema/index.ts';
import {
  classifyRows,
  refuseRepeatedKeys,
  refuseUnclassified,
  type StagedRow,
  stageRows,
} from '../modules/imports/repository.ts';
import type { Executor } from '../platform/db.ts';
import type { ImportKindDefinition } from '../platform/import-kind.ts';

/*
 * A kind's import run by hand with the imports engine's statements (docs/domain.md, Moving in):
 * the rows parsed and staged, a key seen before refused, the kind's classification written onto
 * them in one statement, the apply in batches, the undo. For the kinds' own tests, which check
 * their rules without the file reading and the jobs (the API tests go through them too).
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
  const staged: StagedRow[] = rows.map((row, index) => {
    const cells = Object.fromEntries(
      kind.columns.map((column) => [column.field, (row[column.field] ?? '').trim()]),
    );
    const parsed = kind.parseRow(cells);
    return parsed.ok
      ? {
          rowNumber: index + 2,
          key: parsed.key,
          data: parsed.data,
          outcome: null,
          problemColumn: null,
          problemMessage: null,
        }
      : {
          rowNumber: index + 2,
          key: null,
          data: null,
          outcome: 'refused',
          problemColumn: parsed.problem.column,
          problemMessage: parsed.problem.message,
        };
  });
  // The engine's own statements (modules/imports/repository.ts), in its order.
  await db.transaction(async (tx) => {
    await stageRows(tx, importId, staged);
    await refuseRepeatedKeys(tx, importId);
    await classifyRows(tx, importId, kind.classifySql(importId));
    await refuseUnclassified(tx, importId);
  });
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
