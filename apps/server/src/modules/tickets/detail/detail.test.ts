import type {
  TTicketActivityFlowResponse,
  TTicketAuthority,
  TTicketDetail,
  TTicketOfFlow,
} from '@ccms/contract/tickets-detail/schemas';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  holidays,
  ruleSetFlows,
  ticketActivities,
  ticketFlows,
  tickets,
  ticketUpdateHistories,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import { post, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  createDetailReferences,
  createRoleHolder,
  createStoreUser,
  postTicket,
} from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

/** 10:00 in Istanbul on a half-day holiday; the next day is a full-day one. */
const NOW = new Date('2026-06-10T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const DETAIL_CALLS = [
  '/api/ticket/GetTicket',
  '/api/ticket/TicketAuthority',
  '/api/ticket/GetTicketActivityFlow',
  '/api/ticket/GetTicketOfFlows',
  '/api/ticket/GetTicketCurrentFlows',
  '/api/ticket/GetTicketQuestionsByTicketId',
] as const;

describe.each(TEST_BACKENDS)('ticket detail reads on %s', (backend) => {
  const clock = fixedClock(NOW);
  let ctx: TestContext;
  let world: TicketWorld;
  let refs: Awaited<ReturnType<typeof createDetailReferences>>;
  /** A call-centre operator: sees every ticket and may add activities to open ones. */
  let agent: TestUser;
  /** Holds the rule sets' write role at the solution unit: the tickets' current owner. */
  let owner: TestUser;
  let questions: { id: string; description: string }[];

  type Breakdown = Awaited<ReturnType<TicketWorld['breakdown']>>;
  async function create(of: Breakdown, overrides: Partial<TTicketFormInput> = {}) {
    return postTicket(ctx, agent, world.payload(of, overrides));
  }
  const createPlain = async (overrides: Partial<TTicketFormInput> = {}) =>
    create(await world.breakdown({ sla: 10 }), overrides);
  const read = (user: TestUser, path: string, id: string) => post(ctx, user, path, { id });
  const detailOf = (user: TestUser, id: string) =>
    postOk<TTicketDetail>(ctx, user, '/api/ticket/GetTicket', { id });
  const authorityOf = (user: TestUser, id: string) =>
    postOk<TTicketAuthority>(ctx, user, '/api/ticket/TicketAuthority', { id });
  const fullName = (user: TestUser) => `${user.name} ${user.surname}`;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    // Before anything reads the business clock, which caches the holidays for a minute.
    await ctx.db.insert(holidays).values([
      { name: 'Arife', date: '2026-06-10', isFullDay: false, isPublicHoliday: true },
      { name: 'Bayram', date: '2026-06-11', isFullDay: true, isPublicHoliday: true },
    ]);
    world = await createTicketWorld(ctx.db);
    refs = await createDetailReferences(ctx.db);
    agent = await world.agent(['Ticket.AllTickets']);
    owner = await createRoleHolder(ctx.db, world.ownerRole.id, world.solutionUnit.id);
    questions = [await world.question(1), await world.question(2)];
  });
  afterAll(() => ctx.close());

  it('answers the created ticket with the names of every section', async () => {
    const of = await world.breakdown({
      optional: [
        'Product',
        'Order',
        'OrderCancelling',
        'Campaign',
        'DeliveryType',
        'Problem',
        'CargoCompany',
        'Device',
      ],
      isIvr: true,
      canStoreView: true,
    });
    const [first, second] = questions as [(typeof questions)[0], (typeof questions)[0]];
    const { id, ticketNo } = await create(of, {
      device: 'Mobile',
      deviceOs: 'IOS',
      problemId: refs.problem.id,
      cargoCompanyId: refs.cargoCompany.id,
      deliveryTypeId: refs.deliveryType.id,
      storeViewId: world.onlineShop.id,
      order: { orderNumber: 'SP-4411', orderCancellingId: refs.cancelling.id },
      campaign: { campaignId: world.contractCampaign.id, contract: 'ACME Sigorta' },
      products: [
        { productId: world.products[0]!.id, count: 2 },
        { productId: world.products[1]!.id, count: 1 },
      ],
      // Sent in reverse: the answers come back in the questions' order.
      answers: [
        { id: second.id, state: false, ivrDescription: null },
        { id: first.id, state: true, ivrDescription: 'Menüde kayboldu' },
      ],
      currentWatsonsCardNo: '2900000000001',
    });

    const detail = await detailOf(agent, id);
    expect(detail).toMatchObject({
      id,
      ticketNo,
      version: 1,
      status: 1,
      subStatus: 1,
      customerId: world.customer.id,
      customerFirstName: world.customer.firstName,
      customerLastName: world.customer.lastName,
      customerPhoneNumber: world.customer.phoneNumber,
      customerIsFlag: false,
      sourceName: world.generalSource.name,
      storeId: world.store.id,
      storeFullName: world.store.name,
      solutionUnitId: world.solutionUnit.id,
      solutionUnitName: world.solutionUnit.name,
      ticketCategorySetId: of.set.id,
      ticketCategorySetTypeName: of.type.name,
      ticketCategorySetCategoryName: of.category.name,
      ticketCategorySetSubCategoryName: of.subCategory.name,
      isIvr: true,
      ruleSetId: of.ruleSet.id,
      ruleSetName: of.ruleSet.name,
      device: 'Mobile',
      deviceOs: 'IOS',
      problemContent: refs.problem.problemContent,
      cargoCompanyName: refs.cargoCompany.companyName,
      deliveryTypeName: refs.deliveryType.name,
      storeViewId: world.onlineShop.id,
      storeViewName: world.onlineShop.name,
      currentWatsonsCardNo: '2900000000001',
      order: { orderNumber: 'SP-4411', orderCancellingId: refs.cancelling.id },
      orderTicketNumber: 'SP-4411',
      ticketOrderCancellingDescription: refs.cancelling.description,
      campaign: { campaignId: world.contractCampaign.id, contract: 'ACME Sigorta' },
      campaignName: world.contractCampaign.name,
      callWrapUpName: null,
      currentRoleId: world.ownerRole.id,
      currentRoleName: world.ownerRole.name,
      ticketResponsibleStores: [
        {
          responsibleStoreId: world.solutionUnit.id,
          responsibleStoreName: world.solutionUnit.name,
          roleId: world.ownerRole.id,
          roleName: world.ownerRole.name,
        },
      ],
      creatorUserId: agent.id,
      creatorUserFullName: fullName(agent),
      CreatedDate: NOW.toISOString(),
      closedUserFullName: null,
      closedDateTime: null,
      slaMinutes: 24 * 60,
      remainingSlaPercentage: 100,
      remainingSlaStatus: 1,
      isAddActivity: true,
    });
    expect(detail.products).toHaveLength(2);
    expect(detail.products).toEqual(
      expect.arrayContaining(
        [
          [world.products[0]!, 2],
          [world.products[1]!, 1],
        ].map(([product, count]) => {
          const p = product as TicketWorld['products'][number];
          return {
            productId: p.id,
            productName: p.name,
            barcode: p.barcodeNo,
            wescode: p.wesCode,
            count,
          };
        }),
      ),
    );
    const expectedAnswers = [
      {
        id: first.id,
        description: first.description,
        state: true,
        ivrDescription: 'Menüde kayboldu',
      },
      { id: second.id, description: second.description, state: false, ivrDescription: null },
    ];
    expect(detail.answers).toEqual(expectedAnswers);

    const questionsResponse = await read(agent, '/api/ticket/GetTicketQuestionsByTicketId', id);
    expect(questionsResponse.json()).toEqual(expectedAnswers);
    const current = await read(agent, '/api/ticket/GetTicketCurrentFlows', id);
    expect(current.json()).toEqual(detail.ticketResponsibleStores);
    // GetRoleFlowById takes a flow's id, as its name says: the ticket's current one here.
    const [flow] = await ctx.db
      .select({ id: ticketFlows.id })
      .from(ticketFlows)
      .where(eq(ticketFlows.ticketId, id));
    const role = await read(agent, '/api/ticket/GetRoleFlowById', flow!.id);
    expect(role.json()).toEqual({ roleId: world.ownerRole.id });
    const byTicketId = await read(agent, '/api/ticket/GetRoleFlowById', id);
    expect(byTicketId.statusCode).toBe(404);
    expect(byTicketId.json()).toEqual({ isSuccess: false, messages: ['Bilet akışı bulunamadı.'] });
  });

  it('shows discount code and points values only to Ticket.CanSeeDiscountCode holders', async () => {
    const { id } = await createPlain();
    await ctx.db
      .update(tickets)
      .set({
        discountCode: 'IND-2026',
        discountCodeAmount: 150,
        moneyPoint: 'PUAN-9',
        moneyPointAmount: 25.5,
      })
      .where(eq(tickets.id, id));
    const seer = await createUserWithPermissions(ctx.db, [
      'Ticket.AllTickets',
      'Ticket.CanSeeDiscountCode',
    ]);
    expect(await detailOf(seer, id)).toMatchObject({
      discountCode: 'IND-2026',
      discountCodeAmount: 150,
      moneyPoint: 'PUAN-9',
      moneyPointAmount: 25.5,
    });
    expect(await detailOf(agent, id)).toMatchObject({
      discountCode: null,
      discountCodeAmount: null,
      moneyPoint: null,
      moneyPointAmount: null,
    });
  });

  it('shows the update history, newest first, only to Ticket.LastEdit holders', async () => {
    const { id } = await createPlain();
    const editor = await createUserWithPermissions(ctx.db, [
      'Ticket.AllTickets',
      'Ticket.LastEdit',
    ]);
    await ctx.db.insert(ticketUpdateHistories).values([
      {
        ticketId: id,
        description: 'Kaynak: Telefon → E-posta',
        createdByUserId: editor.id,
        createdAt: new Date(NOW.getTime() - 2 * HOUR),
      },
      {
        ticketId: id,
        description: 'Açıklama: Eski → Yeni',
        createdByUserId: agent.id,
        createdAt: new Date(NOW.getTime() - HOUR),
      },
    ]);
    expect((await detailOf(editor, id)).ticketUpdateHistories).toEqual([
      {
        creatorUserFullName: fullName(agent),
        createdDate: new Date(NOW.getTime() - HOUR).toISOString(),
        description: 'Açıklama: Eski → Yeni',
      },
      {
        creatorUserFullName: fullName(editor),
        createdDate: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
        description: 'Kaynak: Telefon → E-posta',
      },
    ]);
    expect((await detailOf(agent, id)).ticketUpdateHistories).toEqual([]);
  });

  it("gives the same SLA figures as the ticket list's row at the same moment", async () => {
    const { id, ticketNo } = await createPlain();
    // 7 of the 10 hours used: 3 hours, 30 % left, 'danger'.
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, id));
    await ctx.db
      .update(tickets)
      .set({ slaDeadlineBm: row!.slaDeadlineBm! - 7 * 60 })
      .where(eq(tickets.id, id));
    const list = await post(ctx, agent, '/api/ticket/getalltickets', {
      filters: [{ propertyName: 'ticketNo', operator: 'equal', targetValue: ticketNo }],
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listRow] = list.json().items as TTicketListRow[];
    const detail = await detailOf(agent, id);
    const sla = (of: TTicketListRow | TTicketDetail) => ({
      slaMinutes: of.slaMinutes,
      remainingSlaMinutes: of.remainingSlaMinutes,
      remainingSlaPercentage: of.remainingSlaPercentage,
      remainingSlaStatus: of.remainingSlaStatus,
      isSlaPaused: of.isSlaPaused,
      isDeletedFromSLA: of.isDeletedFromSLA,
    });
    expect(sla(detail)).toEqual(sla(listRow!));
    expect(sla(detail)).toMatchObject({
      slaMinutes: 600,
      remainingSlaMinutes: 180,
      remainingSlaPercentage: 30,
      remainingSlaStatus: 2,
    });
  });

  it('tells a full-day, a half-day and no holiday apart', async () => {
    const { id } = await createPlain();
    try {
      expect((await detailOf(agent, id)).isHoliday).toBe(2);
      clock.set(new Date(NOW.getTime() + DAY));
      expect((await detailOf(agent, id)).isHoliday).toBe(1);
      clock.set(new Date(NOW.getTime() + 2 * DAY));
      expect((await detailOf(agent, id)).isHoliday).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it('answers 404 on every call to a store user of another store, and to anyone for a deleted ticket', async () => {
    const { id } = await createPlain();
    const ownStore = await createStoreUser(ctx.db, world.store.id);
    const otherStore = await createStoreUser(ctx.db, (await createStore(ctx.db)).id);
    for (const path of DETAIL_CALLS) {
      expect((await read(ownStore, path, id)).statusCode, path).toBe(200);
      const refused = await read(otherStore, path, id);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toEqual({ isSuccess: false, messages: ['Bilet bulunamadı.'] });
    }
    const [flow] = await ctx.db
      .select({ id: ticketFlows.id })
      .from(ticketFlows)
      .where(eq(ticketFlows.ticketId, id));
    const roleFlow = '/api/ticket/GetRoleFlowById';
    expect((await read(ownStore, roleFlow, flow!.id)).statusCode).toBe(200);
    expect((await read(otherStore, roleFlow, flow!.id)).json()).toEqual({
      isSuccess: false,
      messages: ['Bilet bulunamadı.'],
    });
    await ctx.db.update(tickets).set({ isDeleted: true }).where(eq(tickets.id, id));
    for (const path of DETAIL_CALLS) {
      expect((await read(agent, path, id)).statusCode, path).toBe(404);
    }
    expect((await read(agent, '/api/ticket/GetTicket', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('lists the owners the ticket passed through with their durations and the time per department', async () => {
    const { id } = await createPlain();
    const backOfficeRole = await createRole(ctx.db, [], { roleType: 4 });
    const backOffice = await createStore(ctx.db, { type: 4 });
    const [creationFlow] = await ctx.db
      .select()
      .from(ticketFlows)
      .where(eq(ticketFlows.ticketId, id));
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    const handedOver = at(-3 * DAY + HOUR + 5_000);
    const handedBack = at(-DAY);
    await ctx.db
      .update(ticketFlows)
      .set({ startedAt: at(-3 * DAY), endedAt: handedOver })
      .where(eq(ticketFlows.id, creationFlow!.id));
    const [forward] = await ctx.db
      .insert(ticketActivities)
      .values({
        ticketId: id,
        status: 4,
        subStatus: 4,
        createdByUserId: owner.id,
        createdAt: handedOver,
      })
      .returning();
    await ctx.db.insert(ticketFlows).values([
      {
        ticketId: id,
        roleId: backOfficeRole.id,
        storeId: backOffice.id,
        activityId: forward!.id,
        startedAt: handedOver,
        endedAt: handedBack,
      },
      // No activity recorded: the ticket's creator stands in.
      {
        ticketId: id,
        roleId: world.ownerRole.id,
        storeId: world.solutionUnit.id,
        startedAt: handedBack,
      },
    ]);

    const response = await read(agent, '/api/ticket/GetTicketActivityFlow', id);
    expect(response.statusCode, response.body).toBe(200);
    const flow = response.json() as TTicketActivityFlowResponse;
    expect(flow.ticketActivityFlows).toEqual([
      {
        roleName: world.ownerRole.name,
        responsibleStoreName: world.solutionUnit.name,
        createdDate: at(-3 * DAY).toISOString(),
        ticketResponsibleChangeDate: handedOver.toISOString(),
        differenceDays: 0,
        differenceHours: 1,
        differenceMinutes: 0,
        differenceSeconds: 5,
        creatorUserFullName: fullName(agent),
      },
      {
        roleName: backOfficeRole.name,
        responsibleStoreName: backOffice.name,
        createdDate: handedOver.toISOString(),
        ticketResponsibleChangeDate: handedBack.toISOString(),
        differenceDays: 1,
        differenceHours: 22,
        differenceMinutes: 59,
        differenceSeconds: 55,
        creatorUserFullName: fullName(owner),
      },
      {
        roleName: world.ownerRole.name,
        responsibleStoreName: world.solutionUnit.name,
        createdDate: handedBack.toISOString(),
        ticketResponsibleChangeDate: null,
        differenceDays: 1,
        differenceHours: 0,
        differenceMinutes: 0,
        differenceSeconds: 0,
        creatorUserFullName: fullName(agent),
      },
    ]);
    expect(flow.ticketActivityFlowSummaryInformations).toEqual([
      { departmentName: world.solutionUnit.name, days: 1, hours: 1, minutes: 0, seconds: 5 },
      { departmentName: backOffice.name, days: 1, hours: 22, minutes: 59, seconds: 55 },
    ]);
  });

  it("lists the rule set's read and write roles with the people holding them at the ticket's units", async () => {
    const of = await world.breakdown({ sla: 10 });
    const { id } = await create(of);
    const readRole = await createRole(ctx.db, [], { roleType: 4 });
    const storeRole = await createRole(ctx.db, [], { roleType: 1 });
    const unheldRole = await createRole(ctx.db, [], { roleType: 4 });
    await ctx.db.insert(ruleSetFlows).values(
      [readRole, storeRole, unheldRole].map((role) => ({
        ruleSetId: of.ruleSet.id,
        roleId: role.id,
        actionStatus: 0,
      })),
    );
    const readerA = await createRoleHolder(ctx.db, readRole.id, world.solutionUnit.id);
    const readerB = await createRoleHolder(ctx.db, readRole.id, world.solutionUnit.id);
    // Reader A holds it at both of the ticket's units: listed once.
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: readerA.id, roleId: readRole.id, storeId: world.store.id });
    await createRoleHolder(ctx.db, readRole.id, world.solutionUnit.id, [], { isActive: false });
    await createRoleHolder(ctx.db, readRole.id, (await createStore(ctx.db)).id);
    const storeHolder = await createRoleHolder(ctx.db, storeRole.id, world.store.id);
    await createRoleHolder(ctx.db, unheldRole.id, (await createStore(ctx.db)).id);

    const response = await read(agent, '/api/ticket/GetTicketOfFlows', id);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as TTicketOfFlow[];
    const person = (row: TTicketOfFlow) => [
      row.roleId,
      row.actionStatus,
      row.userFullName,
      row.userEmailAddress,
    ];
    expect(rows[0]).toMatchObject({
      roleId: world.ownerRole.id,
      roleName: world.ownerRole.name,
      actionStatus: 1,
      userFullName: fullName(owner),
      userEmailAddress: owner.emailAddress,
    });
    expect(rows.map(person).sort()).toEqual(
      [
        [world.ownerRole.id, 1, fullName(owner), owner.emailAddress],
        ...[readerA, readerB].map((u) => [readRole.id, 0, fullName(u), u.emailAddress]),
        [storeRole.id, 0, fullName(storeHolder), storeHolder.emailAddress],
        [unheldRole.id, 0, null, null],
      ].sort(),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
  it('tells each user what they may do on an open and on a closed ticket', async () => {
    const { id: openId } = await createPlain();
    const closedOf = await world.breakdown({ isCaseClosed: true });
    const { id: closedId } = await create(closedOf, { callWrapUpId: world.closingWrapUp.id });
    const storeManager = await createStoreUser(ctx.db, world.store.id, ['Manager']);
    const admin = await createUserWithPermissions(ctx.db, [
      'Admin',
      'Ticket.Edit',
      'Ticket.AllTickets',
    ]);
    const editor = await createUserWithPermissions(ctx.db, ['Ticket.Edit', 'Ticket.AllTickets']);
    const plus = await createUserWithPermissions(ctx.db, [
      'Ticket.CanSeeActivityPlus',
      'Ticket.AllTickets',
    ]);

    expect(await authorityOf(agent, openId)).toMatchObject({
      canAddActivity: true,
      canAddNote: true,
      canEdit: false,
    });
    // The current owner may answer it; a store manager of its store may see it, not add notes.
    expect(await authorityOf(owner, openId)).toMatchObject({ canAddActivity: true });
    expect(await authorityOf(storeManager, openId)).toMatchObject({
      canAddNote: false,
      canAddActivity: false,
    });
    expect((await detailOf(storeManager, openId)).isAddActivity).toBe(false);

    expect(await authorityOf(admin, closedId)).toMatchObject({ canEdit: true });
    expect(await authorityOf(editor, closedId)).toMatchObject({ canEdit: false });
    expect(await authorityOf(editor, openId)).toMatchObject({ canEdit: true });
    expect(await authorityOf(plus, closedId)).toMatchObject({ canAddActivity: true });
    expect(await authorityOf(agent, closedId)).toMatchObject({ canAddActivity: false });
    expect((await detailOf(plus, closedId)).isAddActivity).toBe(true);
    expect(await detailOf(agent, closedId)).toMatchObject({
      status: 3,
      subStatus: 7,
      closedUserId: agent.id,
      closedUserFullName: fullName(agent),
      closedDateTime: NOW.toISOString(),
      callWrapUpName: world.closingWrapUp.name,
      remainingSlaStatus: 0,
      isAddActivity: false,
    });
  });
});
