import { PAGE_SIZES } from '@ccms/contract/constants';
import { HOLIDAY_LIST_FILTERS, HOLIDAY_LIST_SORTABLE } from '@ccms/contract/holidays';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { holidayImports, holidays } from '../../db/schema/index.ts';
import {
  type CompiledListQuery,
  defineList,
  type ListDefinition,
} from '../../platform/query-format.ts';
import type { SealedDb, SealedTx } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import type { StoredHoliday } from './import-plan.ts';

const holidayColumns = {
  id: holidays.id,
  name: holidays.name,
  date: holidays.date,
  isFullDay: holidays.isFullDay,
  isPublicHoliday: holidays.isPublicHoliday,
  importId: holidays.importId,
};

const isLive = isNull(holidays.deletedAt);

/**
 * The whitelist of holiday/getHolidays. `date` is compared as the holiday's local midnight, so
 * the year's bounds the screen sends ('2027.01.01 00:00') are read in the business time zone.
 */
export function holidayList(timeZone: string): ListDefinition {
  const list = defineList({
    filters: HOLIDAY_LIST_FILTERS,
    sortable: HOLIDAY_LIST_SORTABLE,
    columns: {
      name: holidays.name,
      date: sql`(${holidays.date}::timestamp at time zone ${timeZone})`,
    },
    overrides: { date: { type: 'date' } },
    defaultSort: [{ property: 'date', direction: 0 }],
    tieBreaker: holidays.id,
    defaultPageSize: PAGE_SIZES.holidays,
  });
  return { ...list, timeZone };
}

export async function findHolidayPage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({ ...holidayColumns, importFileName: holidayImports.fileName })
      .from(holidays)
      .leftJoin(holidayImports, eq(holidayImports.id, holidays.importId))
      .where(and(isLive, query.where))
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(holidays).where(and(isLive, query.where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Serialises holiday imports: each plans against the holidays the one before left. */
export async function lockHolidays(tx: SealedTx): Promise<void> {
  await unsealed(tx).execute(sql`select pg_advisory_xact_lock(hashtext('holidays-import'))`);
}

/** The live holidays (deleted ones stay as rows for the clock, docs/domain.md §20). */
export function findAllHolidays(db: SealedDb): Promise<StoredHoliday[]> {
  return unsealed(db).select(holidayColumns).from(holidays).where(isLive);
}

/**
 * Adds the import's clock offset to one of the holidays it wrote: the clock reads only their
 * sum, and a deleted holiday keeps its row (and its offset).
 */
export async function addClockOffset(tx: SealedDb, id: string, minutes: number): Promise<void> {
  await unsealed(tx)
    .update(holidays)
    .set({ clockOffsetMinutes: sql`${holidays.clockOffsetMinutes} + ${minutes}::float8` })
    .where(eq(holidays.id, id));
}

export function insertHolidays(
  tx: SealedDb,
  rows: (Omit<StoredHoliday, 'id'> & { importId?: string | null })[],
) {
  if (rows.length === 0) return Promise.resolve([]);
  return unsealed(tx).insert(holidays).values(rows).returning(holidayColumns);
}

export async function updateHolidayKind(
  tx: SealedDb,
  id: string,
  values: { isFullDay: boolean; isPublicHoliday: boolean },
): Promise<void> {
  await unsealed(tx).update(holidays).set(values).where(eq(holidays.id, id));
}

/** A live holiday, locked for its change; undefined when unknown or deleted. */
export async function lockLiveHoliday(tx: SealedTx, id: string) {
  const [row] = await unsealed(tx)
    .select(holidayColumns)
    .from(holidays)
    .where(and(eq(holidays.id, id), isLive))
    .for('update');
  return row;
}

/** The live holidays of a date, to refuse a second one of the same name. */
export function findLiveHolidaysOn(tx: SealedDb, date: string) {
  return unsealed(tx)
    .select(holidayColumns)
    .from(holidays)
    .where(and(eq(holidays.date, date), isLive));
}

export async function updateHolidayRow(
  tx: SealedDb,
  id: string,
  values: Omit<StoredHoliday, 'id'>,
): Promise<void> {
  await unsealed(tx).update(holidays).set(values).where(eq(holidays.id, id));
}

/** Deletes holidays by marking them: the clock still adds their offsets. */
export async function markHolidaysDeleted(tx: SealedDb, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await unsealed(tx).update(holidays).set({ deletedAt: now }).where(inArray(holidays.id, ids));
}

export async function insertHolidayImport(tx: SealedDb, fileName: string): Promise<string> {
  const [row] = await unsealed(tx)
    .insert(holidayImports)
    .values({ fileName })
    .returning({ id: holidayImports.id });
  return (row as { id: string }).id;
}

/** An import, locked for its undo. */
export async function lockHolidayImport(tx: SealedTx, id: string) {
  const [row] = await unsealed(tx)
    .select()
    .from(holidayImports)
    .where(eq(holidayImports.id, id))
    .for('update');
  return row;
}

export function findLiveHolidaysOfImport(tx: SealedDb, importId: string) {
  return unsealed(tx)
    .select(holidayColumns)
    .from(holidays)
    .where(and(eq(holidays.importId, importId), isLive));
}

export async function markImportUndone(tx: SealedDb, id: string, now: Date): Promise<void> {
  await unsealed(tx).update(holidayImports).set({ undoneAt: now }).where(eq(holidayImports.id, id));
}

/**
 * Every holiday, deleted ones too: the business clock skips the live ones' days and adds every
 * row's offset.
 */
export function findHolidays(db: SealedDb) {
  return unsealed(db)
    .select({
      date: holidays.date,
      isFullDay: holidays.isFullDay,
      clockOffsetMinutes: holidays.clockOffsetMinutes,
      isDeleted: sql<boolean>`(${holidays.deletedAt} is not null)`,
    })
    .from(holidays);
}
