import fs from 'node:fs';
import path from 'node:path';
import { TICKET_CREATE_MESSAGES } from '@ccms/contract/tickets-create';
import { TICKET_FORM_MESSAGES as F } from '@ccms/contract/tickets-form/messages';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  ticketActivities,
  ticketAnswers,
  ticketDocuments,
  ticketFlows,
  ticketProducts,
  tickets,
} from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { messagesOf, post, postMultipart } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  PNG_BYTES,
  type TicketWorld,
} from '../../../test/ticket-world.ts';

type Upload = { name: string; content: Uint8Array | string; type?: string };

describe.each(TEST_BACKENDS)('ticket/createTicket on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;

  beforeAll(async () => {
    // 1 MB files at most, so the size limit is cheap to provoke.
    ctx = await createTestContext(backend, { env: { MAX_FILE_MB: '1' } });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
  });
  afterAll(() => ctx.close());

  async function create(user: TestUser, ticket: unknown, files: Upload[] = []) {
    const body = await multipartBody(ticket === undefined ? {} : { ticket }, files);
    return postMultipart(ctx, user, '/api/ticket/createTicket', body);
  }
  const rowsOf = async (ticketId: string) => {
    const count = (
      table:
        | typeof ticketProducts
        | typeof ticketDocuments
        | typeof ticketActivities
        | typeof ticketFlows,
    ) =>
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.ticketId, ticketId));
    const [[ticket], [products], [documents], [activities], [flows]] = await Promise.all([
      ctx.db.select().from(tickets).where(eq(tickets.id, ticketId)),
      count(ticketProducts),
      count(ticketDocuments),
      count(ticketActivities),
      count(ticketFlows),
    ]);
    return {
      ticket,
      products: products!.n,
      documents: documents!.n,
      activities: activities!.n,
      flows: flows!.n,
    };
  };
  const filesOnDisk = () => {
    const dir = ctx.config.files.dir;
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true })
          .filter((entry) => fs.statSync(path.join(dir, String(entry))).isFile()).length
      : 0;
  };

  it('creates a pending ticket owned by the rule set, with products, file, activity, flow and SLA', async () => {
    const of = await world.breakdown({ mandatory: ['Product'], sla: 48 });
    const ticket = world.payload(of, {
      products: [
        { productId: world.products[0]!.id, count: 2 },
        { productId: world.products[1]!.id, count: 1 },
      ],
    });
    const response = await create(agent, ticket, [
      { name: 'fiş.png', content: PNG_BYTES, type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as {
      data: { id: string; ticketNo: number; status: number; subStatus: number };
    };
    expect(data).toMatchObject({ id: ticket.id, status: 1, subStatus: 1 });
    expect(data.ticketNo).toBeGreaterThanOrEqual(100000);

    const stored = await rowsOf(ticket.id);
    expect(stored.ticket).toMatchObject({
      currentRoleId: world.ownerRole.id,
      responsibleStoreId: world.solutionUnit.id,
      createdByUserId: agent.id,
      slaMinutes: 48 * 60,
      closedAt: null,
    });
    expect(stored.ticket!.slaDeadlineBm).toBeGreaterThan(0);
    expect(stored).toMatchObject({ products: 2, documents: 1, activities: 1, flows: 1 });

    const list = await post(ctx, agent, '/api/customers/tickets', {
      customerId: world.customer.id,
    });
    expect(list.json().items.map((row: { id: string }) => row.id)).toContain(ticket.id);
    expect(list.json().items[0]).toMatchObject({
      id: ticket.id,
      type: of.type.name,
      solutionName: world.solutionUnit.name,
    });
  });

  it('answers every validation message of the ticket form over HTTP', async () => {
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
    const closing = await world.breakdown({ isCaseClosed: true });
    const cases: [string, TTicketFormInput, string][] = [
      ['source', world.payload(everything, { sourceId: '' as never }), F.sourceRequired],
      ['description', world.payload(everything, { description: '  ' }), F.descriptionRequired],
      ['device', world.payload(everything), F.deviceRequired],
      ['os', world.payload(everything, { device: 'Mobile' }), F.deviceOsRequired],
      ['delivery', world.payload(everything), F.deliveryTypeRequired],
      ['order', world.payload(everything), F.orderNumberRequired],
      ['cancelling', world.payload(everything), F.orderCancellingRequired],
      ['campaign', world.payload(everything), F.campaignRequired],
      ['cargo', world.payload(everything), F.cargoCompanyRequired],
      ['problem', world.payload(everything), F.problemRequired],
      ['product', world.payload(everything), F.productRequired],
      [
        'count',
        world.payload(everything, { products: [{ productId: world.products[0]!.id, count: 0 }] }),
        F.productCountRequired,
      ],
      [
        'waiting',
        world.payload(everything, {
          isWaitingForProduct: true,
          products: [{ productId: world.products[0]!.id, count: 1 }],
        }),
        F.productWhileWaiting,
      ],
      [
        'contract',
        world.payload(everything, {
          campaign: { campaignId: world.contractCampaign.id, contract: null },
        }),
        F.contractRequired,
      ],
      ['card', world.payload(everything, { currentWatsonsCardNo: '12345' }), F.cardNumberInvalid],
      ['wrap-up', world.payload(closing), F.callWrapUpRequired],
      [
        'voice',
        world.payload(closing, { callWrapUpId: world.voiceWrapUp.id }),
        F.customerVoiceRequired,
      ],
    ];
    for (const [name, ticket, message] of cases) {
      const response = await create(agent, ticket);
      expect(response.statusCode, name).toBe(400);
      expect(messagesOf(response), name).toContain(message);
    }
    const ids = cases.map(([, ticket]) => ticket.id);
    const written = await ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`${tickets.id} in ${ids}`);
    expect(written).toEqual([]);
  });

  it('asks every survey question and the IVR description of an IVR breakdown', async () => {
    const first = await world.question(-2);
    const second = await world.question(-1);
    const ivr = await world.breakdown({ isIvr: true });
    // Other tests' questions are active too; answer every active question but the ones under test.
    const response = await create(
      agent,
      world.payload(ivr, { answers: [{ id: first.id, state: true, ivrDescription: null }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(F.surveyIncomplete);
    expect(messagesOf(response)).toContain(F.questionUnanswered);
    expect(messagesOf(response)).toContain(F.ivrDescriptionRequired);

    const answered = world.payload(ivr, {
      answers: [
        { id: first.id, state: true, ivrDescription: 'IVR menüsünde kayboldu' },
        { id: second.id, state: false, ivrDescription: null },
      ],
    });
    const ok = await create(agent, answered);
    expect(ok.statusCode, ok.body).toBe(200);
    const answers = await ctx.db
      .select()
      .from(ticketAnswers)
      .where(eq(ticketAnswers.ticketId, answered.id));
    expect(answers.map((a) => [a.questionId, a.state, a.ivrDescription]).sort()).toEqual(
      [
        [first.id, true, 'IVR menüsünde kayboldu'],
        [second.id, false, null],
      ].sort(),
    );
  });

  it('refuses sub-categories whose call type does not fit the store', async () => {
    const eCommerce = await world.breakdown({ callType: 2 });
    const inbound = await world.breakdown({ callType: 1 });
    const atStore = await create(agent, world.payload(eCommerce));
    expect(messagesOf(atStore)).toContain(F.subCategoryNotForStore);
    const atShop = await create(agent, world.payload(inbound, { storeId: world.onlineShop.id }));
    expect(messagesOf(atShop)).toContain(F.subCategoryNotForStore);
    const fits = await create(agent, world.payload(eCommerce, { storeId: world.onlineShop.id }));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('closes a case-closed ticket at once with wrap-up and voice, without SLA', async () => {
    const closing = await world.breakdown({ isCaseClosed: true, sla: 24 });
    const ticket = world.payload(closing, {
      callWrapUpId: world.voiceWrapUp.id,
      customerVoiceId: world.voice.id,
    });
    const response = await create(agent, ticket);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 3, subStatus: 7 });
    const { ticket: row } = await rowsOf(ticket.id);
    expect(row).toMatchObject({
      status: 3,
      subStatus: 7,
      closedUserId: agent.id,
      callWrapUpId: world.voiceWrapUp.id,
      customerVoiceId: world.voice.id,
      slaMinutes: null,
    });
    expect(row!.closedAt).not.toBeNull();

    // Another breakdown, so the repeat rule does not refuse the second ticket.
    const keptOpen = world.payload(await world.breakdown({ isCaseClosed: true }), {
      isNotClosed: true,
    });
    const open = await create(agent, keptOpen);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ status: 1, subStatus: 1 });
  });

  it('gives no SLA to an unlimited rule set', async () => {
    const unlimited = await world.breakdown({ isDeletedFromSLA: true });
    const ticket = world.payload(unlimited);
    expect((await create(agent, ticket)).statusCode).toBe(200);
    expect((await rowsOf(ticket.id)).ticket).toMatchObject({
      slaMinutes: null,
      slaDeadlineBm: null,
    });
  });

  it('refuses a file over the size limit and a sixth file, writing nothing', async () => {
    const of = await world.breakdown();
    const before = filesOnDisk();
    const big = world.payload(of);
    const tooBig = await create(agent, big, [
      { name: 'küçük.pdf', content: PDF_TEXT },
      { name: 'büyük.pdf', content: `${PDF_TEXT}${'x'.repeat(1024 * 1024)}` },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(messagesOf(tooBig)).toContain(TICKET_CREATE_MESSAGES.fileTooLarge('büyük.pdf', 1));

    const many = world.payload(of);
    const sixFiles = await create(
      agent,
      many,
      Array.from({ length: 6 }, (_, n) => ({ name: `belge-${n}.pdf`, content: PDF_TEXT })),
    );
    expect(sixFiles.statusCode).toBe(400);
    expect(messagesOf(sixFiles)).toContain(F.tooManyFiles);

    expect((await rowsOf(big.id)).ticket).toBeUndefined();
    expect((await rowsOf(many.id)).ticket).toBeUndefined();
    expect(filesOnDisk()).toBe(before);
  });

  it('checks files by their content, not their name', async () => {
    const of = await world.breakdown();
    const disguised = await create(agent, world.payload(of), [
      {
        name: 'fatura.pdf',
        content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a pdf', 'latin1'),
      },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(messagesOf(disguised)).toContain(
      TICKET_CREATE_MESSAGES.fileTypeNotAllowed('fatura.pdf'),
    );
    const text = world.payload(of);
    const note = await create(agent, text, [
      { name: 'not.txt', content: 'Müşteri notu: iade talebi.' },
    ]);
    expect(note.statusCode, note.body).toBe(200);
  });

  it('leaves nothing behind when the database fails mid-creation', async () => {
    const of = await world.breakdown({ mandatory: ['Product'] });
    await ctx.db.execute(
      sql.raw(`create function fail_marked_activity() returns trigger language plpgsql as $$
        begin
          if new.description = 'HATA-ENJEKTE' then raise exception 'injected failure'; end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger fail_marked_activity before insert on ticket_activities
        for each row execute function fail_marked_activity()`),
    );
    try {
      const before = filesOnDisk();
      const ticket = world.payload(of, {
        description: 'HATA-ENJEKTE',
        products: [{ productId: world.products[2]!.id, count: 1 }],
      });
      const response = await create(agent, ticket, [{ name: 'foto.png', content: PNG_BYTES }]);
      expect(response.statusCode).toBe(500);
      expect(await rowsOf(ticket.id)).toEqual({
        ticket: undefined,
        products: 0,
        documents: 0,
        activities: 0,
        flows: 0,
      });
      expect(filesOnDisk()).toBe(before);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_marked_activity on ticket_activities'));
      await ctx.db.execute(sql.raw('drop function fail_marked_activity()'));
    }
  });

  it('refuses a repeated ticket to users without Ticket.MultipleCreate, and lets holders create it', async () => {
    const of = await world.breakdown();
    const first = world.payload(of);
    expect((await create(agent, first)).statusCode).toBe(200);
    const { ticketNo } = (await rowsOf(first.id)).ticket!;
    const breakdown = {
      customerId: first.customerId,
      ticketTypeId: first.ticketTypeId,
      ticketCategoryId: first.ticketCategoryId,
      ticketSubCategoryId: first.ticketSubCategoryId,
    };

    const check = await post(ctx, agent, '/api/ticket/checkMultipleTicketSameClient', {
      ...first,
      id: undefined,
    });
    expect(check.json()).toEqual({
      isMultiple: true,
      canCreate: false,
      message: TICKET_CREATE_MESSAGES.multipleTicket(ticketNo),
    });
    // The creation form's next ticket carries its client-made id, not stored yet: the same check.
    const formTicket = world.payload(of);
    const formCheck = await post(
      ctx,
      agent,
      '/api/ticket/checkMultipleTicketSameClient',
      formTicket,
    );
    expect(formCheck.statusCode, formCheck.body).toBe(200);
    expect(formCheck.json()).toEqual(check.json());
    const refused = await create(agent, formTicket);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(TICKET_CREATE_MESSAGES.multipleTicket(ticketNo));

    const allowed = await world.agent(['Ticket.MultipleCreate']);
    const warning = await post(
      ctx,
      allowed,
      '/api/ticket/checkMultipleTicketSameClient',
      breakdown,
    );
    expect(warning.json()).toEqual({
      isMultiple: true,
      canCreate: true,
      message: TICKET_CREATE_MESSAGES.multipleTicketWarning(ticketNo),
    });
    expect((await create(allowed, world.payload(of))).statusCode).toBe(200);

    const duplicate = await post(ctx, agent, '/api/customers/checkCustomerDuplicateTickets', {
      customerId: first.customerId,
      type: first.ticketTypeId,
      category: first.ticketCategoryId,
      subCategory: first.ticketSubCategoryId,
    });
    expect(duplicate.json().userConfirmation).toBe(true);
    expect(duplicate.json().responseMessage).toMatch(
      /^Müşterinin bu kırılımda açık bir bileti var: #\d+$/,
    );
  });

  it("limits store managers to 'Magaza' sources and manager category sets", async () => {
    const manager = await createUserWithPermissions(ctx.db, [
      'Customer',
      'Ticket.Create',
      'Manager',
      'Ticket.MultipleCreate',
    ]);
    const managerSet = await world.breakdown({ isManagerSee: true });
    const hiddenSet = await world.breakdown({ isManagerSee: false });
    const wrongSource = await create(manager, world.payload(managerSet));
    expect(messagesOf(wrongSource)).toBe(TICKET_CREATE_MESSAGES.sourceNotForManager);
    const wrongSet = await create(
      manager,
      world.payload(hiddenSet, { sourceId: world.storeSource.id }),
    );
    expect(messagesOf(wrongSet)).toBe(TICKET_CREATE_MESSAGES.categorySetNotForManager);
    const fine = await create(
      manager,
      world.payload(managerSet, { sourceId: world.storeSource.id }),
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('answers 409 to a second creation with the same id and keeps the first', async () => {
    const ticket = world.payload(await world.breakdown());
    expect((await create(agent, ticket)).statusCode).toBe(200);
    const holder = await world.agent(['Ticket.MultipleCreate']);
    const again = await create(holder, { ...ticket, description: 'Başka bir açıklama' });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toBe(TICKET_CREATE_MESSAGES.ticketAlreadyExists);
    expect((await rowsOf(ticket.id)).ticket?.description).toBe(ticket.description);
  });

  it('answers 400 without a ticket part or with broken JSON, and 403 without Ticket.Create', async () => {
    expect(messagesOf(await create(agent, undefined))).toBe(
      TICKET_CREATE_MESSAGES.ticketPartMissing,
    );
    expect(messagesOf(await create(agent, '{oops'))).toBe(TICKET_CREATE_MESSAGES.ticketPartInvalid);
    const reader = await createUserWithPermissions(ctx.db, ['Customer']);
    expect((await create(reader, world.payload(await world.breakdown()))).statusCode).toBe(403);
  });

  it('flags the customer automatically at the third complaint', async () => {
    const complaint = await world.breakdown({ typeName: 'Şikayet' });
    const holder = await world.agent(['Ticket.MultipleCreate']);
    for (let n = 0; n < 3; n++) {
      expect((await create(holder, world.payload(complaint))).statusCode).toBe(200);
    }
    const [customer] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.id, world.customer.id));
    expect(customer).toMatchObject({ isFlag: true });
    expect(customer!.flagDescription).toMatch(/şikayet bileti/);
  });
});
