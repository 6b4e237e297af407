import { PAGE_SIZES } from '@ccms/contract/constants';
import { HOLIDAY_LIST_FILTERS, HOLIDAY_LIST_SORTABLE } from '@ccms/contract/holidays';
import { count, eq, sql } from 'drizzle-orm';
import { holidays } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import {
  type CompiledListQuery,
  defineList,
  type ListDefinition,
} from '../../platform/query-format.ts';
import type { StoredHoliday } from './import-plan.ts';

const holidayColumns = {
  id: holidays.id,
  name: holidays.name,
  date: holidays.date,
  isFullDay: holidays.isFullDay,
  isPublicHoliday: holidays.isPublicHoliday,
};

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

export async function findHolidayPage(db: Executor, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select(holidayColumns)
      .from(holidays)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(holidays).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Serialises holiday imports: each plans against the holidays the one before left. */
export async function lockHolidays(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('holidays-import'))`);
}

export function findAllHolidays(db: Executor): Promise<StoredHoliday[]> {
  return db.select(holidayColumns).from(holidays);
}

/**
 * Adds the import's clock offset to one of the holidays it wrote: the clock reads only their
 * sum, and holidays are never deleted.
 */
export async function addClockOffset(tx: Executor, id: string, minutes: number): Promise<void> {
  await tx
    .update(holidays)
    .set({ clockOffsetMinutes: sql`${holidays.clockOffsetMinutes} + ${minutes}::float8` })
    .where(eq(holidays.id, id));
}

export function insertHolidays(tx: Executor, rows: Omit<StoredHoliday, 'id'>[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(holidays).values(rows).returning(holidayColumns);
}

export async function updateHolidayKind(
  tx: Executor,
  id: string,
  values: { isFullDay: boolean; isPublicHoliday: boolean },
): Promise<void> {
  await tx.update(holidays).set(values).where(eq(holidays.id, id));
}
