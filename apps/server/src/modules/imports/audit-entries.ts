import type { AuditAction } from '@ccms/contract/audit-log';
import { IMPORT_KIND_LABELS, type TImportKind } from '@ccms/contract/imports/kinds';
import type { AuditInput } from '../../platform/audit/record.ts';
import type { StoredImport } from './repository.ts';

/** What an import's audit entries record of it: its file, where it is and its counts. */
function importFacts(stored: StoredImport) {
  return {
    kind: IMPORT_KIND_LABELS[stored.kind as TImportKind] ?? stored.kind,
    fileName: stored.fileName,
    state: stored.state,
    newCount: stored.newCount,
    changedCount: stored.changedCount,
    unchangedCount: stored.unchangedCount,
    refusedCount: stored.refusedCount,
  };
}

/**
 * One audit entry per step of an import (docs/domain.md, Moving in: imports): checked (or
 * failed) after the upload, applied, discarded, undone; with the file's name, the counts and
 * who took the step.
 */
export function importAuditEntry(
  user: { id: string },
  action: AuditAction,
  before: StoredImport | null,
  after: StoredImport,
): AuditInput {
  return {
    user,
    entityType: 'dataImport',
    entityId: after.id,
    entityLabel: `${IMPORT_KIND_LABELS[after.kind as TImportKind] ?? after.kind}: ${after.fileName}`,
    action,
    before: before && importFacts(before),
    after: action === 'delete' ? null : importFacts(after),
  };
}
