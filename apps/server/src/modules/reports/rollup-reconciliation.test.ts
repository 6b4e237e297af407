import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ticketReportBreakdownDays,
  ticketReportDays,
  ticketReportStoreDays,
  ticketReportUnitDays,
  tickets,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db.ts';
import { mulberry32 } from '../../seed/random.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createStore, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { post } from '../../test/http-support.ts';
import { createReportWorld, istanbul } from '../../test/report-world.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { postActivity } from '../../test/ticket-activity-world.ts';
import {
  breakdownOf,
  createSiblingCategory,
  editPayload,
} from '../../test/ticket-edit-payloads.ts';
import { postTicket } from '../../test/ticket-fixtures.ts';
import { findRollupDepartmentTimes } from './rollup-repository.ts';
import type { ReportDimensions } from './scope-repository.ts';
import { findDepartmentTimes } from './tickets-repository.ts';

type Part = SQL | AnyColumn;

/** Every row of a rollup with a figure other than 0, as 'key|…=figure,…', sorted. */
async function rowsWithFigures(ctx: TestContext, table: PgTable, keys: Part[], figures: Part[]) {
  const list = (parts: Part[]) =>
    sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    );
  const rows = await ctx.db
    .select({
      row: sql<string>`concat(concat_ws('|', ${list(keys)}), '=', concat_ws(',', ${list(figures)}))`,
    })
    .from(table)
    .where(sql`(${list(figures)}) <> (${list(figures.map(() => sql`0`))})`);
  return rows.map((row) => row.row).sort();
}

/** The five counts every day rollup holds. */
const countsOf = (
  t: Record<'opened' | 'closed' | 'closedWithSla' | 'closedWithinSla' | 'leftOut', AnyColumn>,
) => [t.opened, t.closed, t.closedWithSla, t.closedWithinSla, t.leftOut];

const rollupRows = (ctx: TestContext) => {
  const t = ticketReportDays;
  const keys = [t.day, t.storeId, t.ticketTypeId, t.ticketCategoryId, t.ticketSubCategoryId];
  const rest = [t.sourceId, sql`coalesce(${t.ruleSetId}::text, '-')`];
  return rowsWithFigures(ctx, t, [...keys, ...rest], countsOf(t));
};

const storeRollupRows = (ctx: TestContext) => {
  const t = ticketReportStoreDays;
  return rowsWithFigures(ctx, t, [t.day, t.storeId], countsOf(t));
};

const breakdownRollupRows = (ctx: TestContext) => {
  const t = ticketReportBreakdownDays;
  const keys = [t.day, t.ticketTypeId, t.ticketCategoryId, t.ticketSubCategoryId];
  return rowsWithFigures(ctx, t, keys, countsOf(t));
};

/** The per-unit rollup, seconds to the millisecond. */
const unitRollupRows = (ctx: TestContext) => {
  const t = ticketReportUnitDays;
  return rowsWithFigures(
    ctx,
    t,
    [t.day, t.storeId, t.unitId],
    [
      t.tickets,
      sql`round(${t.endedSeconds}, 3)`,
      t.openSpans,
      sql`round(${t.openStartedSeconds}, 3)`,
    ],
  );
};

/** The same per ticket creation day, store and unit, from the live tickets' flow rows. */
async function countedUnitRows(ctx: TestContext) {
  const result = await ctx.db.execute(sql`
    select concat(concat_ws('|', (t.created_at at time zone 'Europe/Istanbul')::date, t.store_id,
        f.store_id), '=', concat_ws(',', count(distinct t.id),
        round(coalesce(sum(greatest(0, extract(epoch from f.ended_at - f.started_at)))
          filter (where f.ended_at is not null), 0), 3),
        count(*) filter (where f.ended_at is null),
        round(coalesce(sum(extract(epoch from f.started_at)) filter (where f.ended_at is null), 0), 3)))
      as row
    from tickets t join ticket_flows f on f.ticket_id = t.id
    where not t.is_deleted and not t.is_removed_from_reporting
    group by (t.created_at at time zone 'Europe/Istanbul')::date, t.store_id, f.store_id`);
  return rowsOf<{ row: string }>(result)
    .map((row) => row.row)
    .sort();
}

const ALL_DIMENSIONS = sql`concat_ws('|', store_id, ticket_type_id, ticket_category_id,
  ticket_sub_category_id, source_id, coalesce(rule_set_id::text, '-'))`;

/**
 * The same figures counted from the tickets themselves (docs/domain.md §25, Rollup), per day and
 * `dimensions` (every dimension: ticket_report_days; the store: ticket_report_store_days).
 */
