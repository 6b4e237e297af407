import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { TImportState, TImportSummary } from '@ccms/contract/imports/schemas';
import type { ImportWithNames } from './repository.ts';

/** Seconds until `total` is reached at the pace `done` took since `since`; null when unknown. */
function secondsAtPace(done: number, total: number, since: Date | null, now: Date) {
  if (!since || done <= 0) return null;
  const elapsed = (now.getTime() - since.getTime()) / 1000;
  if (elapsed <= 0) return null;
  return Math.max(0, Math.ceil(((total - done) * elapsed) / done));
}

/**
 * The time left by the job's pace: bytes of the file while it is read, rows while they are
 * written.
 */
export function secondsLeft(stored: ImportWithNames['row'], now: Date): number | null {
  if (stored.state === 'reading') {
    return secondsAtPace(stored.bytesRead, stored.fileSize, stored.createdAt, now);
  }
  if (stored.state === 'applying') {
    return secondsAtPace(stored.rowsApplied, stored.rowsRead, stored.appliedAt, now);
  }
  return null;
}

/** An import as the 'İçe Aktar' screen shows it. */
export function toImportSummary(
  { row, createdByName, appliedByName }: ImportWithNames,
  now: Date,
  canUndo: boolean,
): TImportSummary {
  return {
    id: row.id,
    kind: row.kind as TImportKind,
    fileName: row.fileName,
    fileSize: row.fileSize,
    state: row.state as TImportState,
    bytesRead: row.bytesRead,
    rowsRead: row.rowsRead,
    rowsApplied: row.rowsApplied,
    newCount: row.newCount,
    changedCount: row.changedCount,
    unchangedCount: row.unchangedCount,
    refusedCount: row.refusedCount,
    secondsLeft: secondsLeft(row, now),
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    createdByName: createdByName ?? '',
    appliedAt: row.appliedAt?.toISOString() ?? null,
    appliedByName: row.appliedAt ? appliedByName : null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canUndo,
  };
}
