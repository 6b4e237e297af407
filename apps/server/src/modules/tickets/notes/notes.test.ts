import { randomUUID } from 'node:crypto';
import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import { TICKET_NOTE_MESSAGES, type TTicketNote } from '@ccms/contract/tickets-notes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketNotes } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { messagesOf, post, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStoreUser, createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('ticket notes on %s', (backend) => {
  const clock = fixedClock(new Date());
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let ticketId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
    ticketId = await createTicketOverHttp(ctx, world, agent);
  });
  afterAll(() => ctx.close());

  /** Each note a minute after the one before, so "newest first" is decided by time. */
  async function addNote(user: TestUser, description: unknown, id = ticketId) {
    clock.set(new Date(clock.now().getTime() + 60_000));
    return post(ctx, user, '/api/ticket/createTicketNote', { ticketId: id, description });
  }
  const listNotes = (user: TestUser, id = ticketId) =>
    postOk<TTicketNote[]>(ctx, user, '/api/ticket/GetTicketNotes', { id });

  it('adds notes and lists the active ones newest first', async () => {
    const first = await addNote(agent, 'Müşteri yarın tekrar aranacak.');
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as { isSuccess: boolean; data: TTicketNote; messages: string[] };
    expect(created.isSuccess).toBe(true);
    expect(created.messages).toEqual([TICKET_NOTE_MESSAGES.noteAdded]);
    expect(created.data).toMatchObject({
      ticketId,
      description: 'Müşteri yarın tekrar aranacak.',
      creatorUserFullName: `${agent.name} ${agent.surname}`,
      creatorUserType: 1,
    });
    const second = await addNote(agent, '  Mağaza ile görüşüldü.  ');
    expect(second.json().data.description).toBe('Mağaza ile görüşüldü.');

    const notes = await listNotes(agent);
    expect(notes.map((note) => note.description)).toEqual([
      'Mağaza ile görüşüldü.',
      'Müşteri yarın tekrar aranacak.',
    ]);
    expect(notes[1]).toEqual(created.data);
  });

  it("refuses an empty note with the form's message", async () => {
    for (const description of ['', '   ', undefined]) {
      const response = await addNote(agent, description);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(TICKET_NOTE_MESSAGES.descriptionRequired);
    }
  });

  it('refuses notes from store, area and region managers who see the ticket', async () => {
    for (const title of ['Manager', 'AreaManager', 'RegionManager'] as const) {
      const manager = await createStoreUser(ctx.db, world.store.id, [title]);
      expect((await listNotes(manager)).length).toBeGreaterThan(0);
      const response = await addNote(manager, 'Yönetici notu');
      expect(response.statusCode, title).toBe(403);
    }
    // A store employee without a manager title may add one.
    const employee = await createStoreUser(ctx.db, world.store.id);
    expect((await addNote(employee, 'Mağaza çalışanı notu')).statusCode).toBe(200);
  });

  it('deactivates a note: only its author or Admin, the row stays and leaves the list', async () => {
    const noteId = (await addNote(agent, 'Pasife çekilecek not')).json().data.id as string;
    const colleague = await createStoreUser(ctx.db, world.store.id);
    const refused = await post(ctx, colleague, '/api/ticket/DeleteTicketNote', { id: noteId });
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(TICKET_NOTE_MESSAGES.notNoteAuthor);

    const response = await post(ctx, agent, '/api/ticket/DeleteTicketNote', { id: noteId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isSuccess: true,
      data: { id: noteId },
      messages: [TICKET_NOTE_MESSAGES.noteDeactivated],
    });
    const [row] = await ctx.db.select().from(ticketNotes).where(eq(ticketNotes.id, noteId));
    expect(row).toMatchObject({
      description: 'Pasife çekilecek not',
      isActive: false,
      deactivatedByUserId: agent.id,
      deactivatedAt: clock.now(),
    });
    expect((await listNotes(agent)).map((note) => note.id)).not.toContain(noteId);

    const again = await post(ctx, agent, '/api/ticket/DeleteTicketNote', { id: noteId });
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toBe(TICKET_NOTE_MESSAGES.noteNotFound);

    // Admin deactivates anybody's note.
    const otherId = (await addNote(colleague, 'Çalışanın notu')).json().data.id as string;
    const admin = await createUserWithPermissions(ctx.db, ['Admin', 'Ticket.AllTickets']);
    const byAdmin = await post(ctx, admin, '/api/ticket/DeleteTicketNote', { id: otherId });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const [other] = await ctx.db.select().from(ticketNotes).where(eq(ticketNotes.id, otherId));
    expect(other).toMatchObject({ isActive: false, deactivatedByUserId: admin.id });
  });

  it("answers 404 to another store's user on every note call, by ticket and by note id", async () => {
    const noteId = (await addNote(agent, 'Gizli not')).json().data.id as string;
    const outsider = await createStoreUser(ctx.db, world.onlineShop.id, ['Admin']);
    const create = await addNote(outsider, 'Başka mağazadan');
    expect(create.statusCode).toBe(404);
    expect(messagesOf(create)).toBe(TICKET_DETAIL_MESSAGES.ticketNotFound);
    const list = await post(ctx, outsider, '/api/ticket/GetTicketNotes', { id: ticketId });
    expect(list.statusCode).toBe(404);
    const remove = await post(ctx, outsider, '/api/ticket/DeleteTicketNote', { id: noteId });
    expect(remove.statusCode).toBe(404);
    // The same answer as for an unknown note: whether the note exists stays hidden.
    expect(messagesOf(remove)).toBe(TICKET_NOTE_MESSAGES.noteNotFound);
    const [row] = await ctx.db.select().from(ticketNotes).where(eq(ticketNotes.id, noteId));
    expect(row!.isActive).toBe(true);

    const unknown = await post(ctx, agent, '/api/ticket/GetTicketNotes', { id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const invalid = await post(ctx, agent, '/api/ticket/GetTicketNotes', { id: 'abc' });
    expect(invalid.statusCode).toBe(400);
  });
});
