import type { TImportKind } from '@ccms/contract/imports/kinds';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import { recordAudit } from '../../platform/audit/record.ts';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { inTransaction, type Sealed } from '../../platform/sealed-db.ts';
import { importAuditEntry } from './audit-entries.ts';
import type { ImportsDeps } from './deps.ts';
import type { FileRow } from './header-mapping.ts';
import { readImportFile } from './read-file.ts';
import {
  classifyRows,
  countOutcomes,
  deleteStagedRows,
  findImport,
  lockImport,
  refuseRepeatedKeys,
  refuseUnclassified,
  type StagedRow,
  type StoredImport,
  stageRows,
  updateImport,
} from './repository.ts';
import { ImportFileError } from './sheet-rows.ts';

type Deps = Sealed<Pick<ImportsDeps, 'db' | 'clock' | 'files' | 'kinds'>>;

/** Rows staged per transaction: one insert each, and the point a restarted job resumes from. */
export const IMPORT_BATCH_ROWS = 5_000;

/** The job stopped on purpose (the instance is shutting down): it is tried again elsewhere. */
export class ImportJobStopped extends Error {}

/** The import is no longer the job's to work on (discarded meanwhile): it ends quietly. */
class ImportLeft extends Error {}

/** A row as staged: the kind's verdict on it alone, or the engine's refusal. */
function stagedRow(kind: ImportKindDefinition, row: FileRow): StagedRow {
  if ('problem' in row) {
    return {
      rowNumber: row.rowNumber,
      key: null,
      data: null,
      outcome: 'refused',
      problemColumn: row.problem.column,
      problemMessage: row.problem.message,
    };
  }
  const parsed = kind.parseRow(row.cells);
  return parsed.ok
    ? {
        rowNumber: row.rowNumber,
        key: parsed.key,
        data: parsed.data,
        outcome: null,
        problemColumn: null,
        problemMessage: null,
      }
    : {
        rowNumber: row.rowNumber,
        key: null,
        data: null,
        outcome: 'refused',
        problemColumn: parsed.problem.column,
        problemMessage: parsed.problem.message,
      };
}

/**
 * Stages a batch with the reading's progress in one transaction, so a restarted job skips
 * exactly what is staged. The import is locked first: a second worker on it (a job retried while
 * the first still ran) waits, then finds the rows done.
 */
async function stageBatch(
  deps: Deps,
  importId: string,
  rows: StagedRow[],
  bytesRead: number,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'reading') throw new ImportLeft();
    const fresh = rows.filter((row) => row.rowNumber > stored.rowsRead);
    if (fresh.length === 0) return;
    await stageRows(tx, importId, fresh);
    await updateImport(tx, importId, { rowsRead: fresh.at(-1)!.rowNumber, bytesRead });
  });
}

/**
 * After the last batch: later rows with an earlier row's key refused, the kind's verdict on the
 * rest, the counts; checked, in one transaction.
 */
async function finishCheck(deps: Deps, kind: ImportKindDefinition, importId: string) {
  await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'reading') throw new ImportLeft();
    await refuseRepeatedKeys(tx, importId);
    await classifyRows(tx, importId, kind.classifySql(importId));
    await refuseUnclassified(tx, importId);
    const counts = await countOutcomes(tx, importId);
    const after = await updateImport(tx, importId, {
      state: 'checked',
      bytesRead: stored.fileSize,
      newCount: counts.new,
      changedCount: counts.changed,
      unchangedCount: counts.unchanged,
      refusedCount: counts.refused,
      checkedAt: deps.clock.now(),
    });
    await recordAudit(tx, importAuditEntry({ id: stored.createdByUserId }, 'create', null, after!));
  });
}

/** The file could not be read: the import fails with the reason, nothing staged is kept. */
export async function failImport(deps: Deps, importId: string, message: string) {
  const failed = await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'reading') return null;
    await deleteStagedRows(tx, importId);
    const after = await updateImport(tx, importId, { state: 'failed', failureMessage: message });
    await recordAudit(tx, importAuditEntry({ id: stored.createdByUserId }, 'create', null, after!));
    return after!;
  });
  if (failed) await deps.files.remove(failed.fileKey).catch(() => {});
}

/**
 * Reads the file and stages it batch by batch: a batch is written while the next one is read
 * (one write at a time, in order), so the file is read while the database writes.
 */
async function stageFile(
  deps: Deps,
  kind: ImportKindDefinition,
  stored: StoredImport,
  signal: AbortSignal,
) {
  const reading = await readImportFile(deps.files, stored, kind.columns);
  let batch: StagedRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  const write = async (rows: StagedRow[]) => {
    await writing;
    if (signal.aborted) throw new ImportJobStopped();
    const next = stageBatch(deps, stored.id, rows, reading.bytesRead());
    // Awaited before the next batch or at the end; until then a failure must not go unhandled.
    next.catch(() => {});
    writing = next;
  };
  try {
    for await (const row of reading.rows) {
      // A resumed job reads the file again from its start, passing over what is staged.
      if (row.rowNumber <= stored.rowsRead) continue;
      batch.push(stagedRow(kind, row));
      if (batch.length < IMPORT_BATCH_ROWS) continue;
      await write(batch);
      batch = [];
    }
  } finally {
    await reading.rows.return(undefined);
    // A failed read waits for the batch under way before the import is failed.
    await writing.catch(() => {});
  }
  await write(batch);
  await writing;
}

/**
 * The check job (docs/domain.md, Moving in: imports): streams the file into the staging rows in
 * batches, each row checked by the kind alone, then checks the rows against each other and the
 * stored data in the database. Resumes after the last staged batch; `signal` stops it between
 * batches.
 */
export async function checkImport(deps: Deps, importId: string, signal: AbortSignal) {
  const stored = await findImport(deps.db, importId);
  if (stored?.state !== 'reading') return;
  const kind = deps.kinds.get(stored.kind as TImportKind);
  if (!kind) {
    await failImport(deps, importId, IMPORT_MESSAGES.kindNotAvailable);
    return;
  }
  try {
    await stageFile(deps, kind, stored, signal);
    await finishCheck(deps, kind, importId);
  } catch (error) {
    if (error instanceof ImportLeft) return;
    if (error instanceof ImportFileError) {
      await failImport(deps, importId, error.message);
      return;
    }
    throw error;
  }
}
