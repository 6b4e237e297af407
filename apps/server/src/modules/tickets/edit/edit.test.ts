import type { Permission } from '@ccms/contract/permissions';
import { TICKET_CREATE_MESSAGES } from '@ccms/contract/tickets-create';
import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import { TICKET_EDIT_MESSAGES as E, type TUpdateTicketInputRaw } from '@ccms/contract/tickets-edit';
import { TICKET_FORM_MESSAGES as F } from '@ccms/contract/tickets-form/messages';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  products as productsTable,
  sources,
  ticketCampaigns,
  ticketOrders,
  ticketProducts,
  tickets,
  ticketUpdateHistories,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import { messagesOf, post, postOk, randomPhone } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  breakdownOf,
  createSiblingCategory,
  editPayload,
} from '../../../test/ticket-edit-payloads.ts';
import { createDetailReferences, postTicket } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('ticket/UpdateTicket and DeleteTicket on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let refs: Awaited<ReturnType<typeof createDetailReferences>>;
  /** Creates the tickets: an operator who sees them all. */
  let agent: TestUser;
  /** Ticket.Edit without Admin. */
  let editor: TestUser;

  const operator = (permissions: Permission[]) => world.agent(permissions);

  const create = (ticket: TTicketFormInput) => postTicket(ctx, agent, ticket);
  const update = (user: TestUser, body: TUpdateTicketInputRaw) =>
    post(ctx, user, '/api/ticket/UpdateTicket', body);
  const remove = (user: TestUser, id: string) =>
    post(ctx, user, '/api/ticket/DeleteTicket', { id });
  const ticketRow = async (id: string) => {
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, id));
    return row!;
  };
  const historyOf = async (id: string) =>
    (
      await ctx.db
        .select()
        .from(ticketUpdateHistories)
        .where(eq(ticketUpdateHistories.ticketId, id))
        .orderBy(asc(ticketUpdateHistories.createdAt), asc(ticketUpdateHistories.description))
    ).map((row) => row.description);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    refs = await createDetailReferences(ctx.db);
    agent = await operator(['Ticket.AllTickets']);
    editor = await operator(['Ticket.Edit']);
  });
  afterAll(() => ctx.close());

  it('answers every message of the edit form over HTTP and changes nothing', async () => {
    const everything = await world.breakdown({
      mandatory: [
        'Product',
        'Order',
        'OrderCancelling',
        'CargoCompany',
        'DeliveryType',
        'Device',
        'Problem',
        'Campaign',
      ],
    });
    const ticket = world.payload(everything, {
      device: 'App',
      deviceOs: 'Android',
      problemId: refs.problem.id,
      cargoCompanyId: refs.cargoCompany.id,
      deliveryTypeId: refs.deliveryType.id,
      order: { orderNumber: 'SP-1001', orderCancellingId: refs.cancelling.id },
      campaign: { campaignId: world.contractCampaign.id, contract: 'Anlaşmalı A.Ş.' },
      products: [{ productId: world.products[0]!.id, count: 2 }],
      currentWatsonsCardNo: '1234567890123',
    });
    const { id } = await create(ticket);
    const edit = (overrides: Partial<TUpdateTicketInputRaw>) => editPayload(ticket, 1, overrides);
    const inbound = await world.breakdown();
    const cases: [string, TUpdateTicketInputRaw, string][] = [
      ['source', edit({ sourceId: '' }), F.sourceRequired],
      ['store', edit({ storeId: '' }), F.storeRequired],
      ['type', edit({ ticketTypeId: '' }), F.typeRequired],
      ['category', edit({ ticketCategoryId: '' }), F.categoryRequired],
      ['sub-category', edit({ ticketSubCategoryId: '' }), F.subCategoryRequired],
      [
        'sub-category of another call type',
        edit({ ...breakdownOf(inbound), storeId: world.onlineShop.id }),
        F.subCategoryNotForStore,
      ],
      ['description', edit({ description: '   ' }), F.descriptionRequired],
      ['device', edit({ device: null, deviceOs: null }), F.deviceRequired],
      ['os', edit({ deviceOs: null }), F.deviceOsRequired],
      ['delivery', edit({ deliveryTypeId: null }), F.deliveryTypeRequired],
      [
        'order',
        edit({ order: { orderNumber: null, orderCancellingId: refs.cancelling.id } }),
        F.orderNumberRequired,
      ],
      [
        'cancelling',
        edit({ order: { orderNumber: 'SP-1001', orderCancellingId: null } }),
        F.orderCancellingRequired,
      ],
      ['campaign', edit({ campaign: null }), F.campaignRequired],
      [
        'contract',
        edit({ campaign: { campaignId: world.contractCampaign.id, contract: ' ' } }),
        F.contractRequired,
      ],
      ['cargo', edit({ cargoCompanyId: null }), F.cargoCompanyRequired],
      ['problem', edit({ problemId: null }), F.problemRequired],
      ['product', edit({ products: [] }), F.productRequired],
      [
        'count',
        edit({ products: [{ productId: world.products[0]!.id, count: 0 }] }),
        F.productCountRequired,
      ],
      ['waiting', edit({ isWaitingForProduct: true }), F.productWhileWaiting],
      ['card', edit({ currentWatsonsCardNo: '12345' }), F.cardNumberInvalid],
    ];
    for (const [name, body, message] of cases) {
      const response = await update(editor, body);
      expect(response.statusCode, name).toBe(400);
      expect(messagesOf(response), name).toContain(message);
    }
    const row = await ticketRow(id);
    expect(row).toMatchObject({ version: 1, isEdited: false, description: ticket.description });
    expect(await historyOf(id)).toEqual([]);
    // The unchanged form passes and writes nothing: no history, no new version.
    const same = await update(editor, edit({}));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ isSuccess: true, data: { id, version: 1 }, messages: [] });
    expect((await ticketRow(id)).isEdited).toBe(false);
  });

  it('asks every survey question and the IVR description of an IVR breakdown', async () => {
    const ivrQuestion = await world.question(-2);
    const second = await world.question(-1);
    const ivr = await world.breakdown({ isIvr: true });
    const ticket = world.payload(ivr, {
      answers: [
        { id: ivrQuestion.id, state: false, ivrDescription: null },
        { id: second.id, state: true, ivrDescription: null },
      ],
    });
    const { id } = await create(ticket);
    const unanswered = await update(
      editor,
      editPayload(ticket, 1, {
        answers: [{ id: ivrQuestion.id, state: true, ivrDescription: ' ' }],
      }),
    );
    expect(unanswered.statusCode).toBe(400);
    expect(messagesOf(unanswered)).toContain(F.surveyIncomplete);
    expect(messagesOf(unanswered)).toContain(F.questionUnanswered);
    expect(messagesOf(unanswered)).toContain(F.ivrDescriptionRequired);

    const answered = await update(
      editor,
      editPayload(ticket, 1, {
        answers: [
          { id: ivrQuestion.id, state: true, ivrDescription: 'Menüde kayboldu' },
          { id: second.id, state: true, ivrDescription: null },
        ],
      }),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await historyOf(id)).toEqual([
      `Anket cevapları: ${ivrQuestion.description}: Hayır, ${second.description}: Evet → ${ivrQuestion.description}: Evet (Menüde kayboldu), ${second.description}: Evet`,
    ]);
  });

  it('writes one history line per changed field, with names, and marks the ticket edited', async () => {
    const of = await world.breakdown();
    const sibling = await createSiblingCategory(ctx.db, of);
    const ticket = world.payload(of, {
      products: [{ productId: world.products[1]!.id, count: 1 }],
    });
    const { id } = await create(ticket);
    const body = editPayload(ticket, 1, {
      ...breakdownOf(sibling),
      sourceId: world.storeSource.id,
      description: 'Müşteri kutunun ezik geldiğini söylüyor.',
    });
    const response = await update(editor, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, data: { id, version: 2 }, messages: [] });

    expect((await historyOf(id)).sort()).toEqual(
      [
        `Kaynak: ${world.generalSource.name} → ${world.storeSource.name}`,
        `Kategori: ${of.category.name} → ${sibling.category.name}`,
        `Açıklama: ${ticket.description} → Müşteri kutunun ezik geldiğini söylüyor.`,
      ].sort(),
    );
    const histories = await ctx.db
      .select()
      .from(ticketUpdateHistories)
      .where(eq(ticketUpdateHistories.ticketId, id));
    expect(histories.every((row) => row.createdByUserId === editor.id)).toBe(true);
    const row = await ticketRow(id);
    expect(row).toMatchObject({
      version: 2,
      isEdited: true,
      updatedByUserId: editor.id,
      ticketCategoryId: sibling.category.id,
      ticketCategorySetId: sibling.set.id,
      sourceId: world.storeSource.id,
      // The owner and the SLA stay: they move only by activities.
      currentRoleId: world.ownerRole.id,
      responsibleStoreId: world.solutionUnit.id,
      slaMinutes: 24 * 60,
    });
    expect(row.updatedAt).not.toBeNull();
    // Products untouched by the edit are still there.
    const products = await ctx.db
      .select()
      .from(ticketProducts)
      .where(eq(ticketProducts.ticketId, id));
    expect(products.map((product) => [product.productId, product.count])).toEqual([
      [world.products[1]!.id, 1],
    ]);
  });

  it('replaces products, order and campaign, each with its own history line', async () => {
    const of = await world.breakdown({ optional: ['Product', 'Order', 'Campaign', 'Problem'] });
    const ticket = world.payload(of, {
      products: [{ productId: world.products[0]!.id, count: 1 }],
    });
    const { id } = await create(ticket);
    const response = await update(
      editor,
      editPayload(ticket, 1, {
        products: [{ productId: world.products[2]!.id, count: 3 }],
        order: { orderNumber: 'SP-77', orderCancellingId: null },
        campaign: { campaignId: world.plainCampaign.id, contract: null },
        problemId: refs.problem.id,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await historyOf(id)).sort()).toEqual(
      [
        `Problem: - → ${refs.problem.problemContent}`,
        'Sipariş numarası: - → SP-77',
        `Kampanya: - → ${world.plainCampaign.name}`,
        `Ürünler: ${world.products[0]!.name} x1 → ${world.products[2]!.name} x3`,
      ].sort(),
    );
    const [products, orders, campaignRows] = await Promise.all([
      ctx.db.select().from(ticketProducts).where(eq(ticketProducts.ticketId, id)),
      ctx.db.select().from(ticketOrders).where(eq(ticketOrders.ticketId, id)),
      ctx.db.select().from(ticketCampaigns).where(eq(ticketCampaigns.ticketId, id)),
    ]);
    expect(products.map((product) => [product.productId, product.count])).toEqual([
      [world.products[2]!.id, 3],
    ]);
    expect(orders.map((order) => order.orderNumber)).toEqual(['SP-77']);
    expect(campaignRows.map((campaign) => campaign.campaignId)).toEqual([world.plainCampaign.id]);
  });

  it('refuses a stale version with 409, and of two concurrent updates keeps the winner', async () => {
    const ticket = world.payload(await world.breakdown());
    const { id } = await create(ticket);
    const first = await update(editor, editPayload(ticket, 1, { description: 'Birinci' }));
    expect(first.statusCode, first.body).toBe(200);
    const stale = await update(editor, editPayload(ticket, 1, { description: 'Eski sürüm' }));
    expect(stale.statusCode).toBe(409);
    expect(messagesOf(stale)).toBe(TICKET_DETAIL_MESSAGES.staleVersion);

    const other = await operator(['Ticket.Edit']);
    const racing = await Promise.all([
      update(editor, editPayload(ticket, 2, { description: 'Editörün değişikliği' })),
      update(other, editPayload(ticket, 2, { description: 'Diğerinin değişikliği' })),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = racing[0]!.statusCode === 200 ? 'Editörün değişikliği' : 'Diğerinin değişikliği';
    const row = await ticketRow(id);
    expect(row).toMatchObject({ version: 3, description: winner });
    expect(await historyOf(id)).toHaveLength(2);
  });

  it("saves an edit sent without version (the spec's payload has none), unchecked", async () => {
    const ticket = world.payload(await world.breakdown());
    const { id } = await create(ticket);
    const { version: _version, ...withoutVersion } = editPayload(ticket, 1, {
      description: 'Sürümsüz',
    });
    const response = await update(editor, withoutVersion);
    expect(response.statusCode, response.body).toBe(200);
    expect(await ticketRow(id)).toMatchObject({ version: 2, description: 'Sürümsüz' });
  });

  it('lets only Admin edit a closed ticket', async () => {
    const closing = await world.breakdown({ isCaseClosed: true });
    const ticket = world.payload(closing, { callWrapUpId: world.closingWrapUp.id });
    const { id } = await create(ticket);
    expect((await ticketRow(id)).status).toBe(3);
    const body = editPayload(ticket, 1, { description: 'Kapandıktan sonra düzeltildi.' });

    const refused = await update(editor, body);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(E.closedOnlyAdmin);
    const admin = await operator(['Ticket.Edit', 'Admin']);
    const allowed = await update(admin, body);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await ticketRow(id)).toMatchObject({
      description: 'Kapandıktan sonra düzeltildi.',
      status: 3,
      version: 2,
    });
  });

  it('lets managers edit tickets of manager breakdowns only', async () => {
    const manager = await operator(['Ticket.Edit', 'Manager']);
    const plain = world.payload(await world.breakdown());
    await create(plain);
    const refused = await update(manager, editPayload(plain, 1, { description: 'Müdür notu' }));
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(E.managerOnlyManagerBreakdown);

    // The ticket's source is not a 'Magaza' one, but an unchanged source stays allowed.
    const forManagers = world.payload(await world.breakdown({ isManagerSee: true }));
    const { id } = await create(forManagers);
    const allowed = await update(
      manager,
      editPayload(forManagers, 1, { description: 'Müdür notu' }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await historyOf(id)).toEqual([`Açıklama: ${forManagers.description} → Müdür notu`]);
  });

  it('keeps references deactivated since creation, but refuses choosing an inactive one', async () => {
    const ticket = world.payload(await world.breakdown({ optional: ['Product'] }), {
      products: [{ productId: world.products[2]!.id, count: 1 }],
    });
    const { id } = await create(ticket);
    const [oldSource] = await ctx.db
      .insert(sources)
      .values({ name: `Eski Kaynak ${id.slice(0, 8)}`, groupName: 'Genel', isActive: false })
      .returning();
    // The ticket was opened from a source and with a product that are both passive now.
    await ctx.db.update(tickets).set({ sourceId: oldSource!.id }).where(eq(tickets.id, id));
    await ctx.db
      .update(productsTable)
      .set({ isActive: false })
      .where(eq(productsTable.id, world.products[2]!.id));
    try {
      const kept = await update(
        editor,
        editPayload(ticket, 1, { sourceId: oldSource!.id, description: 'Yalnızca açıklama' }),
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await historyOf(id)).toEqual([`Açıklama: ${ticket.description} → Yalnızca açıklama`]);

      const other = world.payload(await world.breakdown());
      await create(other);
      const chosen = await update(editor, editPayload(other, 1, { sourceId: oldSource!.id }));
      expect(chosen.statusCode).toBe(400);
      expect(messagesOf(chosen)).toBe(TICKET_CREATE_MESSAGES.sourceNotFound);
    } finally {
      await ctx.db
        .update(productsTable)
        .set({ isActive: true })
        .where(eq(productsTable.id, world.products[2]!.id));
    }
  });

  it("refreshes the customer's auto-flag when edits make complaints", async () => {
    const [customer] = await ctx.db
      .insert(customers)
      .values({ firstName: 'Ayşe', lastName: 'Demir', phoneNumber: randomPhone() })
      .returning();
    for (let n = 0; n < 3; n++) {
      const ticket = world.payload(await world.breakdown(), { customerId: customer!.id });
      await create(ticket);
      const complaint = await world.breakdown({ typeName: 'Şikayet' });
      const response = await update(editor, editPayload(ticket, 1, breakdownOf(complaint)));
      expect(response.statusCode, response.body).toBe(200);
    }
    const [flagged] = await ctx.db.select().from(customers).where(eq(customers.id, customer!.id));
    expect(flagged).toMatchObject({ isFlag: true });
    expect(flagged!.flagDescription).toContain('3 şikayet bileti');
  });

  it("keeps the ticket's customer", async () => {
    const ticket = world.payload(await world.breakdown());
    await create(ticket);
    const response = await update(editor, editPayload(ticket, 1, { customerId: agent.id }));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toBe(E.customerChanged);
  });

  it("answers 404 to another store's user on UpdateTicket and DeleteTicket", async () => {
    const ticket = world.payload(await world.breakdown());
    const { id } = await create(ticket);
    const otherStore = await createStore(ctx.db, { type: 0 });
    const stranger = await createUserWithPermissions(ctx.db, ['Ticket.Edit', 'Ticket.Delete']);
    const storeRole = await createRole(ctx.db, [], { roleType: 1 });
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: stranger.id, roleId: storeRole.id, storeId: otherStore.id });

    const edited = await update(stranger, editPayload(ticket, 1, { description: 'Yabancı' }));
    expect(edited.statusCode).toBe(404);
    expect(messagesOf(edited)).toBe(TICKET_DETAIL_MESSAGES.ticketNotFound);
    const deleted = await remove(stranger, id);
    expect(deleted.statusCode).toBe(404);
    expect(await ticketRow(id)).toMatchObject({ version: 1, isDeleted: false });
  });

  it('refuses a duplicate on update to a plain user and lets a holder go on after confirming', async () => {
    const busy = await world.breakdown();
    const open = world.payload(busy);
    const existing = await create(open);
    const ticket = world.payload(await world.breakdown());
    const { id } = await create(ticket);
    const moved = editPayload(ticket, 1, breakdownOf(busy));

    const check = (user: TestUser, body: object) =>
      post(ctx, user, '/api/ticket/checkMultipleTicketSameClient', body);
    const checkBody = { id, customerId: world.customer.id, ...breakdownOf(busy) };
    const plainCheck = await check(editor, checkBody);
    expect(plainCheck.json()).toEqual({
      isMultiple: true,
      canCreate: false,
      message: E.multipleTicket(existing.ticketNo),
    });
    // With a ticket's id the check serves the edit dialog: Ticket.Edit, not Ticket.Create.
    const creatorOnly = await operator([]); // Customer and Ticket.Create
    expect((await check(creatorOnly, checkBody)).statusCode).toBe(403);
    const { id: _edited, ...creationBody } = checkBody;
    expect((await check(creatorOnly, creationBody)).statusCode).toBe(200);
    expect((await check(editor, checkBody)).statusCode).toBe(200);
    // The ticket being edited is no duplicate of itself.
    const itself = await check(editor, { ...checkBody, id: existing.id });
    expect(itself.json()).toMatchObject({ isMultiple: false });

    const refused = await update(editor, moved);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(E.multipleTicket(existing.ticketNo));
    const confirmedByPlain = await update(editor, { ...moved, isMultipleConfirmed: true });
    expect(confirmedByPlain.statusCode).toBe(400);

    const holder = await operator(['Ticket.Edit', 'Ticket.MultipleCreate']);
    const warned = await update(holder, moved);
    expect(warned.statusCode).toBe(400);
    expect(messagesOf(warned)).toBe(E.multipleTicketWarning(existing.ticketNo));
    expect((await ticketRow(id)).ticketTypeId).toBe(ticket.ticketTypeId);

    const confirmed = await update(holder, { ...moved, isMultipleConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await ticketRow(id)).ticketCategorySetId).toBe(busy.set.id);

    // Rewording a ticket in the breakdown it already has adds no repeat, even with a twin there.
    const { version } = await ticketRow(existing.id);
    const reworded = await update(editor, {
      ...editPayload(open, version),
      id: existing.id,
      description: 'Müşteri tekrar aradı.',
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
  });

  it('deletes softly with Ticket.Delete: the row stays and leaves the lists', async () => {
    const ticket = world.payload(await world.breakdown());
    const { id, ticketNo } = await create(ticket);
    const listed = async () => {
      const page = await postOk<{ items: { id: string }[] }>(
        ctx,
        agent,
        '/api/ticket/getalltickets',
        {
          filters: [{ propertyName: 'ticketNo', operator: 'equal', targetValue: ticketNo }],
        },
      );
      return page.items.map((row) => row.id);
    };
    expect(await listed()).toEqual([id]);

    const refused = await remove(editor, id);
    expect(refused.statusCode).toBe(403);
    expect((await ticketRow(id)).isDeleted).toBe(false);

    const deleter = await operator(['Ticket.Delete', 'Ticket.Edit']);
    const deleted = await remove(deleter, id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      isSuccess: true,
      data: { id, version: 2 },
      messages: [E.ticketDeleted],
    });
    const row = await ticketRow(id);
    expect(row).toMatchObject({ isDeleted: true, deletedByUserId: deleter.id, version: 2 });
    expect(row.deletedAt).not.toBeNull();
    expect(await listed()).toEqual([]);
    expect((await remove(deleter, id)).statusCode).toBe(404);
    expect((await update(deleter, editPayload(ticket, 2))).statusCode).toBe(404);
    const detail = await post(ctx, deleter, '/api/ticket/GetTicket', { id });
    expect(detail.statusCode).toBe(404);
    expect(messagesOf(detail)).toBe(TICKET_DETAIL_MESSAGES.ticketNotFound);
  });
});
