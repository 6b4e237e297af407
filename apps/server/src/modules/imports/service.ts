import type { Writable } from 'node:stream';
import type { TPaged } from '@ccms/contract/envelope';
import type { TImportKind, TImportRowOutcome } from '@ccms/contract/imports/kinds';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportRow, TImportSummary } from '@ccms/contract/imports/schemas';
import { recordAudit } from '../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { inTransaction, type Sealed, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { importAuditEntry } from './audit-entries.ts';
import type { ImportsDeps } from './deps.ts';
import { sendApplyJob } from './jobs.ts';
import {
  deleteStagedRows,
  findImportRowsPage,
  findImportsOfKind,
  findImportWithNames,
  findLastAppliedImportId,
  type ImportWithNames,
  isKindApplying,
  lockImport,
  updateImport,
  wasKindWrittenSince,
} from './repository.ts';
import { toImportSummary } from './summary.ts';
import {
  exportFileName,
  templateFileName,
  writeImportExport,
  writeImportTemplate,
} from './workbook.ts';

type Deps = Sealed<Pick<ImportsDeps, 'db' | 'clock' | 'files' | 'kinds'>>;

/** How many of a kind's imports the screen's history shows. */
const HISTORY_LENGTH = 20;

function kindOf(deps: Pick<Deps, 'kinds'>, kind: string): ImportKindDefinition {
  const definition = deps.kinds.get(kind as TImportKind);
  if (!definition) throw badRequest(IMPORT_MESSAGES.kindNotAvailable);
  return definition;
}

/**
 * The import of the kind an undo may take back (docs/domain.md, Moving in: imports): the last one
 * applied, while it stands and nobody has written its rows since; null when there is none.
 */
async function undoableImportId(deps: Deps, kind: TImportKind): Promise<string | null> {
  const definition = deps.kinds.get(kind);
  if (!definition) return null;
  return inTransaction(deps.db, async (tx) => {
    const lastId = await findLastAppliedImportId(tx, kind);
    if (!lastId) return null;
    const [last] = await findImportWithNames(tx, lastId);
    if (last?.row.state !== 'applied') return null;
    return (await definition.countWrittenSince(tx, lastId)) === 0 ? lastId : null;
  });
}

async function summaryOf(deps: Deps, db: SealedDb, importId: string): Promise<TImportSummary> {
  const [found] = await findImportWithNames(db, importId);
  if (!found) throw notFound(IMPORT_MESSAGES.notFound);
  const undoable =
    found.row.state === 'applied'
      ? await undoableImportId(deps, found.row.kind as TImportKind)
      : null;
  return toImportSummary(found, deps.clock.now(), undoable === importId);
}

export function getImport(deps: Deps, importId: string): Promise<TImportSummary> {
  return summaryOf(deps, deps.db, importId);
}

/** A kind's last imports, newest first, the undoable one marked. */
export async function getImportsOfKind(deps: Deps, kind: TImportKind) {
  const [rows, undoable] = await Promise.all([
    findImportsOfKind(deps.db, kind, HISTORY_LENGTH),
    undoableImportId(deps, kind),
  ]);
  const now = deps.clock.now();
  return {
    items: rows.map((row: ImportWithNames) => toImportSummary(row, now, row.row.id === undoable)),
  };
}

/** A page of the import's rows of one outcome (the preview's refused rows, by default). */
export async function getImportRows(
  deps: Deps,
  query: { importId: string; outcome: TImportRowOutcome; page: number },
): Promise<TPaged<TImportRow>> {
  const [found] = await findImportWithNames(deps.db, query.importId);
  if (!found) throw notFound(IMPORT_MESSAGES.notFound);
  const { rows, total } = await findImportRowsPage(
    deps.db,
    query.importId,
    query.outcome,
    query.page,
  );
  return {
    items: rows.map((row) => ({ ...row, outcome: query.outcome })),
    itemCountOnPage: rows.length,
    currentPageNumber: query.page,
    totalCount: total,
  };
}

/**
 * 'Uygula': a checked import starts being written by its job. Refused while another import of
 * the kind is written, and when one was applied or undone since this one was checked (its
 * verdicts are stale).
 */
