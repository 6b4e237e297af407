import type { TPaged } from '@ccms/contract/envelope';
import { drillDownFilters } from '@ccms/contract/reports';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { post, postOk } from '../../test/http-support.ts';
import { createReportWorld, istanbul, listTotal } from '../../test/report-world.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

type World = Awaited<ReturnType<typeof createReportWorld>>;

/*
 * A report figure opens the all-tickets list (docs/domain.md §24 Drill-down): a Reports holder
 * without Ticket.AllTickets may call it, and sees there exactly the tickets they may open (§2),
 * the two halves of their own list together.
 */
describe.each(TEST_BACKENDS)('the all-tickets list of a Reports holder on %s', (backend) => {
  const clock = fixedClock(istanbul('2026-03-02T09:00'));
  let ctx: TestContext;
  let w: World;
  const ids: Record<string, string[]> = { a: [], b: [], c: [] };

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    w = await createReportWorld(ctx, clock);
    ids.a = [await w.open('2026-03-02T10:00', w.storeA.id)];
    ids.b = [await w.open('2026-03-02T11:00', w.storeB.id)];
    ids.c = [await w.open('2026-03-03T10:00', w.storeC.id)];
    await w.close('2026-03-03T12:00', w.agent, ids.a[0] as string);
    clock.set(istanbul('2026-03-04T12:00'));
  });
  afterAll(() => ctx.close());

  const allTickets = (user: TestUser, figure: Parameters<typeof drillDownFilters>[1]) =>
    postOk<TPaged<TTicketListRow>>(ctx, user, '/api/ticket/getalltickets', {
      filters: drillDownFilters({ from: '2026-03-02', to: '2026-03-08' }, figure),
    });

  it('shows a store manager their store and a region manager their region, nothing more', async () => {
    const opened = { kind: 'opened', from: '2026-03-02', to: '2026-03-08' } as const;
    const ofStore = await allTickets(w.storeManager, opened);
    expect(ofStore.items.map((row) => row.id)).toEqual(ids.a);
    const ofRegion = await allTickets(w.regionManager, opened);
    expect(ofRegion.items.map((row) => row.id).sort()).toEqual([...ids.a, ...ids.b].sort());
    // The same set as their own list's assigned and viewed halves added up.
    for (const user of [w.storeManager, w.regionManager]) {
      const filters = drillDownFilters({ from: '2026-03-02', to: '2026-03-08' }, opened);
      const page = await allTickets(user, opened);
      expect(page.totalCount).toBe(await listTotal(ctx, user, filters, false));
    }
    const closed = await allTickets(w.regionManager, {
      kind: 'closed',
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(closed.items.map((row) => row.id)).toEqual(ids.a);
  });

  it('is still refused to a user with neither Ticket.AllTickets nor Reports', async () => {
    const other = await createUserWithPermissions(ctx.db, ['Customer']);
    const answer = await post(ctx, other, '/api/ticket/getalltickets', {});
    expect(answer.statusCode).toBe(403);
  });
});
