import { MESSAGES } from '@ccms/contract/messages';
import { slaExcelText } from '@ccms/contract/sla-text';
import { TICKET_EXCEL_FILE_NAMES, type TTicketListRow } from '@ccms/contract/tickets-lists';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { tickets, userRolesInStores } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { type Backend, TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import { messagesOf, post, readSheet, readSheetCells } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { postTicket } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

type Paged = { items: TTicketListRow[]; totalCount: number };

/**
 * A fresh database of the given kind with the lists' tickets: four in world.store and one in
 * another store, made by an agent who sees every list; the first is nearly overdue, the second
 * overdue.
 */
async function openLists(backend: Backend) {
  // A fixed clock: the list and the Excel file must agree to the last digit at one moment.
  const ctx = await createTestContext(backend, { clock: fixedClock(new Date()) });
  const world = await createTicketWorld(ctx.db);
  const agent = await world.agent([
    'Ticket.AllTickets',
    'Ticket.ExcelList',
    'Ticket.MultipleCreate',
  ]);
  const owner = await createUserWithPermissions(ctx.db, ['Ticket.AllTickets']);
  await ctx.db
    .insert(userRolesInStores)
    .values({ userId: owner.id, roleId: world.ownerRole.id, storeId: world.solutionUnit.id });
  // Ticket.AllTickets would show everything (docs/domain.md §2): a store user has their own lists only.
  const storeUser = await createUserWithPermissions(ctx.db, []);
  await ctx.db.delete(userRolesInStores).where(eq(userRolesInStores.userId, storeUser.id));
  const storeRole = await createRole(ctx.db, ['Ticket.ExcelList'], { roleType: 1 });
  await ctx.db
    .insert(userRolesInStores)
    .values({ userId: storeUser.id, roleId: storeRole.id, storeId: world.store.id });
  const otherStore = await createStore(ctx.db, { type: 0 });
  const created: { id: string; ticketNo: number; storeId: string }[] = [];

  async function create(overrides: Parameters<TicketWorld['payload']>[1] = {}) {
    const ticket = world.payload(await world.breakdown({ sla: 10 }), overrides);
    const data = await postTicket(ctx, agent, ticket);
    created.push({ ...data, storeId: ticket.storeId });
    return data;
  }
  const all = (user: TestUser, formatter: object = {}) =>
    post(ctx, user, '/api/ticket/getalltickets', formatter);
  const mine = (user: TestUser, assignFilter: 0 | 1, formatter: object = {}) =>
    post(ctx, user, '/api/ticket/gettickets', { assignFilter, formatter });

  for (let n = 0; n < 4; n++) await create();
  await create({ storeId: otherStore.id });
  // Give the tickets different remaining shares: the first is nearly overdue, the second overdue.
  const [first, second] = created;
  await ctx.db.update(tickets).set({ slaDeadlineBm: 60 }).where(eq(tickets.id, second!.id));
  const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, first!.id));
  await ctx.db
    .update(tickets)
    .set({ slaDeadlineBm: row!.slaDeadlineBm! - 9 * 60 })
    .where(eq(tickets.id, first!.id));
  return { ctx, world, agent, owner, storeUser, created, create, all, mine };
}
type Lists = Awaited<ReturnType<typeof openLists>>;

const filter = (propertyName: string, operator: string, targetValue: unknown) => ({
  filters: [{ propertyName, operator, targetValue }],
});

