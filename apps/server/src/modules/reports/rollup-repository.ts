import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import {
  stores,
  ticketCategories,
  ticketReportBreakdownDays,
  ticketReportDays,
  ticketReportStoreDays,
  ticketReportUnitDays,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import {
  isStoreSideOnly,
  type ReportDimensions,
  rollupScopeConditions,
  storeRollupScopeConditions,
} from './scope-repository.ts';

/*
 * The figures read from the per-day rollup (ticket_report_days, migration 0032), for viewers
 * who see every ticket: a period's counts add up a few rows per day instead of counting tickets
 * (docs/domain.md §25). Without a source, breakdown or rule-set filter the per-store rollup
 * (ticket_report_store_days, migration 0033) answers: a row per store and day instead of nearly
 * one per ticket.
 */

/** Business days, both ends included ('YYYY-MM-DD'). */
export type PeriodDays = { from: string; to: string };

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

const daysWithin = (days: PeriodDays) =>
  sql`${ticketReportDays.day} between ${days.from}::date and ${days.to}::date`;

const whereOf = (dimensions: ReportDimensions, days: PeriodDays) =>
  and(daysWithin(days), ...rollupScopeConditions(dimensions));

/**
 * The rollup that answers counts per day and store for these dimensions, and its rows;
 * `onlyStores` (a viewer's whole stores) narrows the per-store rollup to those stores.
 */
function countsRollupOf(dimensions: ReportDimensions, days: PeriodDays, onlyStores?: string[]) {
  if (!isStoreSideOnly(dimensions)) {
    return { table: ticketReportDays, where: whereOf(dimensions, days) };
  }
  const table = ticketReportStoreDays;
  return {
    table,
    where: and(
      sql`${table.day} between ${days.from}::date and ${days.to}::date`,
      ...storeRollupScopeConditions(dimensions, table.storeId, onlyStores),
    ),
  };
}

export async function sumRollupOfPeriod(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  onlyStores?: string[],
) {
  const { table, where } = countsRollupOf(dimensions, days, onlyStores);
  const [row] = await unsealed(db)
    .select({
      opened: sumOf(table.opened),
      closed: sumOf(table.closed),
      closedWithSla: sumOf(table.closedWithSla),
      closedWithinSla: sumOf(table.closedWithinSla),
      leftOut: sumOf(table.leftOut),
    })
    .from(table)
    .where(where);
  return row!;
}

const bucketOf = (day: AnyColumn, week: boolean) =>
  week
    ? sql<string>`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

export async function findRollupTrend(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  week: boolean,
  onlyStores?: string[],
) {
  const { table, where } = countsRollupOf(dimensions, days, onlyStores);
  return unsealed(db)
    .select({
      start: bucketOf(table.day, week),
      opened: sumOf(table.opened),
      closed: sumOf(table.closed),
    })
    .from(table)
    .where(where)
    .groupBy(sql`1`);
}

/**
 * The breakdown rollup answers when only breakdown columns may be filtered (no store side,
 * source or rule set); otherwise the wide one.
 */
function breakdownRollupOf(dimensions: ReportDimensions, days: PeriodDays) {
  const isBreakdownOnly =
    !dimensions.regionManagerEmail &&
    !dimensions.areaManagerEmail &&
    !dimensions.storeId &&
    !dimensions.sourceId &&
    !dimensions.ruleSetId;
  if (!isBreakdownOnly) return { table: ticketReportDays, where: whereOf(dimensions, days) };
  const table = ticketReportBreakdownDays;
  return {
    table,
    where: and(
      sql`${table.day} between ${days.from}::date and ${days.to}::date`,
      dimensions.typeId ? eq(table.ticketTypeId, dimensions.typeId) : undefined,
      dimensions.categoryId ? eq(table.ticketCategoryId, dimensions.categoryId) : undefined,
      dimensions.subCategoryId
        ? eq(table.ticketSubCategoryId, dimensions.subCategoryId)
        : undefined,
    ),
  };
}

export async function findRollupTopBreakdowns(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  limit: number,
) {
  const { table, where } = breakdownRollupOf(dimensions, days);
  return unsealed(db)
    .select({
      typeId: table.ticketTypeId,
      categoryId: table.ticketCategoryId,
      subCategoryId: table.ticketSubCategoryId,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      opened: sumOf(table.opened),
    })
    .from(table)
    .innerJoin(ticketTypes, eq(ticketTypes.id, table.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, table.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, table.ticketSubCategoryId))
    .where(where)
    .groupBy(sql`1, 2, 3, 4, 5, 6`)
    .having(sql`sum(${table.opened}) > 0`)
    .orderBy(sql`7 desc, 4, 5, 6, 1, 2, 3`)
    .limit(limit);
}

export async function findRollupTopStores(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  limit: number,
) {
  const { table, where } = countsRollupOf(dimensions, days);
  return unsealed(db)
    .select({
      storeId: table.storeId,
      storeName: stores.name,
      opened: sumOf(table.opened),
    })
    .from(table)
    .innerJoin(stores, eq(stores.id, table.storeId))
    .where(where)
    .groupBy(sql`1, 2`)
    .having(sql`sum(${table.opened}) > 0`)
    .orderBy(sql`3 desc, 2, 1`)
    .limit(limit);
}

export async function findRollupHeatmap(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  onlyStores?: string[],
) {
  const { table, where } = countsRollupOf(dimensions, days, onlyStores);
  return unsealed(db)
    .select({
      storeId: table.storeId,
      storeName: stores.name,
      week: bucketOf(table.day, true),
      closedWithSla: sumOf(table.closedWithSla),
      closedWithinSla: sumOf(table.closedWithinSla),
    })
    .from(table)
    .innerJoin(stores, eq(stores.id, table.storeId))
    .where(where)
    .groupBy(sql`1, 2, 3`)
    .having(sql`sum(${table.closedWithSla}) > 0`);
}

/**
 * Time per unit from the per-unit rollup (ticket_report_unit_days, migration 0034) for a filter
 * on the store side only: the tickets each unit held and the minutes, open spans up to `now`
 * (`openSpans × now − openStartedSeconds`), of tickets created in the period.
 */
export async function findRollupDepartmentTimes(
  db: SealedDb,
  dimensions: ReportDimensions,
  days: PeriodDays,
  now: Date,
  onlyStores?: string[],
) {
  const table = ticketReportUnitDays;
  const nowSeconds = now.getTime() / 1000;
  const seconds = sql`sum(${table.endedSeconds}) + sum(${table.openSpans}) * ${nowSeconds}::numeric - sum(${table.openStartedSeconds})`;
  return unsealed(db)
    .select({
      unitId: table.unitId,
      unitName: stores.name,
      tickets: sumOf(table.tickets),
      totalMinutes: sql<number>`((${seconds}) / 60)::float8`,
    })
    .from(table)
    .innerJoin(stores, eq(stores.id, table.unitId))
    .where(
      and(
        sql`${table.day} between ${days.from}::date and ${days.to}::date`,
        ...storeRollupScopeConditions(dimensions, table.storeId, onlyStores),
      ),
    )
    .groupBy(table.unitId, stores.name)
    .having(sql`sum(${table.tickets}) > 0`);
}
