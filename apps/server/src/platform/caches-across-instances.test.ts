import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources, userRolesInStores } from '../db/schema/index.ts';
import { loadSigningKeys, rotateSigningKeys } from '../idp/keys.ts';
import { TEST_BACKENDS } from '../test/backends.ts';
import { noticeHeard } from '../test/change-notices.ts';
import { createUserWithPermissions, type TestUser } from '../test/factories.ts';
import { get, post, postOk } from '../test/http-support.ts';
import { bearerHeader, createTestContext, type TestContext } from '../test/test-app.ts';
import { createTicketOverHttp } from '../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../test/ticket-world.ts';
import { fixedClock } from './clock.ts';

const at = (text: string) => new Date(`${text}:00+03:00`);
const HOUR = 60;

/**
 * Two instances on one PostgreSQL database, each with its own pool and change-notice listener
 * (PGlite serves one process: there the second "instance" is the same app, and the change is
 * written straight into the database, by no code of the app). B learns of a change made through
 * A by its notice, a few ms after A's commit, and counts it from its first request after that;
 * `windows` measures A's answer → B told (docs/architecture.md, 'Caches that agree across
 * instances'). Delays are printed, not bounded: a loaded machine stretches them, while a notice
 * that never comes fails the test by its timeout.
 */
describe.each(TEST_BACKENDS)('caches across instances on %s', (backend) => {
  const clock = fixedClock(at('2029-03-05T09:00'));
  let ctx: TestContext;
  let b: TestContext;
  let closeB = async () => {};
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;
  const delays: Record<string, number> = {};
  const windows: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    if (backend === 'postgres') {
      const other = await ctx.openAnotherInstance();
      b = { ...ctx, app: other.app };
      closeB = other.close;
    } else {
      b = ctx;
    }
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.MultipleCreate']);
    admin = await createUserWithPermissions(ctx.db, [
      'Admin',
      'Definition.WrapUps',
      'Ticket.Create',
    ]);
  });
  afterAll(async () => {
    console.log(`change notice delay on ${backend} (write → B's caches told), ms:`, delays);
    console.log(`change notice window on ${backend} (A's answer → B told), ms:`, windows);
    await closeB();
    await ctx.close();
  });

  it('a holiday import on A moves the SLA clock of B once B has heard the notice', async () => {
    const breakdown = await world.breakdown({ sla: 96 });
    const ticket = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-03-07T09:00'));
    const detailOnB = () =>
      postOk<TTicketDetail>(b, agent, '/api/ticket/GetTicket', { id: ticket });
    // B has built its clock: 48 of 96 hours used.
    expect((await detailOnB()).remainingSlaMinutes).toBe(48 * HOUR);

    const heard = noticeHeard(b.app, 'holidays');
    const started = performance.now();
    await postOk(ctx, admin, '/api/holiday/importHolidays', {
      fileName: 'iki-sunucu.ics',
      content: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20290306',
        'SUMMARY:Sunucular Arası Tatil',
        'CATEGORIES:Resmi',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    });
    const answered = performance.now();
    const heardAt = await heard;
    // Tuesday no longer counts: 24 hours used.
    expect((await detailOnB()).remainingSlaMinutes).toBe(72 * HOUR);
    windows.holidays = Math.round(heardAt - answered);
    delays.holidays = Math.round(heardAt - started);
  });

  it('a source deactivated on A is gone from B’s look-up once B has heard the notice', async () => {
    const name = `Sunucular Arası Kaynak ${Date.now()}`;
    const [source] = await ctx.db.insert(sources).values({ name }).returning();
    const namesOnB = async () =>
      (await postOk<{ name: string }[]>(b, admin, '/api/sources/getsources', {})).map(
        (row) => row.name,
      );
    expect(await namesOnB()).toContain(name);

    const heard = noticeHeard(b.app, 'reference');
    const started = performance.now();
    await postOk(ctx, admin, '/api/sources/UpdateSource', {
      id: source!.id,
      name,
      isActive: false,
    });
    const answered = performance.now();
    const heardAt = await heard;
    expect(await namesOnB()).not.toContain(name);
    windows.reference = Math.round(heardAt - answered);
    delays.reference = Math.round(heardAt - started);
  });

  it('a permission revoked on A is refused by B on its first request once B has heard the notice', async () => {
    const clerk = await createUserWithPermissions(ctx.db, ['Customer']);
    const [link] = await ctx.db
      .select({ roleId: userRolesInStores.roleId })
      .from(userRolesInStores)
      .where(eq(userRolesInStores.userId, clerk.id));
    const listOnB = () => post(b, clerk, '/api/customers/list', {});
    // B has the clerk in its user cache.
    expect((await listOnB()).statusCode).toBe(200);

    const heard = noticeHeard(b.app, 'access');
    const started = performance.now();
    await postOk(ctx, admin, `/api/roles/${link!.roleId}/permissions`, {
      permission: 'Customer',
      isGranted: false,
    });
    const answered = performance.now();
    const heardAt = await heard;
    expect((await listOnB()).statusCode).toBe(403);
    windows.access = Math.round(heardAt - answered);
    delays.access = Math.round(heardAt - started);
  });

  it('B hears of a change written by no code of the app, and every answer tells the browser', async () => {
    const name = `Doğrudan Yazılan Kaynak ${Date.now()}`;
    const heard = noticeHeard(b.app, 'reference');
    const started = performance.now();
    await ctx.db.insert(sources).values({ name });
    const committed = performance.now();
    const heardAt = await heard;
    windows.direct = Math.round(heardAt - committed);
    delays.direct = Math.round(heardAt - started);

    const answer = await post(b, admin, '/api/sources/getsources', {});
    const reference = b.app.dataVersions.latest('reference');
    expect(answer.headers['x-data-versions']).toContain(`reference=${reference}`);
    expect(answer.headers['x-data-versions']).toMatch(/access=\d+/);
    // Public answers carry nothing.
    expect((await get(b, null, '/api/client-config')).headers['x-data-versions']).toBe(undefined);
  });

  it('a key rotation counts on B at once: new tokens carry the new key, old ones still verify', async () => {
    const sessionOnB = (authorization: { authorization: string }) =>
      b.app.inject({
        method: 'POST',
        url: '/api/session/GetCurrentLoginInformation',
        headers: authorization,
        payload: {},
      });
    const oldHeader = await bearerHeader(ctx.db, ctx.config, agent);
    expect((await sessionOnB(oldHeader)).statusCode).toBe(200);

    const heard = noticeHeard(b.app, 'idp-keys');
    const started = performance.now();
    const { kid } = await rotateSigningKeys(ctx.db);
    const newHeader = await bearerHeader(ctx.db, ctx.config, agent);
    expect((await loadSigningKeys(ctx.db)).jwks.keys[0]?.kid).toBe(kid);
    expect((await sessionOnB(newHeader)).statusCode).toBe(200);
    expect((await sessionOnB(oldHeader)).statusCode).toBe(200);
    delays.keys = Math.round((await heard) - started);
    // B's sign-in provider publishes both keys and signs with the new one.
    const published = (await b.app.inject({ url: '/oidc/jwks' })).json() as {
      keys: { kid: string }[];
    };
    expect(published.keys.map((key) => key.kid)).toHaveLength(2);
    expect(published.keys[0]?.kid).toBe(kid);
  });
});
