import {
  HOLIDAY_EDIT_MESSAGES as E,
  HOLIDAY_MESSAGES as M,
  type THoliday,
  type THolidayChangeResult,
} from '@ccms/contract/holidays';
import type { CurrentUser } from '../../platform/access.ts';
import { type AuditInput, recordAudit } from '../../platform/audit/record.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb, type SealedTx } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { holidayLabel } from './audit-entries.ts';
import { holidayNameKey, type StoredHoliday } from './import-plan.ts';
import {
  findHolidays,
  findLiveHolidaysOfImport,
  findLiveHolidaysOn,
  insertHolidays,
  lockHolidayImport,
  lockHolidays,
  lockLiveHoliday,
  markHolidaysDeleted,
  markImportUndone,
  updateHolidayRow,
} from './repository.ts';
import { retimeOpenTickets } from './retiming.ts';
import type { HolidayDeps } from './service.ts';

type HolidayValues = Omit<StoredHoliday, 'id'>;
/** What one change wrote: the row that keeps the clock's offset, the audit, the answer. */
type Change = {
  holderId: string | null;
  audit: (touched: number) => AuditInput[];
  holiday: THoliday | null;
  message: string;
};

/**
 * Runs one change of the holidays (docs/domain.md §20) as the import does: serialised with
 * imports, the open tickets re-timed and the audit written in the same transaction, then the
 * business clock rebuilt at once.
 */
async function changeHolidays(
  deps: HolidayDeps,
  write: (tx: SealedTx) => Promise<Change>,
): Promise<Written<THolidayChangeResult>> {
  const result = await inTransaction(deps.db, async (tx) => {
    await lockHolidays(tx);
    const before = await findHolidays(tx);
    const change = await write(tx);
    const touched = await retimeOpenTickets(tx, deps, before, change.holderId);
    await recordAudit(tx, change.audit(touched));
    return { change, touched };
  });
  deps.businessClocks.forget();
  const { change, touched } = result;
  const messages = [change.message];
  if (touched > 0) messages.push(M.ticketsRetimed(touched));
  return { data: { holiday: change.holiday, touchedTicketCount: touched }, messages };
}

/** Refuses a second live holiday of the same date and name (compared as the import does). */
async function assertNoTwin(tx: SealedDb, values: HolidayValues, exceptId?: string) {
  const key = holidayNameKey(values.name);
  const twins = (await findLiveHolidaysOn(tx, values.date)).filter(
    (row) => row.id !== exceptId && holidayNameKey(row.name) === key,
  );
  if (twins.length > 0) throw conflict(E.duplicate);
}

const asHoliday = (
  row: StoredHoliday & { importId?: string | null },
  importFileName: string | null = null,
): THoliday => ({
  id: row.id,
  name: row.name,
  date: row.date,
  isFullDay: row.isFullDay,
  isPublicHoliday: row.isPublicHoliday,
  importId: row.importId ?? null,
  importFileName,
});

const entry = (
  user: CurrentUser,
  row: StoredHoliday,
  action: AuditInput['action'],
  before: StoredHoliday | null,
  after: StoredHoliday | null,
  touched: number,
): AuditInput => ({
  user,
  entityType: 'holiday',
  entityId: row.id,
  entityLabel: holidayLabel(row),
  action,
  before,
  after,
  touchedTicketCount: touched,
});

/** holiday/createHoliday: one holiday by hand. */
export function createHoliday(deps: HolidayDeps, user: CurrentUser, values: HolidayValues) {
  return changeHolidays(deps, async (tx) => {
    await assertNoTwin(tx, values);
    const [row] = await insertHolidays(tx, [values]);
    const saved = row as StoredHoliday & { importId: string | null };
    return {
      holderId: saved.id,
      audit: (touched) => [entry(user, saved, 'create', null, saved, touched)],
      holiday: asHoliday(saved),
      message: E.created(holidayLabel(saved)),
    };
  });
}

/** holiday/updateHoliday: any field of one live holiday. */
export function updateHoliday(
  deps: HolidayDeps,
  user: CurrentUser,
  input: HolidayValues & { id: string },
) {
  return changeHolidays(deps, async (tx) => {
    const before = await lockLiveHoliday(tx, input.id);
    if (!before) throw notFound(E.notFound);
    const values = {
      name: input.name,
      date: input.date,
      isFullDay: input.isFullDay,
      isPublicHoliday: input.isPublicHoliday,
    };
    await assertNoTwin(tx, values, before.id);
    await updateHolidayRow(tx, before.id, values);
    const after = { ...before, ...values };
    return {
      holderId: before.id,
      audit: (touched) => [entry(user, after, 'update', before, after, touched)],
      holiday: asHoliday(after),
      message: E.updated(holidayLabel(after)),
    };
  });
}

/** holiday/deleteHoliday: the row stays, marked deleted, so the clock keeps its offset. */
export function deleteHoliday(deps: HolidayDeps, user: CurrentUser, id: string) {
  return changeHolidays(deps, async (tx) => {
    const before = await lockLiveHoliday(tx, id);
    if (!before) throw notFound(E.notFound);
    await markHolidaysDeleted(tx, [before.id], deps.clock.now());
    return {
      holderId: before.id,
      audit: (touched) => [entry(user, before, 'delete', before, null, touched)],
      holiday: null,
      message: E.deleted(holidayLabel(before)),
    };
  });
}

/**
 * holiday/undoHolidayImport: deletes the holidays the import added that are still there (the
 * holidays it changed keep their new kind: they can be edited one by one).
 */
export function undoHolidayImport(deps: HolidayDeps, user: CurrentUser, importId: string) {
  return changeHolidays(deps, async (tx) => {
    const done = await lockHolidayImport(tx, importId);
    if (!done) throw notFound(E.importNotFound);
    if (done.undoneAt) throw conflict(E.importUndoneAlready);
    const rows = await findLiveHolidaysOfImport(tx, importId);
    const now = deps.clock.now();
    await markHolidaysDeleted(
      tx,
      rows.map((row) => row.id),
      now,
    );
    await markImportUndone(tx, importId, now);
    return {
      // With no row left to remove the clock does not move, so nothing needs a holder.
      holderId: rows[0]?.id ?? null,
      audit: (touched) => [
        {
          user,
          entityType: 'holiday',
          entityId: importId,
          entityLabel: `Takvim dosyası: ${done.fileName}`,
          action: 'delete',
          before: { fileName: done.fileName, removed: rows.map(holidayLabel) },
          after: null,
          touchedTicketCount: touched,
        },
        ...rows.map((row) => ({
          ...entry(user, row, 'delete', row, null, 0),
          touchedTicketCount: null,
        })),
      ],
      holiday: null,
      message: E.importUndone(done.fileName, rows.length),
    };
  });
}
