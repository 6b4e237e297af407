import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFilter } from '@ccms/contract/query-format';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { eq } from 'drizzle-orm';
import { stores } from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import { createStore, createUserWithPermissions, type TestUser } from './factories.ts';
import { postOk } from './http-support.ts';
import type { TestContext } from './test-app.ts';
import { createActivityWorld, postActivity } from './ticket-activity-world.ts';
import { createStoreUser, postTicket } from './ticket-fixtures.ts';
import { createTicketWorld } from './ticket-world.ts';

/** An Istanbul wall-clock time ('2026-03-02T09:00'). */
export const istanbul = (text: string) => new Date(`${text}:00+03:00`);

/**
 * The reports' tests' world (docs/domain.md §24): a region of two stores with an area each, a
 * store outside it, the people who look (an administrator who sees every ticket, a store
 * manager, a region manager) and one who writes tickets.
 */
export async function createReportWorld(
  ctx: TestContext,
  clock: Clock & { set(date: Date): void },
) {
  const tag = randomUUID().slice(0, 8);
  const world = await createTicketWorld(ctx.db);
  const aw = await createActivityWorld(ctx, world);
  const regionEmail = `bolge.${tag}@example.test`;
  const areaEmail = `alan.${tag}@example.test`;
  await ctx.db
    .update(stores)
    .set({ regionManagerEmail: regionEmail, areaManagerEmail: areaEmail })
    .where(eq(stores.id, world.store.id));
  const storeA = world.store;
  const storeB = await createStore(ctx.db, {
    name: `B MAĞAZA ${tag}`,
    regionManagerEmail: regionEmail.toUpperCase(),
    areaManagerEmail: `diger.${areaEmail}`,
  });
  const storeC = await createStore(ctx.db, { name: `C MAĞAZA ${tag}` });
  const agent = await world.agent([
    'Ticket.MultipleCreate',
    'Ticket.CallWrapUps',
    'Ticket.CanEditReporting',
    'Ticket.Delete',
    'Ticket.CanSeeActivityPlus',
  ]);
  // Another call-centre agent: their activity is a ticket's first answer.
  const answerer = await world.agent(['Ticket.CallWrapUps']);
  const admin = await createUserWithPermissions(ctx.db, ['Reports', 'Ticket.AllTickets']);
  const storeManager = await createStoreUser(ctx.db, storeA.id, ['Reports']);
  const regionManager = await createUserWithPermissions(ctx.db, ['Reports'], {
    emailAddress: regionEmail,
  });
  const fast = await world.breakdown({ sla: 1 });
  const slow = await world.breakdown({ sla: 240 });

  async function open(at: string, storeId: string, of = slow) {
    clock.set(istanbul(at));
    const ticket = world.payload(of, { storeId });
    await postTicket(ctx, agent, ticket);
    return ticket.id;
  }

  async function activity(at: string, user: TestUser, id: string, body: Record<string, unknown>) {
    clock.set(istanbul(at));
    const response = await postActivity(ctx, user, id, body);
    if (response.statusCode !== 200) throw new Error(response.body);
  }

  return {
    world,
    aw,
    tag,
    regionEmail,
    areaEmail,
    storeA,
    storeB,
    storeC,
    agent,
    answerer,
    admin,
    storeManager,
    regionManager,
    fast,
    slow,
    open,
    activity,
    close: (at: string, user: TestUser, id: string) =>
      activity(at, user, id, { status: 3, subStatus: 7, callWrapUpId: world.closingWrapUp.id }),
  };
}

/**
 * The ticket list's total for these filters as the user opens it from a report: the all-tickets
 * list for holders of Ticket.AllTickets, otherwise my tickets, every one they may see
 * (assignFilter 2).
 */
export async function listTotal(
  ctx: TestContext,
  user: TestUser,
  filters: TQueryFilter[],
  seesAll: boolean,
) {
  const page = seesAll
    ? await postOk<TPaged<TTicketListRow>>(ctx, user, '/api/ticket/getalltickets', { filters })
    : await postOk<TPaged<TTicketListRow>>(ctx, user, '/api/ticket/gettickets', {
        assignFilter: 2,
        formatter: { filters },
      });
  return page.totalCount;
}
