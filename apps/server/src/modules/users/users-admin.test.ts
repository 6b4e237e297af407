import type { TPaged } from '@ccms/contract/envelope';
import { ORG_MESSAGES as M } from '@ccms/contract/org/messages';
import type { TCreatedUser, TUser, TUserRoleInStoreRow } from '@ccms/contract/org/schemas';
import type { TUserRow } from '@ccms/contract/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { messagesOf, randomToken } from '../../test/http-support.ts';
import { call, callOk, setUpOrgAdminWorld } from '../../test/org-admin-world.ts';

type Envelope<T> = { isSuccess: boolean; data: T; messages: string[] };

describe.each(TEST_BACKENDS)('users administration on %s', (backend) => {
  const w = setUpOrgAdminWorld(backend);

  const newUser = (roles: { roleId: string; storeId: string }[], values = {}) => ({
    user: {
      name: 'Elif',
      surname: `Şahin ${randomToken()}`,
      emailAddress: `elif.${randomToken()}@example.test`,
      ...values,
    },
    UserRoleInStores: roles,
  });

  it('creates a user with roles in units, userName = name, a one-time link and audit entries', async () => {
    const unit = await w.department();
    const role = await w.departmentRole(['Customer']);
    const body = newUser([{ roleId: role.id, storeId: unit.id }]);
    const answer = await callOk<Envelope<TCreatedUser>>(
      w.ctx,
      w.admin,
      'POST',
      '/api/users/CreateUser',
      body,
    );
    expect(answer.isSuccess).toBe(true);
    const { user, rolesInStores, passwordLink } = answer.data;
    expect(user).toMatchObject({
      name: 'Elif',
      userName: 'Elif',
      surname: body.user.surname,
      emailAddress: body.user.emailAddress,
      userType: 1,
      isActive: true,
    });
    expect(rolesInStores).toEqual([
      expect.objectContaining({ roleId: role.id, storeId: unit.id, storeName: unit.name }),
    ]);
    expect(passwordLink?.url).toMatch(/^http:\/\/localhost:\d+\/oidc\/password\/[\w-]{40,}$/);
    const audit = await w.auditEntriesOf(user.id);
    expect(audit.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['user', 'create'],
      ['user', 'update'],
    ]);
    const linkAudit = await w.auditEntriesOf(rolesInStores[0]!.id);
    expect(linkAudit.map((entry) => entry.action)).toEqual(['create']);
    // The e-mail check of the dialog's field compares case-insensitively.
    const taken = await callOk<boolean>(
      w.ctx,
      w.admin,
      'GET',
      `/api/users/check?emailAddress=${encodeURIComponent(body.user.emailAddress.toUpperCase())}`,
    );
    expect(taken).toBe(true);
    const free = await callOk<boolean>(
      w.ctx,
      w.admin,
      'GET',
      `/api/users/check?emailAddress=bos.${randomToken()}@example.test`,
    );
    expect(free).toBe(false);
  });

  it("refuses a new user without the spec's fields, with its messages, writing nothing", async () => {
    const before = await w.auditCount();
    const refused = await call(w.ctx, w.admin, 'POST', '/api/users/CreateUser', {
      user: { name: ' ', surname: '', emailAddress: 'adres' },
      UserRoleInStores: [],
    });
    expect(refused.statusCode).toBe(400);
    const text = messagesOf(refused);
    for (const message of [
      M.nameRequired,
      M.surnameRequired,
      M.emailInvalid,
      M.storeRoleRequired,
    ]) {
      expect(text).toContain(message);
    }
    const noEmail = await call(w.ctx, w.admin, 'POST', '/api/users/CreateUser', {
      user: { name: 'Ali', surname: 'Veli' },
      UserRoleInStores: [{ roleId: '00000000-0000-0000-0000-000000000000', storeId: 'x' }],
    });
    expect(noEmail.statusCode).toBe(400);
    expect(messagesOf(noEmail)).toContain(M.emailRequired);
    expect(messagesOf(noEmail)).toContain(M.roleRequired);
    expect(messagesOf(noEmail)).toContain(M.storeRequired);
    expect(await w.auditCount()).toBe(before);
  });

  it('refuses a taken e-mail address in any case, and keeps a failed creation whole', async () => {
    const unit = await w.department();
    const role = await w.departmentRole();
    const existing = await w.person();
    const duplicate = await call(
      w.ctx,
      w.admin,
      'POST',
      '/api/users/CreateUser',
      newUser([{ roleId: role.id, storeId: unit.id }], {
        emailAddress: existing.emailAddress.toUpperCase(),
      }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(messagesOf(duplicate)).toBe(M.emailTaken);

    // The second store-role does not fit its unit: the user and the first link go too.
    const store = await w.store();
    const body = newUser([
      { roleId: role.id, storeId: unit.id },
      { roleId: role.id, storeId: store.id },
    ]);
    const mismatch = await call(w.ctx, w.admin, 'POST', '/api/users/CreateUser', body);
    expect(mismatch.statusCode).toBe(400);
    expect(messagesOf(mismatch)).toBe(M.roleTypeMismatch);
    const rows = await w.ctx.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, body.user.emailAddress));
    expect(rows).toEqual([]);
  });

  it('gives a store role to one user at a store: the previous holder loses it in the same save', async () => {
    const store = await w.store();
    const role = await w.storeRole(['Customer']);
    const first = await w.person();
    await callOk(w.ctx, w.admin, 'POST', `/api/users/${first.id}/rolesinstores`, {
      roleId: role.id,
      storeId: store.id,
    });
    // The form's look-up: who holds the role there now.
    const lookup = await callOk<TPaged<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      'GET',
      `/api/watsonsstore/rolesinstores?storeId=${store.id}&roleId=${role.id}`,
    );
    expect(lookup.totalCount).toBe(1);
    expect(lookup.items[0]).toMatchObject({ userId: first.id, userSurname: first.surname });

    const second = await w.person();
    const answer = await callOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      'POST',
      `/api/users/${second.id}/rolesinstores`,
      { roleId: role.id, storeId: store.id },
    );
    expect(answer.messages).toContain(
      M.storeRoleTakenFrom(`${first.name} ${first.surname}`, store.name, role.name),
    );
    expect(await w.linksOf(first.id)).toEqual([]);
    expect((await w.linksOf(second.id)).map((link) => link.roleId)).toEqual([role.id]);
    const takenAudit = await w.auditEntriesOf(lookup.items[0]!.id);
    expect(takenAudit.map((entry) => entry.action)).toEqual(['create', 'delete']);

    // At a department, a role has many holders.
    const unit = await w.department();
    const departmentRole = await w.departmentRole();
    for (const person of [first, second]) {
      await callOk(w.ctx, w.admin, 'POST', `/api/users/${person.id}/rolesinstores`, {
        roleId: departmentRole.id,
        storeId: unit.id,
      });
    }
    const holders = await callOk<TUserRoleInStoreRow[]>(
      w.ctx,
      w.admin,
      'GET',
      `/api/roles/${departmentRole.id}/rolesinstores`,
    );
    expect(holders.map((row) => row.userId).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses links that do not fit: unit type, inactive unit or user, unknown role, twice', async () => {
    const store = await w.store();
    const unit = await w.department();
    const storeRole = await w.storeRole();
    const departmentRole = await w.departmentRole();
    const person = await w.person();
    const add = (body: unknown, userId = person.id) =>
      call(w.ctx, w.admin, 'POST', `/api/users/${userId}/rolesinstores`, body);

    const wrongUnit = await add({ roleId: storeRole.id, storeId: unit.id });
    expect([wrongUnit.statusCode, messagesOf(wrongUnit)]).toEqual([400, M.roleTypeMismatch]);
    const wrongStore = await add({ roleId: departmentRole.id, storeId: store.id });
    expect([wrongStore.statusCode, messagesOf(wrongStore)]).toEqual([400, M.roleTypeMismatch]);
    const closed = await w.department({ isActive: false });
    const inactive = await add({ roleId: departmentRole.id, storeId: closed.id });
    expect([inactive.statusCode, messagesOf(inactive)]).toEqual([400, M.inactiveStore]);
    const unknownRole = await add({ roleId: crypto.randomUUID(), storeId: unit.id });
    expect([unknownRole.statusCode, messagesOf(unknownRole)]).toEqual([404, M.roleNotFound]);
    const gone = await w.person({ isActive: false });
    const inactiveUser = await add({ roleId: departmentRole.id, storeId: unit.id }, gone.id);
    expect([inactiveUser.statusCode, messagesOf(inactiveUser)]).toEqual([400, M.inactiveUserLink]);
    expect((await add({ roleId: departmentRole.id, storeId: unit.id })).statusCode).toBe(200);
    const twice = await add({ roleId: departmentRole.id, storeId: unit.id });
    expect([twice.statusCode, messagesOf(twice)]).toEqual([409, M.linkExists]);
  });

  it("lists and deletes a user's roles in units; a link of someone else is not theirs", async () => {
    const unit = await w.department();
    const role = await w.departmentRole();
    const person = await w.person();
    const other = await w.person();
    const { data: link } = await callOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      'POST',
      `/api/users/${person.id}/rolesinstores`,
      { roleId: role.id, storeId: unit.id },
    );
    const listed = await callOk<TUserRoleInStoreRow[]>(
      w.ctx,
      w.definer,
      'GET',
      `/api/users/${person.id}/rolesinstores`,
    );
    expect(listed).toEqual([link]);
    const roles = await callOk(w.ctx, w.definer, 'GET', `/api/users/${person.id}/roles`);
    expect(roles).toEqual([{ id: role.id, name: role.name, roleType: 4 }]);
    const wrongOwner = await call(
      w.ctx,
      w.admin,
      'DELETE',
      `/api/users/${other.id}/rolesinstores/${link.id}`,
    );
    expect([wrongOwner.statusCode, messagesOf(wrongOwner)]).toEqual([404, M.linkNotFound]);
    await callOk(w.ctx, w.definer, 'DELETE', `/api/users/${person.id}/rolesinstores/${link.id}`);
    expect(await w.linksOf(person.id)).toEqual([]);
    expect((await w.auditEntriesOf(link.id)).map((entry) => entry.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('activates and deactivates with 1 or 0, refusing other values, oneself and unknown users', async () => {
    const person = await w.person();
    const off = await callOk<Envelope<TUser>>(
      w.ctx,
      w.definer,
      'POST',
      `/api/users/${person.id}/status/0`,
    );
    expect(off.data.isActive).toBe(false);
    const on = await callOk<Envelope<TUser>>(
      w.ctx,
      w.definer,
      'POST',
      `/api/users/${person.id}/status/1`,
    );
    expect(on.data.isActive).toBe(true);
    expect((await w.auditEntriesOf(person.id)).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ isActive: false }),
      expect.objectContaining({ isActive: true }),
    ]);
    const two = await call(w.ctx, w.definer, 'POST', `/api/users/${person.id}/status/2`);
    expect(two.statusCode).toBe(400);
    expect(messagesOf(two)).toContain(M.statusInvalid);
    const self = await call(w.ctx, w.definer, 'POST', `/api/users/${w.definer.id}/status/0`);
    expect([self.statusCode, messagesOf(self)]).toEqual([400, M.notYourself]);
    const unknown = await call(
      w.ctx,
      w.definer,
      'POST',
      `/api/users/${crypto.randomUUID()}/status/0`,
    );
    expect([unknown.statusCode, messagesOf(unknown)]).toEqual([404, M.userNotFound]);
  });

  it('lets only an Admin touch Admin: its holders, and roles granting it', async () => {
    const adminRole = await w.departmentRole(['Admin']);
    const unit = await w.department();
    const person = await w.person();
    const give = await call(w.ctx, w.definer, 'POST', `/api/users/${person.id}/rolesinstores`, {
      roleId: adminRole.id,
      storeId: unit.id,
    });
    expect([give.statusCode, messagesOf(give)]).toEqual([403, M.adminNeeded]);
    const off = await call(w.ctx, w.definer, 'POST', `/api/users/${w.admin.id}/status/0`);
    expect([off.statusCode, messagesOf(off)]).toEqual([403, M.adminNeeded]);
    const link = await call(w.ctx, w.definer, 'POST', `/api/users/${w.admin.id}/passwordlink`);
    expect(link.statusCode).toBe(403);
    const given = await callOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      'POST',
      `/api/users/${person.id}/rolesinstores`,
      { roleId: adminRole.id, storeId: unit.id },
    );
    // Another Admin remains, so an Admin may take it back; the world keeps one Admin.
    await callOk(
      w.ctx,
      w.admin,
      'DELETE',
      `/api/users/${person.id}/rolesinstores/${given.data.id}`,
    );
  });

  it("keeps the last active Admin's Admin role", async () => {
    // The world's admin is the only active Admin of this database.
    const [adminLink] = await w.linksOf(w.admin.id);
    const refused = await call(
      w.ctx,
      w.admin,
      'DELETE',
      `/api/users/${w.admin.id}/rolesinstores/${adminLink!.id}`,
    );
    expect([refused.statusCode, messagesOf(refused)]).toEqual([409, M.lastAdmin]);
    expect(await w.linksOf(w.admin.id)).toHaveLength(1);
  });

  it('updates names, e-mail and type, refusing a taken e-mail', async () => {
    const person = await w.person();
    const other = await w.person();
    const saved = await callOk<Envelope<TUser>>(w.ctx, w.definer, 'POST', '/api/users/UpdateUser', {
      id: person.id,
      name: 'Yeni',
      surname: 'İsim',
      emailAddress: `yeni.${randomToken()}@example.test`,
      userType: 0,
    });
    expect(saved.data).toMatchObject({
      name: 'Yeni',
      userName: 'Yeni',
      surname: 'İsim',
      userType: 0,
    });
    const taken = await call(w.ctx, w.definer, 'POST', '/api/users/UpdateUser', {
      id: person.id,
      name: 'Yeni',
      surname: 'İsim',
      emailAddress: other.emailAddress,
      userType: 1,
    });
    expect([taken.statusCode, messagesOf(taken)]).toEqual([409, M.emailTaken]);
  });

  it('reads users by id and lists only active ones for pickers', async () => {
    const active = await w.person();
    const inactive = await w.person({ isActive: false });
    const read = await callOk<TUser>(w.ctx, w.definer, 'POST', '/api/users/GetUser', {
      id: inactive.id,
    });
    expect(read).toMatchObject({ id: inactive.id, isActive: false });
    const list = await callOk<TUserRow[]>(w.ctx, w.definer, 'POST', '/api/users/GetUsersList');
    const ids = list.map((user) => user.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('answers 403 to users without the definitions menu and 401 to nobody', async () => {
    const person = await w.person();
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['POST', '/api/users/CreateUser', newUser([])],
      ['POST', '/api/users/UpdateUser', {}],
      ['POST', `/api/users/${person.id}/status/0`],
      ['POST', `/api/users/${person.id}/rolesinstores`, {}],
      ['DELETE', `/api/users/${person.id}/rolesinstores/${person.id}`],
      ['GET', `/api/users/${person.id}/roles`],
      ['GET', `/api/users/${person.id}/rolesinstores`],
      ['GET', '/api/users/check?emailAddress=a@b.c'],
      ['POST', '/api/users/GetUser', { id: person.id }],
      ['POST', '/api/users/GetUsersList'],
      ['POST', `/api/users/${person.id}/passwordlink`],
      ['GET', '/api/watsonsstore/rolesinstores'],
    ];
    for (const [method, url, body] of calls) {
      const refused = await call(w.ctx, w.agent, method, url, body);
      expect([url, refused.statusCode]).toEqual([url, 403]);
      expect((await call(w.ctx, null, method, url, body)).statusCode).toBe(401);
    }
  });
});
