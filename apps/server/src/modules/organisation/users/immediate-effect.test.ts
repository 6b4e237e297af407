import { MESSAGES } from '@ccms/contract/messages';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import type { TTicketOfFlow } from '@ccms/contract/tickets-detail/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySetMails,
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  outboxMessages,
  ticketCategorySets,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { noticeHeard } from '../../../test/change-notices.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { call, get, messagesOf, post, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createRoleHolder, createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

const SESSION = '/api/session/GetCurrentLoginInformation';

describe.each(TEST_BACKENDS)('a deactivated user on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let admin: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    admin = await createUserWithPermissions(ctx.db, ['Admin', 'Definition.WrapUps']);
    agent = await world.agent();
  });
  afterAll(() => ctx.close());

  const deactivate = async (user: TestUser) => {
    await postOk(ctx, admin, `/api/users/${user.id}/status/0`, {});
  };

  it('is refused on the next request, right after a request that was let in', async () => {
    const person = await createUserWithPermissions(ctx.db, ['Customer']);
    expect((await post(ctx, person, SESSION, {})).statusCode).toBe(200);
    await deactivate(person);
    const refused = await post(ctx, person, SESSION, {});
    expect(refused.statusCode).toBe(401);
    expect(messagesOf(refused)).toBe(MESSAGES.inactiveUser);
    // Activated again, the same token works again at once.
    await post(ctx, admin, `/api/users/${person.id}/status/1`, {});
    expect((await post(ctx, person, SESSION, {})).statusCode).toBe(200);
  });

  it('leaves the ticket owners list and the mail recipients', async () => {
    const of = await world.breakdown();
    const owner = await createRoleHolder(ctx.db, world.ownerRole.id, world.solutionUnit.id);
    const [group] = await ctx.db.insert(mailGroups).values({ name: 'Kalite' }).returning();
    const member = await createUserWithPermissions(ctx.db, []);
    const extra = await createUserWithPermissions(ctx.db, []);
    const groupRole = await createRole(ctx.db, []);
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: member.id, roleId: groupRole.id, storeId: world.solutionUnit.id });
    await ctx.db.insert(mailGroupRoles).values({ mailGroupId: group!.id, roleId: groupRole.id });
    await ctx.db
      .insert(mailGroupExtraUsers)
      .values({ mailGroupId: group!.id, emailAddress: extra.emailAddress.toUpperCase() });
    await ctx.db
      .update(ticketCategorySets)
      .set({ mailGroupId: group!.id })
      .where(eq(ticketCategorySets.id, of.set.id));
    await ctx.db
      .insert(categorySetMails)
      .values({ ticketCategorySetId: of.set.id, emailAddress: 'kirilim@example.test' });
    const ticketId = await createTicketOverHttp(ctx, world, agent, of);

    const owners = async () =>
      (
        await postOk<TTicketOfFlow[]>(ctx, agent, '/api/ticket/GetTicketOfFlows', { id: ticketId })
      ).map((row) => row.userEmailAddress);
    expect(await owners()).toContain(owner.emailAddress);

    for (const user of [owner, member, extra]) await deactivate(user);
    expect(await owners()).not.toContain(owner.emailAddress);

    const sent = await get(ctx, agent, `/api/ticket/SendNotificationmail?ticketId=${ticketId}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const [queued] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.ticketId, ticketId), eq(outboxMessages.channel, 'mail')));
    expect(queued!.recipients).toEqual(['kirilim@example.test']);
  });
});

describe.runIf(TEST_BACKENDS.includes('postgres'))('two server instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<TestContext['openAnotherInstance']>>;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    other = await ctx.openAnotherInstance();
    admin = await createUserWithPermissions(ctx.db, ['Admin', 'Definition.WrapUps']);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  /** The session call on the second instance, as the user. */
  const sessionOnOther = async (user: TestUser) =>
    other.app.inject({
      method: 'POST',
      url: SESSION,
      headers: await ctx.authHeader(user),
      payload: {},
    });

  it('a permission revoked on one instance is gone on the other once it has heard the notice', async () => {
    const person = await createUserWithPermissions(ctx.db, ['Customer', 'Stores']);
    const [link] = await ctx.db
      .select()
      .from(userRolesInStores)
      .where(eq(userRolesInStores.userId, person.id));
    const granted = async () =>
      ((await sessionOnOther(person)).json() as TCurrentLoginInformation).permission
        .grantedPermissions;
    // Read twice, so the second instance has the user in its cache.
    expect(await granted()).toEqual(['Customer', 'Stores']);
    expect(await granted()).toEqual(['Customer', 'Stores']);

    let heard = noticeHeard(other.app, 'access');
    const revoked = await post(ctx, admin, `/api/roles/${link!.roleId}/permissions`, {
      permission: 'Stores',
      isGranted: false,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await heard;
    expect(await granted()).toEqual(['Customer']);

    heard = noticeHeard(other.app, 'access');
    const removed = await call(
      ctx,
      admin,
      'DELETE',
      `/api/users/${person.id}/rolesinstores/${link!.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await heard;
    expect(await granted()).toEqual([]);
  });

  it('a user deactivated on one instance is refused by the other once it has heard the notice', async () => {
    const person = await createUserWithPermissions(ctx.db, ['Customer']);
    expect((await sessionOnOther(person)).statusCode).toBe(200);
    const heard = noticeHeard(other.app, 'access');
    const off = await post(ctx, admin, `/api/users/${person.id}/status/0`, {});
    expect(off.statusCode, off.body).toBe(200);
    await heard;
    const refused = await sessionOnOther(person);
    expect(refused.statusCode).toBe(401);
    expect(messagesOf(refused)).toBe(MESSAGES.inactiveUser);
  });
});
