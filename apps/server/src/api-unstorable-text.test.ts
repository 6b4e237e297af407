import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@ccms/contract/permissions';
import type { TTicketDocument } from '@ccms/contract/tickets-create';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  callWrapUps,
  campaigns,
  customers,
  customerVoices,
  deliveryTypes,
  mailGroups,
  roles,
  ruleTemplates,
  sources,
  ticketCategories,
  ticketNotes,
  ticketSubCategories,
  ticketTypes,
} from './db/schema/index.ts';
import { TEST_BACKENDS } from './test/backends.ts';
import { createUserWithPermissions, type TestUser } from './test/factories.ts';
import {
  customerPayload,
  get,
  post,
  postMultipart,
  postOk,
  randomToken,
} from './test/http-support.ts';
import { createTestContext, type TestContext } from './test/test-app.ts';
import { createTicketOverHttp } from './test/ticket-fixtures.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  type TicketWorld,
} from './test/ticket-world.ts';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83d';
const REFUSED = /izin verilmeyen bir karakter içeriyor/;

/** The administration creates of the issue: path, the table it writes, a body with this name. */
const ADMIN_CREATES: [string, PgTable, (name: string) => Record<string, unknown>][] = [
  ['tickethierarchy/addtickettype', ticketTypes, (name) => ({ id: randomUUID(), name })],
  ['tickethierarchy/addticketcategory', ticketCategories, (name) => ({ id: randomUUID(), name })],
  [
    'tickethierarchy/addticketsubcategory',
    ticketSubCategories,
    (name) => ({ id: randomUUID(), name }),
  ],
  ['campaign/CreateCampaign', campaigns, (name) => ({ name })],
  ['sources/CreateSource', sources, (name) => ({ name })],
  ['CallWrapUps/Create', callWrapUps, (name) => ({ name })],
  ['customersvoices/CreateCustomersVoice', customerVoices, (name) => ({ name })],
  ['deliveryTypes/Create', deliveryTypes, (name) => ({ name })],
  ['roles/createrole', roles, (name) => ({ name, roleType: 1 })],
  [
    'rulesets/AddRuleTemplate',
    ruleTemplates,
    (name) => ({
      id: randomUUID(),
      name: `Information.${randomToken()}.IsMandatory`,
      displayName: name,
    }),
  ],
  [
    'mailgroups/createOrUpdateMailGroup',
    mailGroups,
    (name) => ({ id: randomUUID(), name, isNew: true }),
  ],
];

describe.each(TEST_BACKENDS)('texts no column can hold, on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let world: TicketWorld;
  let agent: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await createUserWithPermissions(ctx.db, PERMISSIONS);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
  });
  afterAll(() => ctx.close());

  const rowsIn = async (table: PgTable) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

  it.each(ADMIN_CREATES)(
    '%s refuses a NUL or a lone surrogate with 400 naming the field, storing nothing',
    async (path, table, body) => {
      const before = [await rowsIn(table), await rowsIn(adminAuditLog)];
      for (const bad of [NUL, LONE_SURROGATE]) {
        const refused = await post(ctx, admin, `/api/${path}`, body(`Ad ${bad} ${randomToken()}`));
        expect(refused.statusCode, refused.body).toBe(400);
        const [message] = refused.json().messages;
        expect(message).toMatch(REFUSED);
        expect(message).toMatch(/\((name|displayName)\)/);
      }
      expect([await rowsIn(table), await rowsIn(adminAuditLog)]).toEqual(before);
      // The same body without the character is stored: only the character was refused.
      const stored = await post(ctx, admin, `/api/${path}`, body(`Ad ${randomToken()}`));
      expect(stored.statusCode, stored.body).toBe(200);
    },
  );

  it('customers/add and a customers/list filter refuse NUL, naming the field', async () => {
    const before = await rowsIn(customers);
    const added = await post(
      ctx,
      admin,
      '/api/customers/add',
      customerPayload({ firstName: `A${NUL}yşe` }),
    );
    expect(added.statusCode).toBe(400);
    expect(added.json().messages).toEqual([
      'Ad (firstName) izin verilmeyen bir karakter içeriyor (NUL karakteri ya da eksik bir Unicode karakteri).',
    ]);
    expect(await rowsIn(customers)).toBe(before);

    const listed = await post(ctx, admin, '/api/customers/list', {
      filters: [{ propertyName: 'firstName', operator: 'contains', targetValue: `A${NUL}` }],
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().messages[0]).toMatch(/^Süzgeç değeri \(filters\[0\]\.targetValue\) izin/);
  });

  it('users/check refuses NUL in the e-mail address of its query', async () => {
    const answer = await get(
      ctx,
      admin,
      `/api/users/check?emailAddress=a${encodeURIComponent(NUL)}@b.co`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messages[0]).toMatch(/^E-posta adresi \(emailAddress\) izin/);
  });

  it('createTicketNote and the ticket part of createTicket refuse NUL; file names lose control characters', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent, undefined, [
      { name: `rap\u0001or\u001b[31m\u0085.pdf`, content: PDF_TEXT, type: 'application/pdf' },
    ]);
    const documents = await postOk<TTicketDocument[]>(
      ctx,
      agent,
      '/api/ticket/GetDocumentsOfTicket',
      {
        id: ticketId,
      },
    );
    expect(documents.map((document) => document.fileName)).toEqual(['rapor[31m.pdf']);

    const notesBefore = await rowsIn(ticketNotes);
    const note = await post(ctx, agent, '/api/ticket/createTicketNote', {
      ticketId,
      description: `Not ${NUL}`,
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().messages[0]).toMatch(/^Açıklama \(description\) izin/);
    expect(await rowsIn(ticketNotes)).toBe(notesBefore);

    const ticket = world.payload(await world.breakdown(), { description: `Bilet ${NUL}` });
    const created = await postMultipart(
      ctx,
      agent,
      '/api/ticket/createTicket',
      await multipartBody({ ticket }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().messages[0]).toMatch(/\(description\) izin verilmeyen bir karakter/);

    // A NUL as the client-made id keys nothing (found by api-fuzz.test.ts): a refusal, no 500.
    const nulId = world.payload(await world.breakdown(), { id: NUL });
    const refused = await postMultipart(
      ctx,
      agent,
      '/api/ticket/createTicket',
      await multipartBody({ ticket: nulId }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
  });
});