async function countedRows(ctx: TestContext, dimensions = ALL_DIMENSIONS) {
  const result = await ctx.db.execute(sql`
    with facts as (
      select (created_at at time zone 'Europe/Istanbul')::date as created_day,
        (closed_at at time zone 'Europe/Istanbul')::date as closed_day,
        ${dimensions} as dims,
        is_removed_from_reporting as out, status = 3 and closed_at is not null as closed,
        sla_minutes is not null and not is_removed_from_sla as has_sla,
        coalesce(sla_deadline_bm - sla_stopped_at_bm >= 0, false) as kept
      from ${tickets} where not is_deleted),
    counted as (
      select created_day as day, dims, count(*) filter (where not out) as opened, 0 as closed,
        0 as with_sla, 0 as within_sla, count(*) filter (where out) as left_out
        from facts group by 1, 2
      union all
      select closed_day, dims, 0, count(*), count(*) filter (where has_sla),
        count(*) filter (where has_sla and kept), 0
        from facts where closed and not out group by 1, 2)
    select concat(day, '|', dims, '=', concat_ws(',', sum(opened), sum(closed), sum(with_sla),
      sum(within_sla), sum(left_out))) as row
    from counted group by day, dims`);
  return rowsOf<{ row: string }>(result)
    .map((row) => row.row)
    .sort();
}

/*
 * The rollup stays equal to a count over the tickets whatever changes them (docs/domain.md §25):
 * a seeded random series of creations around midnights, activities (answer, pause, close,
 * reopen), deletions, reporting switches, breakdown and store edits, a rule set's SLA change and
 * a holiday added, all through the real calls.
 */
