import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import {
  stores,
  ticketCategories,
  ticketReportDays,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { type ReportDimensions, rollupScopeConditions } from './scope-repository.ts';

/*
 * The figures read from the per-day rollup (ticket_report_days, migration 0032), for viewers
 * who see every ticket: a period's counts add up a few rows per day instead of counting tickets
 * (docs/domain.md §25).
 */

/** Business days, both ends included ('YYYY-MM-DD'). */
export type PeriodDays = { from: string; to: string };

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

const daysWithin = (days: PeriodDays) =>
  sql`${ticketReportDays.day} between ${days.from}::date and ${days.to}::date`;

const whereOf = (dimensions: ReportDimensions, days: PeriodDays) =>
  and(daysWithin(days), ...rollupScopeConditions(dimensions));

export async function sumRollupOfPeriod(
  db: Executor,
  dimensions: ReportDimensions,
  days: PeriodDays,
) {
  const [row] = await db
    .select({
      opened: sumOf(ticketReportDays.opened),
      closed: sumOf(ticketReportDays.closed),
      closedWithSla: sumOf(ticketReportDays.closedWithSla),
      closedWithinSla: sumOf(ticketReportDays.closedWithinSla),
      leftOut: sumOf(ticketReportDays.leftOut),
    })
    .from(ticketReportDays)
    .where(whereOf(dimensions, days));
  return row!;
}

const bucketOf = (week: boolean) =>
  week
    ? sql<string>`to_char(date_trunc('week', ${ticketReportDays.day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${ticketReportDays.day}, 'YYYY-MM-DD')`;

export async function findRollupTrend(
  db: Executor,
  dimensions: ReportDimensions,
  days: PeriodDays,
  week: boolean,
) {
  return db
    .select({
      start: bucketOf(week),
      opened: sumOf(ticketReportDays.opened),
      closed: sumOf(ticketReportDays.closed),
    })
    .from(ticketReportDays)
    .where(whereOf(dimensions, days))
    .groupBy(sql`1`);
}

export async function findRollupTopBreakdowns(
  db: Executor,
  dimensions: ReportDimensions,
  days: PeriodDays,
  limit: number,
) {
  return db
    .select({
      typeId: ticketReportDays.ticketTypeId,
      categoryId: ticketReportDays.ticketCategoryId,
      subCategoryId: ticketReportDays.ticketSubCategoryId,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      opened: sumOf(ticketReportDays.opened),
    })
    .from(ticketReportDays)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketReportDays.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketReportDays.ticketCategoryId))
    .innerJoin(
      ticketSubCategories,
      eq(ticketSubCategories.id, ticketReportDays.ticketSubCategoryId),
    )
    .where(whereOf(dimensions, days))
    .groupBy(sql`1, 2, 3, 4, 5, 6`)
    .having(sql`sum(${ticketReportDays.opened}) > 0`)
    .orderBy(sql`7 desc, 4, 5, 6, 1, 2, 3`)
    .limit(limit);
}

export async function findRollupTopStores(
  db: Executor,
  dimensions: ReportDimensions,
  days: PeriodDays,
  limit: number,
) {
  return db
    .select({
      storeId: ticketReportDays.storeId,
      storeName: stores.name,
      opened: sumOf(ticketReportDays.opened),
    })
    .from(ticketReportDays)
    .innerJoin(stores, eq(stores.id, ticketReportDays.storeId))
    .where(whereOf(dimensions, days))
    .groupBy(sql`1, 2`)
    .having(sql`sum(${ticketReportDays.opened}) > 0`)
    .orderBy(sql`3 desc, 2, 1`)
    .limit(limit);
}

export async function findRollupHeatmap(
  db: Executor,
  dimensions: ReportDimensions,
  days: PeriodDays,
) {
  return db
    .select({
      storeId: ticketReportDays.storeId,
      storeName: stores.name,
      week: bucketOf(true),
      closedWithSla: sumOf(ticketReportDays.closedWithSla),
      closedWithinSla: sumOf(ticketReportDays.closedWithinSla),
    })
    .from(ticketReportDays)
    .innerJoin(stores, eq(stores.id, ticketReportDays.storeId))
    .where(whereOf(dimensions, days))
    .groupBy(sql`1, 2, 3`)
    .having(sql`sum(${ticketReportDays.closedWithSla}) > 0`);
}
