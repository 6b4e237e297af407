import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { TICKET_CREATE_MESSAGES } from '@ccms/contract/tickets-create';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingFiles, ticketDocuments } from '../../../db/schema/index.ts';
import { createFileStore } from '../../../platform/files/create-file-store.ts';
import { type FileStore, newFileKey } from '../../../platform/files/file-store.ts';
import type { TestUser } from '../../../test/factories.ts';
import { openTestFileStore, TEST_FILE_STORES } from '../../../test/file-stores.ts';
import { get, messagesOf, post, postMultipart } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStoreUser } from '../../../test/ticket-fixtures.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  PNG_BYTES,
  type TicketWorld,
} from '../../../test/ticket-world.ts';
import { PENDING_FILE_GRACE_MS, sweepPendingFiles } from './sweep-job.ts';

type Upload = { name: string; content: Uint8Array | string; type?: string };

/** A PDF of about `size` bytes whose every byte is known. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from(PDF_TEXT), Buffer.from('%'.repeat(size - PDF_TEXT.length))]);

describe.each(TEST_FILE_STORES)('ticket files kept on %s', (kind) => {
  let backing: Awaited<ReturnType<typeof openTestFileStore>>;
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let files: FileStore;

  beforeAll(async () => {
    backing = await openTestFileStore(kind);
    // 1 MB files at most, so the size limit is cheap to provoke.
    ctx = await createTestContext('pglite', { env: { ...backing.env, MAX_FILE_MB: '1' } });
    files = createFileStore(ctx.config.files);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.DeleteDocument']);
  });
  afterAll(async () => {
    files.close();
    await ctx?.close();
    await backing?.close();
  });

  async function create(files: Upload[], overrides = {}) {
    const ticket = world.payload(await world.breakdown(), overrides);
    const body = await multipartBody({ ticket }, files);
    return {
      ticket,
      response: await postMultipart(ctx, agent, '/api/ticket/createTicket', body),
    };
  }
  const documentsOf = (ticketId: string) =>
    ctx.db.select().from(ticketDocuments).where(eq(ticketDocuments.ticketId, ticketId));
  const pendingCount = async () =>
    (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(pendingFiles))[0]!.n;

  it('stores the files of a new ticket there and downloads them whole', async () => {
    const pdf = pdfOf(300_000);
    const { ticket, response } = await create([
      { name: 'fatura.pdf', content: pdf, type: 'application/pdf' },
      { name: 'foto.png', content: PNG_BYTES, type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await documentsOf(ticket.id);
    expect(rows.map((row) => [row.fileName, row.size]).sort()).toEqual([
      ['fatura.pdf', pdf.length],
      ['foto.png', PNG_BYTES.length],
    ]);
    const keys = await backing.keys();
    for (const row of rows) expect(keys).toContain(row.storageKey);
    expect(await pendingCount()).toBe(0);

    const document = rows.find((row) => row.fileName === 'fatura.pdf')!;
    const download = await get(ctx, agent, `/api/documents/download?id=${document.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['accept-ranges']).toBe('bytes');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toBe('attachment; filename=fatura.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers a range of a large PDF with 206, and 416 past its end', async () => {
    const pdf = pdfOf(800_000);
    const { ticket, response } = await create([{ name: 'katalog.pdf', content: pdf }]);
    expect(response.statusCode, response.body).toBe(200);
    const [document] = await documentsOf(ticket.id);
    const url = `/api/documents/blob?ticketId=${ticket.id}&blobId=${document!.id}`;
    const ranged = async (range: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { range, ...(await ctx.authHeader(agent)) } });

    const middle = await ranged('bytes=500000-500999');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 500000-500999/${pdf.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.headers['content-type']).toBe('application/pdf');
    expect(middle.rawPayload.equals(pdf.subarray(500_000, 501_000))).toBe(true);

    const tail = await ranged('bytes=-100');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 100))).toBe(true);

    const past = await ranged(`bytes=${pdf.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.json()).toEqual({
      isSuccess: false,
      messages: ['İstenen dosya bölümü (Range) bu dosyada bulunmuyor.'],
    });
  });

  it('removes the stored files when the ticket write fails after storing them', async () => {
    await ctx.db.execute(
      sql.raw(`create function fail_marked_activity() returns trigger language plpgsql as $$
        begin
          if new.description = 'DOSYA-HATA' then raise exception 'injected failure'; end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger fail_marked_activity before insert on ticket_activities
        for each row execute function fail_marked_activity()`),
    );
    try {
      const before = await backing.keys();
      const { ticket, response } = await create(
        [
          { name: 'a.pdf', content: pdfOf(200_000) },
          { name: 'b.png', content: PNG_BYTES },
        ],
        { description: 'DOSYA-HATA' },
      );
      expect(response.statusCode).toBe(500);
      expect(await documentsOf(ticket.id)).toEqual([]);
      expect(await backing.keys()).toEqual(before);
      expect(await pendingCount()).toBe(0);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_marked_activity on ticket_activities'));
      await ctx.db.execute(sql.raw('drop function fail_marked_activity()'));
    }
  });

  it('removes what was stored when a later file is refused: too large, or not text after all', async () => {
    const before = await backing.keys();
    const tooLarge = await create([
      { name: 'küçük.pdf', content: PDF_TEXT },
      { name: 'büyük.pdf', content: pdfOf(1024 * 1024 + 1) },
    ]);
    expect(tooLarge.response.statusCode).toBe(413);
    expect(messagesOf(tooLarge.response)).toBe(TICKET_CREATE_MESSAGES.fileTooLarge('büyük.pdf', 1));
    // Plain text for far more than the content check's first bytes, then a control character.
    const notText = await create([
      { name: 'foto.png', content: PNG_BYTES },
      { name: 'not.txt', content: `${'Müşteri notu. '.repeat(40_000)}\u0001` },
    ]);
    expect(notText.response.statusCode).toBe(400);
    expect(messagesOf(notText.response)).toBe(TICKET_CREATE_MESSAGES.fileTypeNotAllowed('not.txt'));
    expect(await backing.keys()).toEqual(before);
    expect(await pendingCount()).toBe(0);
  });

  it('leaves no object behind when the client goes away in the middle of an upload', async () => {
    const before = await backing.keys();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const ticket = world.payload(await world.breakdown());
    const boundary = 'ccms-kesik-yukleme';
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/ticket/createTicket',
      headers: {
        ...(await ctx.authHeader(agent)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(5 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    request.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="ticket"\r\n\r\n${JSON.stringify(ticket)}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="ilk.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    request.write(PNG_BYTES);
    request.write(
      `\r\n--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="yarım.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    );
    request.write(pdfOf(400_000));
    // The first file is stored and the second under way: then the connection drops.
    const patiently = { timeout: 15_000, interval: 100 };
    await vi.waitFor(async () => expect(await pendingCount()).toBeGreaterThanOrEqual(2), patiently);
    request.destroy();
    // The request's clean-up runs after the client is gone.
    await vi.waitFor(async () => {
      expect(await pendingCount()).toBe(0);
      expect(await backing.keys()).toHaveLength(before.length);
    }, patiently);
    expect(await backing.keys()).toEqual(before);
    expect(await documentsOf(ticket.id)).toEqual([]);
  });

  it('sweeps the files of a request that died, once the grace period is over', async () => {
    const key = newFileKey();
    const young = newFileKey();
    await ctx.db.insert(pendingFiles).values([{ storageKey: key }, { storageKey: young }]);
    await files.put(key, Readable.from([PNG_BYTES]));
    await files.put(young, Readable.from([PNG_BYTES]));
    const { ticket, response } = await create([{ name: 'kalıcı.png', content: PNG_BYTES }]);
    expect(response.statusCode).toBe(200);
    const [kept] = await documentsOf(ticket.id);
    // A live document's file is never swept, even if a pending row named it.
    await ctx.db.insert(pendingFiles).values({ storageKey: kept!.storageKey });

    const later = new Date(Date.now() + PENDING_FILE_GRACE_MS / 2);
    await ctx.db
      .update(pendingFiles)
      .set({ createdAt: new Date(Date.now() - PENDING_FILE_GRACE_MS) })
      .where(sql`${pendingFiles.storageKey} <> ${young}`);
    const deps = { db: ctx.db, files, clock: { now: () => later }, timeZone: 'Europe/Istanbul' };
    expect(await sweepPendingFiles(deps)).toBe(1);
    const keys = await backing.keys();
    expect(keys).not.toContain(key);
    expect(keys).toContain(young);
    expect(keys).toContain(kept!.storageKey);
    const pending = await ctx.db.select().from(pendingFiles);
    expect(pending.map((row) => row.storageKey).sort()).toEqual([kept!.storageKey, young].sort());
    await ctx.db.delete(pendingFiles);
    await files.remove(young);
  });

  it("removes a deleted document's file from the store", async () => {
    const { ticket, response } = await create([{ name: 'silinecek.png', content: PNG_BYTES }]);
    expect(response.statusCode).toBe(200);
    const [document] = await documentsOf(ticket.id);
    expect(await backing.keys()).toContain(document!.storageKey);
    const deleted = await post(ctx, agent, '/api/ticket/DeleteDocumentOfTicket', {
      id: document!.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await backing.keys()).not.toContain(document!.storageKey);
    expect(await pendingCount()).toBe(0);
    const outsider = await createStoreUser(ctx.db, world.onlineShop.id);
    expect(
      (await get(ctx, outsider, `/api/documents/download?id=${document!.id}`)).statusCode,
    ).toBe(404);
  });
});