describe.each(TEST_BACKENDS)('ticket lists on %s', (backend) => {
  // Each test passes alone and in any order: the tests that only read share one set of tickets
  // that no test changes; each test that changes tickets has a database of its own (ownLists).
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  /** Holds the rule sets' owner role at the solution unit: the tickets are assigned to them. */
  let owner: TestUser;
  /** A store employee of world.store only. */
  let storeUser: TestUser;
  let created: Lists['created'];
  let all: Lists['all'];
  let mine: Lists['mine'];

  /**
   * The lists' tickets in a database of the test's own, closed when the test ends. A test that
   * opens one is given 90 s: a set-up hook's 60 s beside its own 30 s.
   */
  async function ownLists() {
    const lists = await openLists(backend);
    onTestFinished(() => lists.ctx.close());
    return lists;
  }

  beforeAll(async () => {
    ({ ctx, world, agent, owner, storeUser, created, all, mine } = await openLists(backend));
  });
  afterAll(() => ctx?.close());

  it('sorts by remaining SLA share, then newest number, with the SLA status of each row', async () => {
    const response = await all(agent);
    expect(response.statusCode, response.body).toBe(200);
    const { items, totalCount } = response.json() as Paged;
    expect(totalCount).toBe(created.length);
    expect(items.map((row) => row.id).slice(0, 2)).toEqual([created[1]!.id, created[0]!.id]);
    expect(items[0]).toMatchObject({ remainingSlaStatus: 4, slaMinutes: 600 });
    expect(items[0]!.remainingSlaPercentage).toBeLessThan(0);
    expect(items[1]).toMatchObject({ remainingSlaStatus: 3 });
    expect(items[1]!.remainingSlaPercentage).toBeCloseTo(10, 0);
    const shares = items.map((row) => row.remainingSlaPercentage ?? 0);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(items[2]).toMatchObject({ remainingSlaStatus: 1, isSlaPaused: false });
    // Discount values are left out without Ticket.CanSeeDiscountCode.
    expect(items[0]).not.toHaveProperty('discountCode');
  });

  it('pages open and closed tickets in one order, and counts from the kept totals', async () => {
    const { ctx, agent, create, all } = await ownLists();
    const extra = [await create(), await create(), await create()];
    // Two closed tickets with fixed shares around the open ones', one closed without SLA.
    await ctx.db
      .update(tickets)
      .set({ status: 3, subStatus: 7, slaStoppedAtBm: 1e9 })
      .where(eq(tickets.id, extra[0]!.id));
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, extra[1]!.id));
    await ctx.db
      .update(tickets)
      .set({ status: 3, subStatus: 7, slaStoppedAtBm: row!.slaDeadlineBm! - 300 })
      .where(eq(tickets.id, extra[1]!.id));
    await ctx.db
      .update(tickets)
      .set({ status: 3, subStatus: 7, slaMinutes: null, slaDeadlineBm: null })
      .where(eq(tickets.id, extra[2]!.id));

    const whole = (
      (await all(agent, { paging: { pageNumber: 1, maxItemCountPerPage: 100 } })).json() as Paged
    ).items;
    const shares = whole.map((r) => r.remainingSlaPercentage);
    expect(shares.at(-1)).toBeNull();
    const known = shares.filter((share) => share !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(whole.find((r) => r.id === extra[1]!.id)?.remainingSlaPercentage).toBe(50);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 3); page++) {
      const items = (
        (await all(agent, { paging: { pageNumber: page, maxItemCountPerPage: 3 } })).json() as Paged
      ).items;
      paged.push(...items.map((r) => r.id));
    }
    expect(paged).toEqual(whole.map((r) => r.id));

    const total = await ctx.db.$count(tickets, eq(tickets.isDeleted, false));
    expect(((await all(agent)).json() as Paged).totalCount).toBe(total);
    const open = ((await all(agent, filter('status', 'notequal', 3))).json() as Paged).totalCount;
    const closed = ((await all(agent, filter('status', 'equal', 3))).json() as Paged).totalCount;
    expect([open, closed]).toEqual([total - 3, 3]);
    await ctx.db.update(tickets).set({ isDeleted: true }).where(eq(tickets.id, extra[0]!.id));
    expect(((await all(agent)).json() as Paged).totalCount).toBe(total - 1);
  }, 90_000);

  it('counts creation-date ranges from the day totals exactly as a count of the rows', async () => {
    const { ctx, agent, create, all } = await ownLists();
    const extra = [await create(), await create(), await create(), await create()];
    // Around two UTC midnights, far in the past so no other ticket of the tests is near.
    const instants = [
      '2020-03-01T23:30:00Z',
      '2020-03-02T00:10:00Z',
      '2020-03-02T21:00:00Z',
      '2020-03-04T09:00:00Z',
    ];
    for (const [index, ticket] of extra.entries()) {
      await ctx.db
        .update(tickets)
        .set({ createdAt: new Date(instants[index]!) })
        .where(eq(tickets.id, ticket.id));
    }
    await ctx.db
      .update(tickets)
      .set({ status: 3, subStatus: 7 })
      .where(eq(tickets.id, extra[2]!.id));
    await ctx.db.update(tickets).set({ isDeleted: true }).where(eq(tickets.id, extra[3]!.id));

    const exact = (from: string | null, to: string | null, status?: 'open' | 'closed') =>
      ctx.db.$count(
        tickets,
        and(
          eq(tickets.isDeleted, false),
          from ? gte(tickets.createdAt, new Date(from)) : undefined,
          to ? lte(tickets.createdAt, new Date(to)) : undefined,
          status === undefined
            ? undefined
            : status === 'open'
              ? ne(tickets.status, 3)
              : eq(tickets.status, 3),
        ),
      );
    // Istanbul is UTC+3: the list filters are local 'YYYY.MM.DD HH:mm'.
    const ranges: [string | null, string | null, string | null, string | null][] = [
      ['2020.03.02 02:00', '2020.03.05 12:00', '2020-03-01T23:00:00Z', '2020-03-05T09:00:00Z'],
      ['2020.03.02 03:00', '2020.03.02 23:59', '2020-03-02T00:00:00Z', '2020-03-02T20:59:00Z'],
      ['2020.03.01 00:00', null, '2020-02-29T21:00:00Z', null],
      [null, '2020.03.03 00:00', null, '2020-03-02T21:00:00Z'],
      ['2020.03.02 02:31', '2020.03.02 03:10', '2020-03-01T23:31:00Z', '2020-03-02T00:10:00Z'],
    ];
    for (const [from, to, fromUtc, toUtc] of ranges) {
      const filters = [
        ...(from
          ? [{ propertyName: 'createdDate', operator: 'greatherThanOrEqual', targetValue: from }]
          : []),
        ...(to
          ? [{ propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: to }]
          : []),
      ];
      const listed = (await all(agent, { filters })).json() as Paged;
      expect(listed.totalCount, `${from} – ${to}`).toBe(await exact(fromUtc, toUtc));
      const open = (
        await all(agent, {
          filters: [...filters, { propertyName: 'status', operator: 'notequal', targetValue: 3 }],
        })
      ).json() as Paged;
      expect(open.totalCount, `open ${from} – ${to}`).toBe(await exact(fromUtc, toUtc, 'open'));
    }
  }, 90_000);

  it("splits 'assigned to me' from 'viewed'", async () => {
    const assigned = (await mine(owner, 1)).json() as Paged;
    expect(assigned.totalCount).toBe(created.length);
    expect((await mine(owner, 0)).json().totalCount).toBe(0);
    // The agent created them and sees all (operator), but they are not assigned to the agent.
    expect((await mine(agent, 1)).json().totalCount).toBe(0);
    expect((await mine(agent, 0)).json().totalCount).toBe(created.length);
  });

  it("never shows a store user another store's tickets, in either list or the Excel file", async () => {
    const own = created.filter((t) => t.storeId === world.store.id).map((t) => t.id);
    expect((await all(storeUser)).statusCode).toBe(403);
    const viewed = (await mine(storeUser, 0)).json() as Paged;
    expect(viewed.items.map((row) => row.id).sort()).toEqual([...own].sort());
    expect((await mine(storeUser, 1)).json().totalCount).toBe(0);
    const excel = await post(ctx, storeUser, '/api/ticket/GetTicketsExcel', { assignFilter: 0 });
    expect(excel.headers['content-disposition']).toContain(TICKET_EXCEL_FILE_NAMES.myTickets);
    const sheet = await readSheet(excel.rawPayload);
    expect(sheet.length - 1).toBe(own.length);
  });

  it('applies every filter with its operator', async () => {
    const ticketNo = created[2]!.ticketNo;
    const cases: [object, number][] = [
      [filter('ticketNo', 'equal', ticketNo), 1],
      [filter('status', 'notequal', 3), created.length],
      [filter('status', 'equal', 3), 0],
      [
        filter('storeFullName', 'contains', world.store.name.slice(-8).toLocaleLowerCase('tr-TR')),
        4,
      ],
      [filter('solutionUnitName', 'contains', world.solutionUnit.name.slice(-8)), created.length],
      [filter('sourceName', 'contains', world.generalSource.name.slice(0, 7)), created.length],
      [
        filter('customerPhoneNumber', 'contains', world.customer.phoneNumber.slice(0, 6)),
        created.length,
      ],
      [filter('customerLastName', 'contains', world.customer.lastName.slice(-6)), created.length],
      [filter('customerFirstName', 'contains', 'zeyn'), created.length],
      [filter('creatorUserId', 'equal', agent.id), created.length],
      [filter('closedUserId', 'equal', agent.id), 0],
      [filter('isFromComplaint', 'equal', true), 0],
      [filter('isEditedTickets', 'equal', false), created.length],
      [filter('hasDiscountCode', 'equal', true), 0],
      [filter('isActiveCategorySet', 'equal', true), created.length],
      // false is the 'all tickets' box ticked: every breakdown, no filter.
      [filter('isActiveCategorySet', 'equal', false), created.length],
      [filter('orderTicketNumber', 'contains', 'WTS'), 0],
      [filter('callWrapUpName', 'contains', 'bilgi'), 0],
      [filter('deliveryTypeId', 'equal', world.customer.id), 0],
      [
        {
          filters: [
            {
              propertyName: 'createdDate',
              operator: 'greatherThanOrEqual',
              targetValue: '2020.01.01 00:00',
            },
            {
              propertyName: 'createdDate',
              operator: 'lessThanOrEqual',
              targetValue: '2099.12.31 23:59',
            },
          ],
        },
        created.length,
      ],
      [filter('closedDateTime', 'greatherThanOrEqual', '2020.01.01 00:00'), 0],
    ];
    for (const [formatter, expected] of cases) {
      const response = await all(agent, formatter);
      expect(response.statusCode, JSON.stringify(formatter) + response.body).toBe(200);
      expect((response.json() as Paged).totalCount, JSON.stringify(formatter)).toBe(expected);
    }
    const one = (await all(agent, filter('ticketNo', 'equal', ticketNo))).json() as Paged;
    const { type, category, subCategory } = {
      type: one.items[0]!.ticketCategorySetTypeName,
      category: '',
      subCategory: '',
    };
    expect(type).toBeTruthy();
    expect(category + subCategory).toBe('');
  });

  it('finds users for the creator and closing-user filters', async () => {
    const page = await post(
      ctx,
      storeUser,
      '/api/users/getUsersPage',
      filter('surname', 'contains', agent.surname.slice(-8)),
    );
    expect(page.statusCode, page.body).toBe(200);
    // Names only: a store user does not administer users (docs/domain.md §14.4 Staff list).
    expect(page.json().items).toEqual([{ id: agent.id, name: agent.name, surname: agent.surname }]);
  });

  it('refuses unknown properties and operators that do not fit with a Turkish 400', async () => {
    const unknown = await all(agent, filter('password', 'equal', 'x'));
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toBe(MESSAGES.query.unknownProperty('password'));
    const badOperator = await all(agent, filter('ticketNo', 'contains', '1'));
    expect(badOperator.statusCode).toBe(400);
    expect(messagesOf(badOperator)).toBe(MESSAGES.query.operatorNotAllowed('contains', 'ticketNo'));
    const badDate = await all(agent, filter('createdDate', 'greatherThanOrEqual', 'dün'));
    expect(badDate.statusCode).toBe(400);
    const badSort = await all(agent, { sortings: [{ propertyName: 'description', direction: 0 }] });
    expect(messagesOf(badSort)).toBe(MESSAGES.query.unknownSortProperty('description'));
  });

  it('exports the same rows and SLA figures as the list, under the fixed file name', async () => {
    const list = (await all(agent)).json() as Paged;
    const excel = await post(ctx, agent, '/api/ticket/GetAllTicketsExcel', {});
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain(TICKET_EXCEL_FILE_NAMES.allTickets);
    const sheet = await readSheet(excel.rawPayload);
    expect(sheet[0]?.slice(0, 3)).toEqual(['Bilet No', 'SLA', 'Müşteri']);
    const body = sheet.slice(1);
    expect(body.map((cells) => cells[0])).toEqual(list.items.map((row) => row.ticketNo));
    expect(body.map((cells) => cells[1])).toEqual(list.items.map(slaExcelText));
    // Words first, then the figures with Turkish separators (docs/domain.md §4 In words).
    for (const cell of body.map((cells) => String(cells[1]))) {
      expect(cell).toMatch(
        /^(.+ (kaldı|gecikti)|Süre doldu|Durduruldu) \(.+ · %-?[\d.]+(,\d)? · .+ saat\)$/,
      );
    }
  });

  it('writes the dates as Excel date-times of the business time zone, not as text', async () => {
    const list = (await all(agent)).json() as Paged;
    const excel = await post(ctx, agent, '/api/ticket/GetAllTicketsExcel', {});
    const [header, ...body] = await readSheetCells(excel.rawPayload);
    const created = header!.findIndex((cell) => cell.value === 'Oluşturma Tarihi');
    for (const [index, row] of list.items.entries()) {
      const cell = body[index]![created]!;
      expect(cell).toMatchObject({ type: 'date', numFmt: 'dd.mm.yyyy hh:mm' });
      // The wall clock of Istanbul (UTC+3), read back as Excel's zone-less date-time.
      const wallClock = new Date(row.createdDate).getTime() + 3 * 3_600_000;
      expect(Math.abs((cell.value as Date).getTime() - wallClock)).toBeLessThan(1000);
    }
    expect(body[0]![0]).toEqual({ value: list.items[0]!.ticketNo, type: 'number' });
  });

  it('shows discount values to holders of Ticket.CanSeeDiscountCode only', async () => {
    const { ctx, world, created, all } = await ownLists();
    const viewer = await createUserWithPermissions(ctx.db, [
      'Ticket.AllTickets',
      'Ticket.CanSeeDiscountCode',
    ]);
    await ctx.db
      .update(tickets)
      .set({ discountCode: 'IND-2026', discountCodeAmount: 150 })
      .where(eq(tickets.id, created[3]!.id));
    // A store-less user sees nothing; make them an operator to see the rows.
    const operatorRole = await createRole(ctx.db, [], { roleType: 5 });
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: viewer.id, roleId: operatorRole.id, storeId: world.solutionUnit.id });
    const rows = ((await all(viewer, filter('hasDiscountCode', 'equal', true))).json() as Paged)
      .items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ discountCode: 'IND-2026', discountCodeAmount: 150 });
  }, 90_000);
});
