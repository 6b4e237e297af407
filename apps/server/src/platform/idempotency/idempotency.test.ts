import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@ccms/contract/idempotency';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, idempotencyKeys, ticketNotes, tickets } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { customerPayload, messagesOf, postMultipart } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, multipartBody, type TicketWorld } from '../../test/ticket-world.ts';
import { fixedClock } from '../clock.ts';
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyPruneJob } from './prune-job.ts';

/*
 * Repeated create calls (docs/domain.md §21) beyond what the conformance table's doubled sends
 * show: a key reused for another request, another user's repeat, a refused write not kept,
 * the prune job, and keyed creations on the embedded database right after its caches were
 * dropped (a read outside the key's transaction would wait for ever there).
 */

describe.each(TEST_BACKENDS)('idempotency keys on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let clerk: TestUser;
  let otherClerk: TestUser;
  let ticketId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
    clerk = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    otherClerk = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    ticketId = await createTicketOverHttp(ctx, world, agent);
  }, 60_000);
  afterAll(() => ctx?.close());

  const send = async (user: TestUser, url: string, body: unknown, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...(await ctx.authHeader(user)), ...(key && { [IDEMPOTENCY_HEADER]: key }) },
      payload: body as Record<string, unknown>,
    });
  const notesOfTicket = () => ctx.db.$count(ticketNotes, eq(ticketNotes.ticketId, ticketId));

  it('refuses a key reused for another request with a Turkish 422, writing nothing', async () => {
    const key = randomUUID();
    const url = '/api/ticket/createTicketNote';
    const first = await send(agent, url, { ticketId, description: 'İlk not.' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await notesOfTicket();
    const other = await send(agent, url, { ticketId, description: 'Başka bir not.' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ isSuccess: false });
    expect(messagesOf(other)).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    const again = await send(agent, url, { ticketId, description: 'İlk not.' }, key);
    expect(again.json()).toEqual(first.json());
    expect(await notesOfTicket()).toBe(before);
    const tooLong = await send(agent, url, { ticketId, description: 'Not.' }, 'x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(messagesOf(tooLong)).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
  });

  it("answers a customer's repeat to its user only; another user's is still refused", async () => {
    const customer = customerPayload();
    const first = await send(clerk, '/api/customers/add', customer);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await send(clerk, '/api/customers/add', customer);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const foreign = await send(otherClerk, '/api/customers/add', customer);
    expect(foreign.statusCode).toBe(409);
    expect(await ctx.db.$count(customers, eq(customers.id, customer.id))).toBe(1);
  });

  it('keeps no key of a refused write: the corrected request goes through', async () => {
    const taken = customerPayload();
    expect((await send(clerk, '/api/customers/add', taken)).statusCode).toBe(200);
    const customer = customerPayload({ phoneNumber: taken.phoneNumber });
    expect((await send(clerk, '/api/customers/add', customer)).statusCode).toBe(400);
    const corrected = { ...customer, phoneNumber: customerPayload().phoneNumber };
    const answer = await send(clerk, '/api/customers/add', corrected);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('prunes the keys older than a day, hourly', async () => {
    const now = new Date();
    const clock = fixedClock(now);
    const job = idempotencyPruneJob({ db: ctx.db, clock, timeZone: 'Europe/Istanbul' });
    expect(job.schedule?.cron).toBe('17 * * * *');
    const row = (key: string, ageMs: number) => ({
      userId: agent.id,
      callPath: 'prune-test',
      key,
      requestHash: 'h',
      answer: {},
      createdAt: new Date(now.getTime() - ageMs),
    });
    await ctx.db
      .insert(idempotencyKeys)
      .values([
        row('old', IDEMPOTENCY_KEY_TTL_MS + 60_000),
        row('new', IDEMPOTENCY_KEY_TTL_MS - 60_000),
      ]);
    await job.handle({} as never);
    const left = await ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.callPath, 'prune-test'));
    expect(left).toEqual([{ key: 'new' }]);
  });
});

describe('keyed creations on the embedded database after its caches were dropped', () => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
  }, 60_000);
  afterAll(() => ctx?.close());

  it('finishes tickets, their repeats and activities (no read waits on the key transaction)', async () => {
    // Two breakdowns: one customer's second ticket of a breakdown would be a refused repeat.
    const breakdowns = [await world.breakdown(), await world.breakdown()];
    // Every cache of the instance (calendar, form look-ups) loads again on its next use.
    ctx.app.dataVersions.forgetAll();
    const forms = breakdowns.map((breakdown) => world.payload(breakdown));
    const bodies = await Promise.all(forms.map((ticket) => multipartBody({ ticket })));
    const auth = await ctx.authHeader(agent);
    const create = (body: (typeof bodies)[number]) =>
      postMultipart(ctx, agent, '/api/ticket/createTicket', body);
    const answers = await Promise.all([...bodies, ...bodies].map(create));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    for (const form of forms) {
      expect(await ctx.db.$count(tickets, eq(tickets.id, form.id))).toBe(1);
    }
    ctx.app.dataVersions.forgetAll();
    const activity = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket/createActivity',
      headers: { ...auth, [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: { ticketId: forms[0]!.id, status: 2, description: 'Müşteri arandı.' },
    });
    expect(activity.statusCode, activity.body).toBe(200);
  }, 20_000);
});
