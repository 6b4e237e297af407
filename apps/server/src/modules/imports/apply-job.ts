import type { TImportKind } from '@ccms/contract/imports/kinds';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import { recordAudit } from '../../platform/audit/record.ts';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { inTransaction, type Sealed } from '../../platform/sealed-db.ts';
import { importAuditEntry } from './audit-entries.ts';
import { IMPORT_BATCH_ROWS, ImportJobStopped } from './check-job.ts';
import type { ImportsDeps } from './deps.ts';
import {
  deleteStagedRows,
  deleteStagedRowsBefore,
  findImport,
  lockImport,
  updateImport,
} from './repository.ts';

type Deps = Sealed<Pick<ImportsDeps, 'db' | 'clock' | 'files' | 'kinds'>>;

/**
 * Writes one range of row numbers and records it applied, in one transaction. The import is
 * locked first and the range skipped when a worker wrote it already, so no row is written twice.
 */
async function applyBatch(
  deps: Deps,
  kind: ImportKindDefinition,
  importId: string,
  range: { from: number; to: number },
): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'applying') return false;
    if (stored.rowsApplied >= range.to) return true;
    const from = Math.max(range.from, stored.rowsApplied + 1);
    await kind.applyRows(tx, importId, { from, to: range.to });
    await updateImport(tx, importId, { rowsApplied: range.to });
    return true;
  });
}

async function finishApply(deps: Deps, importId: string) {
  const applied = await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'applying') return null;
    const after = await updateImport(tx, importId, { state: 'applied' });
    await deleteStagedRowsBefore(tx, stored.kind, importId);
    const by = { id: stored.appliedByUserId ?? stored.createdByUserId };
    await recordAudit(tx, importAuditEntry(by, 'update', stored, after!));
    return after!;
  });
  // The rows stay staged for the undo; the file is no longer needed.
  if (applied) await deps.files.remove(applied.fileKey).catch(() => {});
}

/**
 * The apply job gave up (its last attempt failed): the import fails, saying how far it got. The
 * rows written stay (each range was whole); the same file imported again finds them unchanged.
 */
export async function failApply(deps: Deps, importId: string) {
  const failed = await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (stored?.state !== 'applying') return null;
    await deleteStagedRows(tx, importId);
    const after = await updateImport(tx, importId, {
      state: 'failed',
      failureMessage: IMPORT_MESSAGES.applyFailed(stored.rowsApplied),
    });
    const by = { id: stored.appliedByUserId ?? stored.createdByUserId };
    await recordAudit(tx, importAuditEntry(by, 'update', stored, after!));
    return after!;
  });
  if (failed) await deps.files.remove(failed.fileKey).catch(() => {});
}

/**
 * The apply job (docs/domain.md, Moving in: imports): the kind writes the checked rows range by
 * range of row numbers, each range with its progress in one transaction; a restarted job goes on
 * after the last range written. `signal` stops it between ranges.
 */
export async function applyImportRows(deps: Deps, importId: string, signal: AbortSignal) {
  const stored = await findImport(deps.db, importId);
  if (stored?.state !== 'applying') return;
  const kind = deps.kinds.get(stored.kind as TImportKind);
  if (!kind) throw new Error(`No import kind ${stored.kind}`);
  for (let from = stored.rowsApplied + 1; from <= stored.rowsRead; from += IMPORT_BATCH_ROWS) {
    if (signal.aborted) throw new ImportJobStopped();
    const to = Math.min(from + IMPORT_BATCH_ROWS - 1, stored.rowsRead);
    if (!(await applyBatch(deps, kind, importId, { from, to }))) return;
  }
  await finishApply(deps, importId);
}