describe.each(TEST_BACKENDS)('the reports rollup on %s', (backend) => {
  const clock = fixedClock(istanbul('2026-03-01T21:00'));
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof createReportWorld>>;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    w = await createReportWorld(ctx, clock);
    admin = await createUserWithPermissions(ctx.db, [
      'Admin',
      'Definition.WrapUps',
      'Ticket.Edit',
      'Ticket.AllTickets',
      'Ticket.MultipleCreate',
      'Ticket.CanEditReporting',
      'Ticket.Delete',
    ]);
  });
  afterAll(() => ctx.close());

  it('equals a direct count after a random series of changes', async () => {
    // Seeded: the same series on every run and database.
    const random = mulberry32(2811);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const sibling = await createSiblingCategory(ctx.db, w.fast);
    const breakdowns = [w.fast, w.slow, sibling];
    const extraStore = await createStore(ctx.db);
    const storeIds = [w.storeA.id, w.storeB.id, w.storeC.id, extraStore.id];
    const sources = [w.world.generalSource.id, w.world.storeSource.id];
    const made: TTicketFormInput[] = [];
    let now = clock.now().getTime();
    const done = new Set<string>();
    const expectOk = (response: { statusCode: number; body: string }, what: string) =>
      expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
    const rowOf = async (id: string) =>
      (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

    for (let step = 0; step < 80; step += 1) {
      // Minutes to a few hours on: the series crosses several midnights.
      now += Math.floor(random() * 150 + 1) * 60_000;
      // Every eighth step lands just after an Istanbul midnight (still the UTC day before).
      if (step % 8 === 7) {
        const day = new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
        now = Math.max(now, istanbul(`${day}T23:59`).getTime()) + random() * 150 * 60_000;
      }
      clock.set(new Date(now));
      const roll = random();
      if (made.length < 4 || roll < 0.25) {
        const ticket = w.world.payload(pick(breakdowns), {
          storeId: pick(storeIds),
          sourceId: pick(sources),
        });
        await postTicket(ctx, w.agent, ticket);
        made.push(ticket);
        continue;
      }
      const ticket = pick(made);
      const row = await rowOf(ticket.id);
      if (row.isDeleted) continue;
      const isClosed = row.status === 3;
      if (roll < 0.55) {
        const body = isClosed
          ? { status: 5, callWrapUpId: w.aw.processWrapUp.id }
          : pick([
              { status: 3, subStatus: 7, callWrapUpId: w.world.closingWrapUp.id },
              { status: 5, callWrapUpId: w.aw.pausingWrapUp.id },
              { status: 5, callWrapUpId: w.aw.processWrapUp.id },
              // Flows to another unit and back (time per unit).
              { status: 4, transferRoleId: w.aw.departmentRole.id },
              { status: 4, transferRoleId: w.aw.departmentRole.id },
              { status: 2 },
            ]);
        const user = isClosed ? w.agent : pick([w.agent, w.answerer]);
        expectOk(await postActivity(ctx, user, ticket.id, body), 'activity');
        done.add(
          isClosed
            ? 'reopen'
            : body.callWrapUpId === w.aw.pausingWrapUp.id
              ? 'pause'
              : `${body.status}`,
        );
      } else if (roll < 0.63) {
        expectOk(
          await post(ctx, w.agent, '/api/ticket/UpdateReportingInformation', {
            Id: ticket.id,
            IsReporting: row.isRemovedFromReporting,
          }),
          'reporting switch',
        );
        done.add('switch');
      } else if (roll < 0.75) {
        const moved = { ...breakdownOf(pick(breakdowns)), storeId: pick(storeIds) };
        const edit = { ...moved, isMultipleConfirmed: true };
        expectOk(
          await post(
            ctx,
            admin,
            '/api/ticket/UpdateTicket',
            editPayload(ticket, row.version, edit),
          ),
          'edit',
        );
        Object.assign(ticket, moved);
        done.add('edit');
      } else if (roll < 0.8) {
        expectOk(await post(ctx, admin, '/api/ticket/DeleteTicket', { id: ticket.id }), 'delete');
        done.add('delete');
      } else if (roll < 0.9) {
        const ruleSet = pick([w.fast.ruleSet, w.slow.ruleSet]);
        const removed = random() < 0.25;
        expectOk(
          await post(ctx, admin, '/api/rulesets/UpdateRuleSet', {
            id: ruleSet.id,
            sla: removed ? 0 : pick([1, 2, 48]),
            isCaseClosed: false,
            isDeletedFromSLA: removed,
          }),
          'rule set SLA',
        );
        done.add('ruleSet');
      } else {
        // A holiday today or yesterday: the open tickets' clocks give back its hours.
        const day = new Date(now - pick([0, 1]) * 86_400_000 + 3 * 3_600_000);
        const date = day.toISOString().slice(0, 10);
        const response = await post(ctx, admin, '/api/holiday/createHoliday', {
          name: `Tatil ${step}`,
          date,
          isFullDay: random() < 0.5,
          isPublicHoliday: true,
        });
        // The same day twice is refused; the series goes on.
        if (response.statusCode !== 400) expectOk(response, 'holiday');
        done.add('holiday');
      }
    }
    expect([...done].sort()).toEqual(
      [
        '2',
        '3',
        '4',
        '5',
        'delete',
        'edit',
        'holiday',
        'pause',
        'reopen',
        'ruleSet',
        'switch',
      ].sort(),
    );
    expect(await ctx.db.$count(tickets, eq(tickets.status, 3))).toBeGreaterThan(2);
    // Some were created and some closed after an Istanbul midnight, before the UTC one.
    const apart = (column: AnyColumn) =>
      sql`(${column} at time zone 'Europe/Istanbul')::date <> (${column} at time zone 'UTC')::date`;
    expect(await ctx.db.$count(tickets, apart(tickets.createdAt))).toBeGreaterThan(0);
    expect(await ctx.db.$count(tickets, apart(tickets.closedAt))).toBeGreaterThan(0);
    expect(await rollupRows(ctx)).toEqual(await countedRows(ctx));
    expect(await storeRollupRows(ctx)).toEqual(await countedRows(ctx, sql`store_id::text`));
    expect(await breakdownRollupRows(ctx)).toEqual(
      await countedRows(
        ctx,
        sql`concat_ws('|', ticket_type_id, ticket_category_id, ticket_sub_category_id)`,
      ),
    );
    expect(await unitRollupRows(ctx)).toEqual(await countedUnitRows(ctx));
    // Time per unit read from the rollup equals the flows counted, open spans up to now.
    const none: ReportDimensions = {
      regionManagerEmail: null,
      areaManagerEmail: null,
      storeId: null,
      sourceId: null,
      typeId: null,
      categoryId: null,
      subCategoryId: null,
      ruleSetId: null,
    };
    const byUnit = <T extends { unitId: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.unitId.localeCompare(b.unitId));
    const from = '2026-02-25';
    const to = new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
    const period = { start: istanbul(`${from}T00:00`), end: new Date(now + 86_400_000) };
    const rolled = byUnit(await findRollupDepartmentTimes(ctx.db, none, { from, to }, clock.now()));
    const counted = byUnit(
      await findDepartmentTimes(ctx.db, { dimensions: none, arms: undefined }, period, clock.now()),
    );
    expect(rolled.map(({ totalMinutes, ...rest }) => rest)).toEqual(
      counted.map(({ totalMinutes, ...rest }) => rest),
    );
    expect(new Set(rolled.map((row) => row.unitId)).size).toBeGreaterThan(1);
    for (const [index, row] of rolled.entries()) {
      expect(row.totalMinutes).toBeCloseTo(counted[index]!.totalMinutes, 6);
    }
  });
});
