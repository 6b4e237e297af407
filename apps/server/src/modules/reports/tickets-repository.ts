import { type AnyColumn, and, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  stores,
  ticketCategories,
  ticketFlows,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import { remainingSlaStatusSql } from '../sla/index.ts';
import {
  CLOSED,
  hasSla,
  inReporting,
  keptSla,
  type PeriodBounds,
  scopedTickets,
  type TicketScope,
  within,
} from './scope-repository.ts';

/*
 * The figures counted directly over `tickets` (docs/domain.md §25): for viewers who see only
 * some tickets (the visibility arms narrow every query), for the measures the rollup cannot
 * hold (open now, percentiles, flows), and as the rollup's reference in tests.
 */

const int = (expression: SQL) => sql<number>`(${expression})::int`;
/** An id of `scopedTickets` selected: drizzle checks plain columns against the FROM's tables. */
const idOf = (column: AnyColumn) => sql<string>`${column}`;
const countWhere = (condition: SQL) => int(sql`count(*) filter (where ${condition})`);
const isClosed = sql`${tickets.status} = ${CLOSED}`;
/** The columns of the SLA state and of whether it was kept. */
const SLA_COLUMNS = [
  tickets.status,
  tickets.slaMinutes,
  tickets.slaDeadlineBm,
  tickets.slaStoppedAtBm,
  tickets.isRemovedFromSla,
  tickets.isRemovedFromReporting,
];
/** The scope's tickets created in the period, with `columns` and the reporting switch. */
const createdIn = (scope: TicketScope, period: PeriodBounds, columns: AnyColumn[]) =>
  scopedTickets(
    scope,
    [...columns, tickets.isRemovedFromReporting],
    within(tickets.createdAt, period),
  );
const BREAKDOWN_COLUMNS = [
  tickets.ticketTypeId,
  tickets.ticketCategoryId,
  tickets.ticketSubCategoryId,
];
/** Closed within the period (served by tickets_live_closed and tickets_live_store_closed). */
const closedIn = (period: PeriodBounds) =>
  sql`(${isClosed} and ${within(tickets.closedAt, period)})`;

/** The business day (or the Monday of its week) a timestamp falls on, as 'YYYY-MM-DD'. */
function bucketOf(column: AnyColumn, timeZone: string, week: boolean) {
  const local = sql`(${column} at time zone ${timeZone})`;
  return week
    ? sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
}

/** Opened, closed, closed with an SLA, kept, and left out of reporting in the period. */
export async function countTicketsOfPeriod(db: SealedDb, scope: TicketScope, period: PeriodBounds) {
  const created = within(tickets.createdAt, period);
  const closedWithin = closedIn(period);
  const closed = sql`(${closedWithin} and ${inReporting})`;
  const [row] = await unsealed(db)
    .select({
      opened: countWhere(sql`${created} and ${inReporting}`),
      closed: countWhere(closed),
      closedWithSla: countWhere(sql`${closed} and ${hasSla}`),
      closedWithinSla: countWhere(sql`${closed} and ${hasSla} and ${keptSla}`),
      leftOut: countWhere(sql`${created} and not ${inReporting}`),
    })
    .from(
      scopedTickets(
        scope,
        [tickets.createdAt, tickets.closedAt, ...SLA_COLUMNS],
        created,
        closedWithin,
      ),
    );
  return row!;
}

/** Tickets in reporting opened, and closed, per day or week of the period. */
export async function findTicketTrend(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  timeZone: string,
  week: boolean,
) {
  const [opened, closed] = await Promise.all([
    unsealed(db)
      .select({ start: bucketOf(tickets.createdAt, timeZone, week), count: int(sql`count(*)`) })
      .from(createdIn(scope, period, [tickets.createdAt]))
      .where(inReporting)
      .groupBy(sql`1`),
    unsealed(db)
      .select({
        start: bucketOf(tickets.closedAt, timeZone, week),
        count: int(sql`count(*)`),
      })
      .from(
        scopedTickets(scope, [tickets.closedAt, tickets.isRemovedFromReporting], closedIn(period)),
      )
      .where(inReporting)
      .groupBy(sql`1`),
  ]);
  return { opened, closed };
}

/** Open tickets in reporting now, per SLA state (the lists' remainingSlaStatus). */
export async function countOpenTicketsBySlaState(db: SealedDb, scope: TicketScope, nowBm: number) {
  return unsealed(db)
    .select({ state: int(remainingSlaStatusSql(tickets, nowBm)), count: int(sql`count(*)`) })
    .from(scopedTickets(scope, SLA_COLUMNS, ne(tickets.status, CLOSED)))
    .where(inReporting)
    .groupBy(sql`1`);
}

const timeFigure = (value: SQL) => ({
  count: int(sql`count(*)`),
  medianMinutes: sql<number | null>`percentile_cont(0.5) within group (order by ${value})`,
  p90Minutes: sql<number | null>`percentile_cont(0.9) within group (order by ${value})`,
});

/**
 * Business minutes to close (SLA consumed where the clock stopped) of tickets with an SLA closed
 * in the period, median and 90th percentile.
 */
export async function findTimeToClose(db: SealedDb, scope: TicketScope, period: PeriodBounds) {
  const consumed = sql`(${tickets.slaMinutes} - (${tickets.slaDeadlineBm} - ${tickets.slaStoppedAtBm}))`;
  const [row] = await unsealed(db)
    .select(timeFigure(consumed))
    .from(scopedTickets(scope, SLA_COLUMNS, closedIn(period)))
    .where(and(inReporting, hasSla, sql`${consumed} is not null`));
  return row!;
}

/** Business minutes to the first answer of tickets with an SLA first answered in the period. */
export async function findTimeToFirstAnswer(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
) {
  const [row] = await unsealed(db)
    .select(timeFigure(sql`${tickets.firstAnswerConsumedMinutes}`))
    .from(
      scopedTickets(
        scope,
        [
          tickets.firstAnswerConsumedMinutes,
          tickets.slaMinutes,
          tickets.isRemovedFromSla,
          tickets.isRemovedFromReporting,
        ],
        within(tickets.firstAnsweredAt, period),
      ),
    )
    .where(and(inReporting, hasSla, sql`${tickets.firstAnswerConsumedMinutes} is not null`));
  return row!;
}

/**
 * Per unit, over the flow rows of tickets created in the period: how many tickets it held and
 * the calendar minutes it held them, ended spans from start to end (none below 0), open spans
 * up to `now` (docs/domain.md §13.8, §25). The rollup's reference, and the figure for viewers
 * who see only some tickets or filter beyond the store side.
 */
export async function findDepartmentTimes(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  now: Date,
) {
  const minutes = sql`case when ${ticketFlows.endedAt} is null
    then extract(epoch from (${now}::timestamptz - ${ticketFlows.startedAt})) / 60
    else greatest(0, extract(epoch from (${ticketFlows.endedAt} - ${ticketFlows.startedAt})) / 60) end`;
  // Per unit and ticket first (a hash aggregate), then per unit: cheaper than count(distinct).
  const held = unsealed(db)
    .select({
      unitId: sql<string>`${ticketFlows.storeId}`.as('unit_id'),
      minutes: sql<number>`sum(${minutes})`.as('minutes'),
    })
    .from(createdIn(scope, period, [tickets.id]))
    .innerJoin(ticketFlows, eq(ticketFlows.ticketId, tickets.id))
    .where(inReporting)
    .groupBy(ticketFlows.storeId, ticketFlows.ticketId)
    .as('held');
  return unsealed(db)
    .select({
      unitId: held.unitId,
      unitName: stores.name,
      tickets: int(sql`count(*)`),
      totalMinutes: sql<number>`(sum(${held.minutes}))::float8`,
    })
    .from(held)
    .innerJoin(stores, eq(stores.id, held.unitId))
    .groupBy(held.unitId, stores.name);
}

/** Open and overdue now (remainingSlaStatus 4). */
const overdueNow = (nowBm: number) =>
  sql`(${tickets.status} <> ${CLOSED} and ${remainingSlaStatusSql(tickets, nowBm)} = 4)`;

/** The breakdowns with most tickets created in the period. */
export async function findTopBreakdowns(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  limit: number,
) {
  return unsealed(db)
    .select({
      typeId: idOf(tickets.ticketTypeId),
      categoryId: idOf(tickets.ticketCategoryId),
      subCategoryId: idOf(tickets.ticketSubCategoryId),
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      opened: int(sql`count(*)`),
    })
    .from(createdIn(scope, period, BREAKDOWN_COLUMNS))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .where(inReporting)
    .groupBy(sql`1, 2, 3, 4, 5, 6`)
    .orderBy(sql`7 desc, 4, 5, 6, 1, 2, 3`)
    .limit(limit);
}

/** The stores with most tickets created in the period. */
export async function findTopStores(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  limit: number,
) {
  return unsealed(db)
    .select({ storeId: idOf(tickets.storeId), storeName: stores.name, opened: int(sql`count(*)`) })
    .from(createdIn(scope, period, [tickets.storeId]))
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .where(inReporting)
    .groupBy(sql`1, 2`)
    .orderBy(sql`3 desc, 2, 1`)
    .limit(limit);
}

/**
 * Overdue now among tickets created in the period, per breakdown and per store: the volumes come
 * from the rollup or the tickets, this the overdue part (open tickets only).
 */
export async function countOverdueOfPeriod(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  nowBm: number,
) {
  // Open tickets only: the period's open ones are read from the open tickets' index.
  const overdue = () =>
    scopedTickets(
      scope,
      [tickets.storeId, ...BREAKDOWN_COLUMNS, ...SLA_COLUMNS],
      sql`${within(tickets.createdAt, period)} and ${tickets.status} <> ${CLOSED}`,
    );
  const where = and(inReporting, overdueNow(nowBm));
  const [breakdowns, perStore] = await Promise.all([
    unsealed(db)
      .select({
        typeId: idOf(tickets.ticketTypeId),
        categoryId: idOf(tickets.ticketCategoryId),
        subCategoryId: idOf(tickets.ticketSubCategoryId),
        count: int(sql`count(*)`),
      })
      .from(overdue())
      .where(where)
      .groupBy(sql`1, 2, 3`),
    unsealed(db)
      .select({ storeId: idOf(tickets.storeId), count: int(sql`count(*)`) })
      .from(overdue())
      .where(where)
      .groupBy(sql`1`),
  ]);
  return { breakdowns, perStore };
}

/** Per store and week (Monday first) of closing: closed with an SLA, and kept. */
export async function findTicketHeatmap(
  db: SealedDb,
  scope: TicketScope,
  period: PeriodBounds,
  timeZone: string,
) {
  return unsealed(db)
    .select({
      storeId: idOf(tickets.storeId),
      storeName: stores.name,
      week: bucketOf(tickets.closedAt, timeZone, true),
      closedWithSla: int(sql`count(*)`),
      closedWithinSla: countWhere(keptSla),
    })
    .from(
      scopedTickets(scope, [tickets.storeId, tickets.closedAt, ...SLA_COLUMNS], closedIn(period)),
    )
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .where(and(inReporting, hasSla))
    .groupBy(sql`1, 2, 3`);
}
