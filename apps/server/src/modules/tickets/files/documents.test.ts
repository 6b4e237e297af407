import { TICKET_CREATE_MESSAGES, type TTicketDocument } from '@ccms/contract/tickets-create';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRolesInStores } from '../../../db/schema/index.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { openTestFileStore, TEST_BACKEND_STORES } from '../../../test/file-stores.ts';
import { get, messagesOf, post, postMultipart } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { postTicket } from '../../../test/ticket-fixtures.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  PNG_BYTES,
  type TicketWorld,
} from '../../../test/ticket-world.ts';

describe.each(TEST_BACKEND_STORES)('ticket documents on %s, files on %s', (backend, store) => {
  let backing: Awaited<ReturnType<typeof openTestFileStore>>;
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let ticketId: string;
  let document: TTicketDocument;

  beforeAll(async () => {
    backing = await openTestFileStore(store);
    ctx = await createTestContext(backend, { env: backing.env });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
    const ticket = world.payload(await world.breakdown());
    ticketId = ticket.id;
    await postTicket(ctx, agent, ticket, [
      { name: 'Müşteri şikâyeti "özet".pdf', content: PDF_TEXT },
    ]);
    const uploaded = await postMultipart(
      ctx,
      agent,
      '/api/documents/upload',
      await multipartBody({ ticketId }, [
        { name: 'C:\\fotoğraflar\\kutu.png', content: PNG_BYTES },
      ]),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    [document] = uploaded.json().data as TTicketDocument[];
  });
  afterAll(async () => {
    await ctx?.close();
    await backing?.close();
  });

  it('stores an upload under its base name with the type its content shows', () => {
    expect(document).toMatchObject({
      ticketId,
      fileName: 'kutu.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
  });

  it('downloads the file with its original name safely encoded', async () => {
    const byId = await get(ctx, agent, `/api/documents/download?id=${document.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(byId.headers['content-type']).toBe('image/png');
    expect(byId.headers['content-disposition']).toBe('attachment; filename=kutu.png');
    const byBlob = await get(
      ctx,
      agent,
      `/api/documents/blob?ticketId=${ticketId}&blobId=${document.id}`,
    );
    expect(byBlob.statusCode).toBe(200);
  });

  it('answers 404 for a document of another ticket or one the user cannot see', async () => {
    const wrongTicket = await get(
      ctx,
      agent,
      `/api/documents/blob?ticketId=${world.customer.id}&blobId=${document.id}`,
    );
    expect(wrongTicket.statusCode).toBe(404);
    expect(messagesOf(wrongTicket)).toBe(TICKET_CREATE_MESSAGES.documentNotFound);

    // A store employee elsewhere: no flow, no store role at the ticket's store.
    const outsider = await createUserWithPermissions(ctx.db, ['Customer']);
    expect((await get(ctx, outsider, `/api/documents/download?id=${document.id}`)).statusCode).toBe(
      404,
    );
    const list = await post(ctx, outsider, '/api/customers/tickets', {
      customerId: world.customer.id,
    });
    expect(list.json().totalCount).toBe(0);

    // The same user once they hold a store-type role at the ticket's store.
    const storeRole = await createRole(ctx.db, [], { roleType: 0 });
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: outsider.id, roleId: storeRole.id, storeId: world.store.id });
    expect((await get(ctx, outsider, `/api/documents/download?id=${document.id}`)).statusCode).toBe(
      200,
    );
    const visible = await post(ctx, outsider, '/api/customers/tickets', {
      customerId: world.customer.id,
    });
    expect(visible.json().totalCount).toBe(1);
  });

  it('keeps a ticket at five files at most', async () => {
    const files = Array.from({ length: 4 }, (_, n) => ({ name: `ek-${n}.pdf`, content: PDF_TEXT }));
    const response = await postMultipart(
      ctx,
      agent,
      '/api/documents/upload',
      await multipartBody({ ticketId }, files),
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toBe(TICKET_FORM_MESSAGES.tooManyFiles);
  });
});
