import { TICKET_CREATE_MESSAGES, type TTicketDocument } from '@ccms/contract/tickets-create';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDocuments, tickets } from '../../../db/schema/index.ts';
import type { TestUser } from '../../../test/factories.ts';
import { openTestFileStore, TEST_BACKEND_STORES } from '../../../test/file-stores.ts';
import { get, messagesOf, post, postMultipart, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStoreUser, createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  PNG_BYTES,
  type TicketWorld,
} from '../../../test/ticket-world.ts';

type Upload = { name: string; content: Uint8Array | string; type?: string };
const png = (name: string): Upload => ({ name, content: PNG_BYTES, type: 'image/png' });

describe.each(TEST_BACKEND_STORES)("the ticket's files on %s, kept on %s", (backend, store) => {
  let backing: Awaited<ReturnType<typeof openTestFileStore>>;
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let deleter: TestUser;

  beforeAll(async () => {
    backing = await openTestFileStore(store);
    ctx = await createTestContext(backend, { env: backing.env });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
    deleter = await world.agent(['Ticket.DeleteDocument']);
  });
  afterAll(async () => {
    await ctx?.close();
    await backing?.close();
  });

  async function upload(user: TestUser, ticketId: string, files: Upload[]) {
    const body = await multipartBody({}, files);
    return postMultipart(ctx, user, `/api/ticket/CreateTicketBlobs/${ticketId}`, body);
  }
  const listFiles = (user: TestUser, ticketId: string) =>
    postOk<TTicketDocument[]>(ctx, user, '/api/ticket/GetDocumentsOfTicket', { id: ticketId });
  const rowOf = async (id: string) =>
    (await ctx.db.select().from(ticketDocuments).where(eq(ticketDocuments.id, id)))[0]!;
  const storedCount = async () => (await backing.keys()).length;
  const isStored = async (storageKey: string) => (await backing.keys()).includes(storageKey);

  it('adds a PNG to a ticket and lists it after the one of creation', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent, undefined, [
      { name: 'fatura.pdf', content: PDF_TEXT, type: 'application/pdf' },
    ]);
    const response = await upload(agent, ticketId, [png('hasar.png')]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { data: TTicketDocument[]; messages: string[] };
    expect(answer.messages).toEqual([TICKET_FILE_MESSAGES.uploadSuccess]);
    expect(answer.data).toEqual([
      expect.objectContaining({
        ticketId,
        fileName: 'hasar.png',
        contentType: 'image/png',
        size: PNG_BYTES.length,
        createdBy: `${agent.name} ${agent.surname}`,
        name: 'hasar',
        extension: '.png',
      }),
    ]);
    expect(answer.data[0]!.entityId).toBe(answer.data[0]!.id);
    const files = await listFiles(agent, ticketId);
    expect(files.map((file) => file.fileName)).toEqual(['fatura.pdf', 'hasar.png']);
    expect(await isStored((await rowOf(answer.data[0]!.id)).storageKey)).toBe(true);
  });

  it('refuses a disallowed type, a call without files and a sixth file, storing nothing', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent);
    const storedBefore = await storedCount();
    const program = await upload(agent, ticketId, [
      png('resim.png'),
      { name: 'kurulum.exe', content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program') },
    ]);
    expect(program.statusCode).toBe(400);
    expect(messagesOf(program)).toBe(TICKET_CREATE_MESSAGES.fileTypeNotAllowed('kurulum.exe'));
    expect(await storedCount()).toBe(storedBefore);
    expect(await listFiles(agent, ticketId)).toEqual([]);
    const none = await upload(agent, ticketId, []);
    expect(none.statusCode).toBe(400);
    expect(messagesOf(none)).toBe(TICKET_FILE_MESSAGES.noFiles);

    const four = Array.from({ length: 4 }, (_, n) => png(`ek-${n}.png`));
    expect((await upload(agent, ticketId, four)).statusCode).toBe(200);
    const tooMany = await upload(agent, ticketId, [png('ek-5.png'), png('ek-6.png')]);
    expect(tooMany.statusCode).toBe(400);
    expect(messagesOf(tooMany)).toBe(TICKET_FORM_MESSAGES.tooManyFiles);
    expect((await upload(agent, ticketId, [png('ek-5.png')])).statusCode).toBe(200);
    const sixth = await upload(agent, ticketId, [png('ek-6.png')]);
    expect(sixth.statusCode).toBe(400);
    expect(messagesOf(sixth)).toBe(TICKET_FORM_MESSAGES.tooManyFiles);
    expect(await listFiles(agent, ticketId)).toHaveLength(5);
    const rows = await ctx.db
      .select()
      .from(ticketDocuments)
      .where(eq(ticketDocuments.ticketId, ticketId));
    expect(rows).toHaveLength(5);
    expect(await storedCount()).toBe(storedBefore + 5);
  });

  it('keeps five files at most when two uploads arrive at once', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent);
    const three = (prefix: string) =>
      Array.from({ length: 3 }, (_, n) => png(`${prefix}-${n}.png`));
    const answers = await Promise.all([
      upload(agent, ticketId, three('ilk')),
      upload(agent, ticketId, three('ikinci')),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await listFiles(agent, ticketId)).toHaveLength(3);
  });

  it('refuses files from a user who may neither act on nor edit the ticket', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent);
    const reader = await createStoreUser(ctx.db, world.store.id);
    expect(await listFiles(reader, ticketId)).toEqual([]);
    expect((await upload(reader, ticketId, [png('okuyucu.png')])).statusCode).toBe(403);
    expect(await listFiles(agent, ticketId)).toEqual([]);
  });

  it('deletes one file only with Ticket.DeleteDocument, keeping its row', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent, undefined, [
      png('bir.png'),
      png('iki.png'),
    ]);
    const [first, second] = await listFiles(agent, ticketId);
    const refused = await post(ctx, agent, '/api/ticket/DeleteDocumentOfTicket', {
      id: first!.id,
    });
    expect(refused.statusCode).toBe(403);
    expect((await rowOf(first!.id)).isDeleted).toBe(false);

    const mismatched = await post(ctx, deleter, '/api/ticket/DeleteDocumentOfTicket', {
      entityId: first!.id,
      id: second!.id,
    });
    expect(mismatched.statusCode).toBe(400);
    expect((await rowOf(second!.id)).isDeleted).toBe(false);

    // The spec's field is the entity id; our browser sends `id`, taken as well (below).
    const response = await post(ctx, deleter, '/api/ticket/DeleteDocumentOfTicket', {
      entityId: first!.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isSuccess: true,
      data: { id: first!.id },
      messages: [TICKET_FILE_MESSAGES.fileDeleted],
    });
    const row = await rowOf(first!.id);
    expect(row).toMatchObject({
      fileName: 'bir.png',
      isDeleted: true,
      deletedByUserId: deleter.id,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await isStored(row.storageKey)).toBe(false);
    expect((await listFiles(agent, ticketId)).map((file) => file.id)).toEqual([second!.id]);
    expect((await get(ctx, agent, `/api/documents/download?id=${first!.id}`)).statusCode).toBe(404);

    const again = await post(ctx, deleter, '/api/ticket/DeleteDocumentOfTicket', {
      id: first!.id,
    });
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toBe(TICKET_CREATE_MESSAGES.documentNotFound);
  });

  it('deletes all files of a ticket at once; the ticket takes five new ones after', async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent, undefined, [
      png('a.png'),
      png('b.png'),
      { name: 'c.pdf', content: PDF_TEXT, type: 'application/pdf' },
    ]);
    const before = await listFiles(agent, ticketId);
    expect(
      (await post(ctx, agent, '/api/ticket/DeleteAllDocumentOfTicket', { id: ticketId }))
        .statusCode,
    ).toBe(403);
    const response = await post(ctx, deleter, '/api/ticket/DeleteAllDocumentOfTicket', {
      id: ticketId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isSuccess: true,
      data: { deletedCount: 3 },
      messages: [TICKET_FILE_MESSAGES.filesDeleted],
    });
    expect(await listFiles(agent, ticketId)).toEqual([]);
    for (const file of before) {
      const row = await rowOf(file.id);
      expect(row).toMatchObject({ isDeleted: true, deletedByUserId: deleter.id });
      expect(await isStored(row.storageKey)).toBe(false);
    }
    const five = Array.from({ length: 5 }, (_, n) => png(`yeni-${n}.png`));
    expect((await upload(agent, ticketId, five)).statusCode).toBe(200);
  });

  it("answers 404 to another store's user on every file call, and for a deleted ticket", async () => {
    const ticketId = await createTicketOverHttp(ctx, world, agent, undefined, [png('gizli.png')]);
    const [file] = await listFiles(agent, ticketId);
    const outsider = await createStoreUser(ctx.db, world.onlineShop.id, [
      'Ticket.DeleteDocument',
      'Ticket.Edit',
    ]);
    const calls = [
      await post(ctx, outsider, '/api/ticket/GetDocumentsOfTicket', { id: ticketId }),
      await post(ctx, outsider, '/api/ticket/DeleteDocumentOfTicket', { id: file!.id }),
      await post(ctx, outsider, '/api/ticket/DeleteAllDocumentOfTicket', { id: ticketId }),
      await upload(outsider, ticketId, [png('dışarıdan.png')]),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(messagesOf(calls[1]!)).toBe(TICKET_CREATE_MESSAGES.documentNotFound);
    expect(await listFiles(agent, ticketId)).toHaveLength(1);

    await ctx.db.update(tickets).set({ isDeleted: true }).where(eq(tickets.id, ticketId));
    expect(
      (await post(ctx, agent, '/api/ticket/GetDocumentsOfTicket', { id: ticketId })).statusCode,
    ).toBe(404);
    expect((await upload(agent, ticketId, [png('silinmiş.png')])).statusCode).toBe(404);
  });
});
