import {
  REPORT_SECTION_LINKS,
  type ReportAnswers,
  type ReportSectionName,
} from '@ccms/contract/report-links';
import {
  drillDownFilters,
  REPORT_MESSAGES,
  type TReportDepartments,
  type TReportFilter,
  type TReportHeatmap,
  type TReportOptions,
  type TReportSummary,
  type TReportTimes,
  type TReportTop,
} from '@ccms/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleSets, sources } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import type { TestUser } from '../../test/factories.ts';
import {
  type Envelope,
  messagesOf,
  post,
  postOk,
  readSheet,
  readSheetCells,
} from '../../test/http-support.ts';
import { createReportWorld, istanbul, listTotal } from '../../test/report-world.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

type World = Awaited<ReturnType<typeof createReportWorld>>;

/*
 * The reports' calls (docs/domain.md §25) over a week of tickets in a region of two stores and a
 * store outside it: every figure as expected, the same as the ticket list it opens (drill-down),
 * within the caller's visibility, and refused periods.
 */
describe.each(TEST_BACKENDS)('reports on %s', (backend) => {
  const clock = fixedClock(istanbul('2026-02-25T10:00'));
  let ctx: TestContext;
  let w: World;
  const week = { from: '2026-03-02', to: '2026-03-08' };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    w = await createReportWorld(ctx, clock);
    const { storeA, storeB, storeC } = w;
    // The previous week: one opened and closed by another agent, one closed this week.
    ids.p1 = await w.open('2026-02-25T10:00', storeA.id);
    await w.close('2026-02-26T10:00', w.answerer, ids.p1);
    ids.p2 = await w.open('2026-02-27T10:00', storeB.id);
    // This week.
    ids.t1 = await w.open('2026-03-02T10:00', storeA.id);
    ids.t2 = await w.open('2026-03-02T11:00', storeB.id, w.fast);
    ids.t3 = await w.open('2026-03-03T09:00', storeC.id);
    ids.t4 = await w.open('2026-03-03T10:00', storeA.id, w.fast);
    ids.t5 = await w.open('2026-03-04T10:00', storeB.id);
    ids.t6 = await w.open('2026-03-04T11:00', storeC.id);
    ids.t7 = await w.open('2026-03-05T10:00', storeA.id, w.fast);
    await w.activity('2026-03-02T12:00', w.answerer, ids.t1, {
      status: 5,
      callWrapUpId: w.aw.processWrapUp.id,
    });
    await w.close('2026-03-03T10:00', w.agent, ids.t1);
    await w.close('2026-03-03T13:00', w.agent, ids.t4);
    await postOk(ctx, w.agent, '/api/ticket/UpdateReportingInformation', {
      Id: ids.t5,
      IsReporting: false,
    });
    await postOk(ctx, w.agent, '/api/ticket/DeleteTicket', { id: ids.t6 });
    await w.activity('2026-03-05T10:30', w.agent, ids.t7, {
      status: 4,
      transferRoleId: w.aw.departmentRole.id,
    });
    await w.close('2026-03-06T10:00', w.agent, ids.p2);
    clock.set(istanbul('2026-03-09T12:00'));
  });
  afterAll(() => ctx.close());

  const report = async <T>(user: TestUser, path: string, filter: Partial<TReportFilter> = {}) =>
    (await postOk<Envelope<T>>(ctx, user, `/api/reports/${path}`, { ...week, ...filter })).data;

  it('counts the week and the one before for someone who sees every ticket (the rollup)', async () => {
    const summary = await report<TReportSummary>(w.admin, 'summary');
    expect(summary.current).toEqual({
      opened: 5,
      closed: 3,
      closedWithSla: 3,
      closedWithinSla: 2,
      slaKeptPercentage: (2 * 100) / 3,
    });
    expect(summary.previous).toMatchObject({ opened: 2, closed: 1, closedWithinSla: 1 });
    expect(summary).toMatchObject({
      previousFrom: '2026-02-23',
      previousTo: '2026-03-01',
      bucket: 'day',
      openNow: 3,
      overdueNow: 2,
      leftOutOfReporting: 1,
    });
    expect(summary.openBySlaState).toEqual([
      { state: 0, count: 0 },
      { state: 1, count: 0 },
      { state: 2, count: 1 },
      { state: 3, count: 0 },
      { state: 4, count: 2 },
    ]);
    expect(summary.trend.map((day) => [day.start, day.opened, day.closed])).toEqual([
      ['2026-03-02', 2, 0],
      ['2026-03-03', 2, 2],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 1, 0],
      ['2026-03-06', 0, 1],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
    ]);
    const weeks = await report<TReportSummary>(w.admin, 'summary', {
      from: '2026-02-01',
      to: '2026-03-08',
    });
    expect(weeks.bucket).toBe('week');
    expect(weeks.trend.at(0)?.start).toBe('2026-01-26');
    expect(weeks.trend.slice(-2)).toEqual([
      { start: '2026-02-23', opened: 2, closed: 1 },
      { start: '2026-03-02', opened: 5, closed: 3 },
    ]);
  });

  it('keeps a store manager to their store and a region manager to their region', async () => {
    const store = await report<TReportSummary>(w.storeManager, 'summary');
    expect(store.current).toMatchObject({ opened: 3, closed: 2, closedWithinSla: 1 });
    expect(store).toMatchObject({ openNow: 1, overdueNow: 1, leftOutOfReporting: 0 });
    const region = await report<TReportSummary>(w.regionManager, 'summary');
    expect(region.current).toMatchObject({ opened: 4, closed: 3, closedWithinSla: 2 });
    expect(region).toMatchObject({ openNow: 2, overdueNow: 2, leftOutOfReporting: 1 });
    // Asking for another store shows nothing they could not open.
    const outside = await report<TReportSummary>(w.storeManager, 'summary', {
      storeId: w.storeC.id,
    });
    expect(outside.current.opened).toBe(0);
    expect(outside.openNow).toBe(0);
    const top = await report<TReportTop>(w.storeManager, 'top');
    expect(top.stores.map((row) => row.storeId)).toEqual([w.storeA.id]);
    // The admin's region filter, by the address in any case, gives the region manager's figures.
    const byRegion = await report<TReportSummary>(w.admin, 'summary', {
      regionManagerEmail: w.regionEmail.toUpperCase(),
    });
    expect(byRegion.current).toEqual(region.current);
    const byArea = await report<TReportSummary>(w.admin, 'summary', {
      areaManagerEmail: w.areaEmail,
    });
    expect(byArea.current).toEqual(store.current);
  });

  it('measures business minutes to close and to the first answer', async () => {
    const times = await report<TReportTimes>(w.admin, 'times');
    // t4 3 h, t1 24 h, p2 7 days; the 90th percentile interpolates between the last two.
    expect(times.toClose).toEqual({ count: 3, medianMinutes: 1440, p90Minutes: 8352 });
    // Only t1 was answered by someone other than its creator, 2 hours in.
    expect(times.toFirstAnswer).toEqual({ count: 1, medianMinutes: 120, p90Minutes: 120 });
    expect(times.previousToClose).toEqual({ count: 1, medianMinutes: 1440, p90Minutes: 1440 });
    expect(times.previousToFirstAnswer.count).toBe(1);
    const store = await report<TReportTimes>(w.storeManager, 'times');
    expect(store.toClose).toMatchObject({ count: 2, medianMinutes: 810 });
  });

  it('sums the time each unit held the tickets of the week', async () => {
    const { rows } = await report<TReportDepartments>(w.admin, 'departments');
    const unit = (id: string) => rows.find((row) => row.unitId === id);
    // t1 24 h, t2 7 d 1 h, t3 6 d 3 h, t4 3 h, t7 30 min (then the department, 4 d 1.5 h).
    expect(unit(w.world.solutionUnit.id)).toMatchObject({ tickets: 5, totalMinutes: 20610 });
    expect(unit(w.aw.departmentUnit.id)).toMatchObject({ tickets: 1, totalMinutes: 5850 });
    expect(unit(w.aw.departmentUnit.id)?.averageMinutes).toBe(5850);
  });

  it('names the top breakdowns and stores with their overdue share', async () => {
    const top = await report<TReportTop>(w.admin, 'top');
    expect(top.breakdowns.map((row) => [row.subCategoryId, row.opened, row.overdueNow])).toEqual([
      [w.fast.subCategory.id, 3, 2],
      [w.slow.subCategory.id, 2, 0],
    ]);
    expect(top.breakdowns[0]?.overduePercentage).toBeCloseTo(66.667, 2);
    expect(top.stores.map((row) => [row.storeId, row.opened, row.overdueNow])).toEqual([
      [w.storeA.id, 3, 1],
      [w.storeB.id, 1, 1],
      [w.storeC.id, 1, 0],
    ]);
  });

  it('draws SLA kept per store and week', async () => {
    const heatmap = await report<TReportHeatmap>(w.admin, 'heatmap');
    expect(heatmap.weeks).toEqual(['2026-03-02']);
    const cells = Object.fromEntries(
      heatmap.stores.map((store) => [store.storeId, store.cells[0]]),
    );
    expect(cells[w.storeA.id]).toMatchObject({ closedWithSla: 2, closedWithinSla: 1 });
    expect(cells[w.storeA.id]?.slaKeptPercentage).toBe(50);
    expect(cells[w.storeB.id]).toMatchObject({ closedWithSla: 1, slaKeptPercentage: 100 });
    expect(cells[w.storeC.id]).toBeUndefined();
  });

  /** Every call's answer for the user, which the screen's figures are read from. */
  const answersOf = async (user: TestUser, filter: TReportFilter): Promise<ReportAnswers> => ({
    summary: await report<TReportSummary>(user, 'summary', filter),
    times: await report<TReportTimes>(user, 'times', filter),
    departments: await report<TReportDepartments>(user, 'departments', filter),
    top: await report<TReportTop>(user, 'top', filter),
    heatmap: await report<TReportHeatmap>(user, 'heatmap', filter),
  });

  /*
   * Generated from the contract's figure links, the very ones the screen draws (its render test
   * holds it to them): a new figure is walked here without a line of this test changing.
   */
  it('opens a list whose total is the figure, for every link of every section and viewer', async () => {
    const viewers = [
      { name: 'admin', user: w.admin, seesAll: true, filter: { ...week } },
      {
        name: 'admin, region',
        user: w.admin,
        seesAll: true,
        filter: { ...week, regionManagerEmail: w.regionEmail },
      },
      {
        name: 'admin, store',
        user: w.admin,
        seesAll: true,
        filter: { ...week, storeId: w.storeA.id },
      },
      { name: 'store manager', user: w.storeManager, seesAll: false, filter: { ...week } },
      { name: 'region manager', user: w.regionManager, seesAll: false, filter: { ...week } },
    ];
    for (const { name, user, seesAll, filter } of viewers) {
      const answers = await answersOf(user, filter);
      const walked: string[] = [];
      for (const section of Object.keys(REPORT_SECTION_LINKS) as ReportSectionName[]) {
        const links = REPORT_SECTION_LINKS[section](filter, answers);
        for (const link of links) {
          const total = await listTotal(
            ctx,
            user,
            drillDownFilters(link.filter, link.figure),
            seesAll,
          );
          const where = `${name}: ${section} ${link.key} (${link.name})`;
          expect({ where, total }).toEqual({ where, total: link.count });
        }
        if (links.some((link) => link.count > 0)) walked.push(section);
      }
      // The world gives every section a figure with tickets for the one who sees them all.
      if (name === 'admin') expect(walked).toEqual(Object.keys(REPORT_SECTION_LINKS));
      else expect(walked.length).toBeGreaterThan(4);
    }
  });

  it("lists every ticket a user may see as my tickets' two halves together", async () => {
    const total = async (assignFilter: number) =>
      (
        await postOk<{ totalCount: number }>(ctx, w.storeManager, '/api/ticket/gettickets', {
          assignFilter,
        })
      ).totalCount;
    const [viewed, assigned, visible] = [await total(0), await total(1), await total(2)];
    // The store's tickets but the deleted one (p1, t1, t4, t7), whoever they are assigned to.
    expect(visible).toBe(4);
    expect(viewed + assigned).toBe(visible);
  });

  it('offers the regions, areas and stores of the scope', async () => {
    const mine = await report<TReportOptions>(w.regionManager, 'options');
    expect(mine.regions).toEqual([{ email: w.regionEmail, name: w.regionEmail }]);
    expect(mine.areas.map((area) => area.email).sort()).toEqual(
      [w.areaEmail, `diger.${w.areaEmail}`].sort(),
    );
    const storeIds = mine.stores.map((store) => store.id);
    expect(storeIds).toEqual(expect.arrayContaining([w.storeA.id, w.storeB.id]));
    expect(storeIds).not.toContain(w.storeC.id);
    const all = await report<TReportOptions>(w.admin, 'options');
    expect(all.stores.map((store) => store.id)).toContain(w.storeC.id);
    // Sources and rule sets: every one, to a region manager who administers neither.
    const [allSources, allRuleSets] = await Promise.all([
      ctx.db.select({ id: sources.id }).from(sources),
      ctx.db.select({ id: ruleSets.id }).from(ruleSets),
    ]);
    expect(mine.sources.map((source) => source.id).sort()).toEqual(
      allSources.map((source) => source.id).sort(),
    );
    expect(mine.ruleSets.map((ruleSet) => ruleSet.id).sort()).toEqual(
      allRuleSets.map((ruleSet) => ruleSet.id).sort(),
    );
  });

  it('writes a table as Excel', async () => {
    const response = await post(ctx, w.admin, '/api/reports/excel', {
      ...week,
      table: 'topStores',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Rapor_Magazalar.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['Mağaza', 'Açılan', 'Şu an gecikmiş', 'Gecikme oranı (%)']);
    expect(rows[1]).toEqual([w.storeA.name, 3, 1, 0.333]);
  });

  it('writes days as Excel dates and shares as percentages, in Turkish formats', async () => {
    const excel = async (table: string) => {
      const response = await post(ctx, w.admin, '/api/reports/excel', { ...week, table });
      expect(response.statusCode).toBe(200);
      return readSheetCells(response.rawPayload);
    };
    const trend = await excel('trend');
    expect(trend[1]?.[0]).toEqual({
      value: new Date('2026-03-02T00:00:00Z'),
      type: 'date',
      numFmt: 'dd.mm.yyyy',
    });
    expect(trend[1]?.[1]).toEqual({ value: 2, type: 'number' });
    const heatmap = await excel('heatmap');
    const storeA = heatmap.find((row) => row[0]?.value === w.storeA.name);
    expect(storeA?.[1]).toMatchObject({ type: 'date', numFmt: 'dd.mm.yyyy' });
    expect(storeA?.[4]).toEqual({ value: 0.5, type: 'number', numFmt: '0.0%' });
    const times = await excel('times');
    expect(times[1]?.[3]).toMatchObject({ type: 'number', numFmt: '#,##0.0' });
  });

  it('refuses periods it cannot answer, and callers without the permission', async () => {
    const refused = async (filter: Partial<TReportFilter>, message: string) => {
      const response = await post(ctx, w.admin, '/api/reports/summary', { ...week, ...filter });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(message);
    };
    await refused({ from: '2026-03-09' }, REPORT_MESSAGES.fromAfterTo);
    await refused({ from: '2025-01-01' }, REPORT_MESSAGES.periodTooLong);
    await refused({ to: '2026-02-30' }, REPORT_MESSAGES.invalidDay('to'));
    expect((await post(ctx, w.agent, '/api/reports/summary', week)).statusCode).toBe(403);
    expect((await post(ctx, null, '/api/reports/options', week)).statusCode).toBe(401);
  });
});