export async function applyImport(
  deps: Deps & Pick<ImportsDeps, 'queue'>,
  user: { id: string },
  importId: string,
): Promise<Written<TImportSummary>> {
  await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (!stored) throw notFound(IMPORT_MESSAGES.notFound);
    kindOf(deps, stored.kind);
    if (stored.state !== 'checked') throw conflict(IMPORT_MESSAGES.notChecked);
    if (stored.newCount + stored.changedCount === 0)
      throw badRequest(IMPORT_MESSAGES.nothingToApply);
    const kind = stored.kind as TImportKind;
    if (await isKindApplying(tx, kind, importId)) throw conflict(IMPORT_MESSAGES.anotherUnderWay);
    if (stored.checkedAt && (await wasKindWrittenSince(tx, kind, stored.checkedAt))) {
      throw conflict(IMPORT_MESSAGES.staleCheck);
    }
    await updateImport(tx, importId, {
      state: 'applying',
      appliedAt: deps.clock.now(),
      appliedByUserId: user.id,
    });
  });
  await sendApplyJob(deps.queue(), importId);
  return { data: await summaryOf(deps, deps.db, importId), messages: [IMPORT_MESSAGES.applying] };
}

/** Leaves an import unwritten: its staged rows and file go; reading stops at its next batch. */
export async function discardImport(
  deps: Deps,
  user: { id: string },
  importId: string,
): Promise<Written<TImportSummary>> {
  const discarded = await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (!stored) throw notFound(IMPORT_MESSAGES.notFound);
    if (!['reading', 'checked', 'failed'].includes(stored.state)) {
      throw conflict(IMPORT_MESSAGES.notDiscardable);
    }
    await deleteStagedRows(tx, importId);
    const after = await updateImport(tx, importId, { state: 'discarded' });
    await recordAudit(tx, importAuditEntry(user, 'delete', stored, after!));
    return after!;
  });
  await deps.files.remove(discarded.fileKey).catch(() => {});
  return { data: await summaryOf(deps, deps.db, importId), messages: [IMPORT_MESSAGES.discarded] };
}

/**
 * Puts back what the kind's last applied import wrote (docs/domain.md, Moving in: imports), in
 * one transaction: refused for any other import, and once someone has written its rows since.
 */
export async function undoImport(
  deps: Deps,
  user: { id: string },
  importId: string,
): Promise<Written<TImportSummary>> {
  await inTransaction(deps.db, async (tx) => {
    const stored = await lockImport(tx, importId);
    if (!stored) throw notFound(IMPORT_MESSAGES.notFound);
    const kind = kindOf(deps, stored.kind);
    if (stored.state !== 'applied') throw conflict(IMPORT_MESSAGES.undoNotApplied);
    if ((await findLastAppliedImportId(tx, kind.kind)) !== importId) {
      throw conflict(IMPORT_MESSAGES.undoNotLast);
    }
    const written = await kind.countWrittenSince(tx, importId);
    if (written > 0) throw conflict(IMPORT_MESSAGES.undoWrittenSince(written));
    await kind.undo(tx, importId);
    const after = await updateImport(tx, importId, {
      state: 'undone',
      undoneAt: deps.clock.now(),
      undoneByUserId: user.id,
    });
    await recordAudit(tx, importAuditEntry(user, 'update', stored, after!));
  });
  return { data: await summaryOf(deps, deps.db, importId), messages: [IMPORT_MESSAGES.undone] };
}

/** A kind's template: its file name and how it is written (docs/domain.md, Moving in). */
export function importTemplate(deps: Pick<Deps, 'kinds'>, kind: TImportKind) {
  const definition = kindOf(deps, kind);
  return {
    fileName: templateFileName(definition),
    // The writer leaves the stream open (as writeXlsx does); the download ends with the file.
    write: async (output: Writable) => {
      await writeImportTemplate(output, definition);
      output.end();
    },
  };
}

/** Every stored row of a kind as a file of its template's shape, streamed. */
export function importExport(deps: Pick<Deps, 'kinds' | 'db'>, kind: TImportKind) {
  const definition = kindOf(deps, kind);
  return {
    fileName: exportFileName(definition),
    write: async (output: Writable) => {
      await writeImportExport(output, definition, deps.db);
      output.end();
    },
  };
}
