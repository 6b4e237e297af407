import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TCreatedUser, TPasswordLink } from '@ccms/contract/organisation/schemas';
import type { Permission } from '@ccms/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../../db/schema/index.ts';
import type { CurrentUser } from '../../../platform/access.ts';
import { ROLE_DEFS } from '../../../seed/organisation.ts';
import { ORGANISATION_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, createUserWithPermissions } from '../../../test/factories.ts';
import {
  type Envelope,
  get,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';
import { changeRolePermission } from '../roles/admin-service.ts';

/** The demo's permissions of a role, by name: the takeover used exactly these. */
const permissionsOf = (roleName: string): readonly Permission[] =>
  ROLE_DEFS.find((role) => role.name === roleName)!.permissions;

const TEAM_LEADER = 'Çağrı Merkezi Takım Lideri';
/** What the team leader carries and esra.kurt's 'Müşteri Hizmetleri Uzmanı' does not. */
const BEYOND_ESRA = ['Cti', 'Reports', 'Ticket.CanSeeActivityPlus', 'Ticket.MultipleCreate'];

// docs/domain.md §14.4 Grants only of what one holds, Staff list.
describe.each(TEST_BACKENDS)('grants only of what one holds on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

  /** esra.kurt's like: the definitions menu through 'Müşteri Hizmetleri Uzmanı', no Admin. */
  const esraLike = () =>
    createUserWithPermissions(w.ctx.db, permissionsOf('Müşteri Hizmetleri Uzmanı'));
  const teamLeaderRole = () =>
    createRole(w.ctx.db, permissionsOf(TEAM_LEADER), {
      name: `${TEAM_LEADER} ${randomToken()}`,
      roleType: 5,
    });
  const newUser = (roleId: string, storeId: string) => ({
    user: {
      name: 'Yeni',
      surname: `Kişi ${randomToken()}`,
      emailAddress: `yeni.${randomToken()}@example.test`,
    },
    UserRoleInStores: [{ roleId, storeId }],
  });
  const mailsTo = (address: string) =>
    w.ctx.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipients} @> ${JSON.stringify([address])}::jsonb`);
  const linkPath = (body: string) => new URL(/https?:\/\/\S+\/oidc\/password\/\S+/.exec(body)![0]);

  it("refuses esra.kurt's takeover: no user with the team leader's role, nothing stored", async () => {
    const esra = await esraLike();
    const role = await teamLeaderRole();
    const unit = await w.department();
    const body = newUser(role.id, unit.id);
    const refused = await post(w.ctx, esra, '/api/users/CreateUser', body);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(M.roleBeyondCaller(role.name, BEYOND_ESRA));
    const stored = await w.ctx.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, body.user.emailAddress));
    expect(stored).toEqual([]);
    expect(await mailsTo(body.user.emailAddress)).toEqual([]);

    // An Admin may; a role within what esra holds she may give.
    await postOk(w.ctx, w.admin, '/api/users/CreateUser', newUser(role.id, unit.id));
    const within = await createRole(w.ctx.db, ['Customer', 'Ticket.Create'], { roleType: 4 });
    await postOk(w.ctx, esra, '/api/users/CreateUser', newUser(within.id, unit.id));
  });

  it('refuses a role in a unit beyond the caller, from the users and the roles screens alike', async () => {
    const esra = await esraLike();
    const role = await teamLeaderRole();
    const unit = await w.department();
    const person = await w.person();
    const refused = await post(w.ctx, esra, `/api/users/${person.id}/rolesinstores`, {
      roleId: role.id,
      storeId: unit.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(M.roleBeyondCaller(role.name, BEYOND_ESRA));
    expect(await w.linksOf(person.id)).toEqual([]);
    await postOk(w.ctx, w.admin, `/api/users/${person.id}/rolesinstores`, {
      roleId: role.id,
      storeId: unit.id,
    });
    expect(await w.linksOf(person.id)).toHaveLength(1);
  });

  it("refuses a role's permission change that leaves the role beyond a non-Admin", async () => {
    const role = await w.departmentRole(['Customer']);
    // The route itself asks for Admin…
    const byRoute = await post(w.ctx, w.definer, `/api/roles/${role.id}/permissions`, {
      permission: 'Customer.Crud',
      isGranted: true,
    });
    expect(byRoute.statusCode).toBe(403);
    // …and the service keeps the rule for any caller that reaches it.
    const caller: CurrentUser = {
      ...w.definer,
      userName: w.definer.name,
      userType: 1,
      permissions: new Set(['Definition.WrapUps', 'Customer'] as const),
      rolesInStores: [],
    };
    await expect(
      changeRolePermission(w.ctx.db, caller, role.id, { permission: 'Cti', isGranted: true }),
    ).rejects.toMatchObject({ statusCode: 403, message: M.roleBeyondCaller(role.name, ['Cti']) });
    const granted = await changeRolePermission(w.ctx.db, caller, role.id, {
      permission: 'Definition.WrapUps',
      isGranted: true,
    });
    expect(granted.data.permissions).toEqual(['Customer', 'Definition.WrapUps']);
  });

  it('mails the password link of another user and shows it only to an Admin', async () => {
    const esra = await esraLike();
    // agent@demo.local's like: a call-centre agent.
    const agent = await createUserWithPermissions(w.ctx.db, [
      'Cti',
      'Customer',
      'Customer.Crud',
      'Ticket.Create',
    ]);
    const answer = await postOk<Envelope<TPasswordLink>>(
      w.ctx,
      esra,
      `/api/users/${agent.id}/passwordlink`,
      {},
    );
    expect(answer.data.url).toBeNull();
    expect(answer.data.expiresAt).not.toBe('');
    expect(answer.messages).toContain(M.passwordLinkMailed);
    const [mail] = await mailsTo(agent.emailAddress);
    expect(mail).toMatchObject({ channel: 'mail', topic: 'password-link', ticketId: null });
    // The mailed link works: only its owner, who reads that mailbox, holds it.
    expect((await get(w.ctx, null, linkPath(mail!.body).pathname)).statusCode).toBe(200);

    const byAdmin = await postOk<Envelope<TPasswordLink>>(
      w.ctx,
      w.admin,
      `/api/users/${agent.id}/passwordlink`,
      {},
    );
    expect(byAdmin.data.url).toMatch(/\/oidc\/password\//);
    expect(byAdmin.messages).toContain(M.passwordLinkMailed);
    expect(await mailsTo(agent.emailAddress)).toHaveLength(2);
    // The newer link retired the one esra caused to be mailed.
    expect((await get(w.ctx, null, linkPath(mail!.body).pathname)).statusCode).toBe(410);
  });

  it("mails a new user's link; the answer has it only for an Admin", async () => {
    const role = await w.departmentRole();
    const unit = await w.department();
    const byDefiner = newUser(role.id, unit.id);
    const created = await postOk<Envelope<TCreatedUser>>(
      w.ctx,
      w.definer,
      '/api/users/CreateUser',
      byDefiner,
    );
    expect(created.data.passwordLink).toMatchObject({ url: null });
    expect(created.messages).toContain(M.invitationMailed(byDefiner.user.emailAddress));
    expect(await mailsTo(byDefiner.user.emailAddress)).toHaveLength(1);

    const byAdmin = newUser(role.id, unit.id);
    const shown = await postOk<Envelope<TCreatedUser>>(
      w.ctx,
      w.admin,
      '/api/users/CreateUser',
      byAdmin,
    );
    expect(shown.data.passwordLink?.url).toMatch(/\/oidc\/password\//);
    expect(await mailsTo(byAdmin.user.emailAddress)).toHaveLength(1);
  });

  it('invites a new call-centre user: the chosen type is kept, the link goes out in an invitation mail', async () => {
    const role = await w.departmentRole();
    const unit = await w.department();
    const input = newUser(role.id, unit.id);
    const created = await postOk<Envelope<TCreatedUser>>(w.ctx, w.admin, '/api/users/CreateUser', {
      ...input,
      user: { ...input.user, userType: 0 },
    });
    const fullName = `${input.user.name} ${input.user.surname}`;
    expect(created.data.user.userType).toBe(0);
    expect(created.messages).toEqual([
      M.userCreated(fullName),
      M.invitationMailed(input.user.emailAddress),
    ]);
    const [mail] = await mailsTo(input.user.emailAddress);
    expect(mail).toMatchObject({
      channel: 'mail',
      topic: 'invitation',
      subject: M.invitationMailSubject,
    });
    expect(mail!.body).toContain(input.user.emailAddress);
    // The mailed link is the one answered, and it opens the set-password page.
    expect(linkPath(mail!.body).href).toBe(created.data.passwordLink?.url);
    expect((await get(w.ctx, null, linkPath(mail!.body).pathname)).statusCode).toBe(200);
  });

  it('answers the staff list with names only to users without the users administration', async () => {
    const person = await w.person();
    const byName = {
      filters: [{ propertyName: 'surname', operator: 'contains', targetValue: person.surname }],
    };
    const names = await postOk<{ items: Record<string, unknown>[] }>(
      w.ctx,
      w.agent,
      '/api/users/getUsersPage',
      byName,
    );
    expect(names.items).toEqual([{ id: person.id, name: person.name, surname: person.surname }]);
    const whole = await postOk<{ items: Record<string, unknown>[] }>(
      w.ctx,
      w.definer,
      '/api/users/getUsersPage',
      byName,
    );
    expect(whole.items[0]).toMatchObject({ emailAddress: person.emailAddress, isActive: true });

    // Filters and sorts on the hidden fields would reveal them row by row.
    for (const probe of [
      { filters: [{ propertyName: 'emailAddress', operator: 'contains', targetValue: 'a' }] },
      { filters: [{ propertyName: 'ISACTIVE', operator: 'equal', targetValue: 'true' }] },
      { sortings: [{ propertyName: 'EmailAddress', priority: 0, direction: 0 }] },
    ]) {
      const refused = await post(w.ctx, w.agent, '/api/users/getUsersPage', probe);
      expect(refused.statusCode).toBe(403);
      expect(messagesOf(refused)).toBe(M.staffDetailsNeeded);
    }
  });
});
