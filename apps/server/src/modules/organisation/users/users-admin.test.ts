import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TCreatedUser, TUser, TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { ORGANISATION_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  call,
  callOk,
  type Envelope,
  getOk,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';

describe.each(TEST_BACKENDS)('users administration on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

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
    const answer = await postOk<Envelope<TCreatedUser>>(
      w.ctx,
      w.admin,
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
    const taken = await getOk<boolean>(
      w.ctx,
      w.admin,
      `/api/users/check?emailAddress=${encodeURIComponent(body.user.emailAddress.toUpperCase())}`,
    );
    expect(taken).toBe(true);
    const free = await getOk<boolean>(
      w.ctx,
      w.admin,
      `/api/users/check?emailAddress=bos.${randomToken()}@example.test`,
    );
    expect(free).toBe(false);
  });

  it("refuses a new user without the spec's fields, with its messages, writing nothing", async () => {
    const before = await w.counts();
    const refused = await post(w.ctx, w.admin, '/api/users/CreateUser', {
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
    const noEmail = await post(w.ctx, w.admin, '/api/users/CreateUser', {
      user: { name: 'Ali', surname: 'Veli' },
      UserRoleInStores: [{ roleId: '00000000-0000-0000-0000-000000000000', storeId: 'x' }],
    });
    expect(noEmail.statusCode).toBe(400);
    expect(messagesOf(noEmail)).toContain(M.emailRequired);
    expect(messagesOf(noEmail)).toContain(M.roleRequired);
    expect(messagesOf(noEmail)).toContain(M.storeRequired);
    expect(await w.counts()).toEqual(before);
  });

  it('refuses a taken e-mail address in any case, and keeps a failed creation whole', async () => {
    const unit = await w.department();
    const role = await w.departmentRole();
    const existing = await w.person();
    const duplicate = await post(
      w.ctx,
      w.admin,
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
    const mismatch = await post(w.ctx, w.admin, '/api/users/CreateUser', body);
    expect(mismatch.statusCode).toBe(400);
    expect(messagesOf(mismatch)).toBe(M.roleTypeMismatch);
    const rows = await w.ctx.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, body.user.emailAddress));
    expect(rows).toEqual([]);
  });

  it('activates and deactivates with 1 or 0, refusing other values, oneself and unknown users', async () => {
    const person = await w.person();
    const off = await postOk<Envelope<TUser>>(
      w.ctx,
      w.definer,
      `/api/users/${person.id}/status/0`,
      {},
    );
    expect(off.data.isActive).toBe(false);
    const on = await postOk<Envelope<TUser>>(
      w.ctx,
      w.definer,
      `/api/users/${person.id}/status/1`,
      {},
    );
    expect(on.data.isActive).toBe(true);
    expect((await w.auditEntriesOf(person.id)).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ isActive: false }),
      expect.objectContaining({ isActive: true }),
    ]);
    const two = await post(w.ctx, w.definer, `/api/users/${person.id}/status/2`, {});
    expect(two.statusCode).toBe(400);
    expect(messagesOf(two)).toContain(M.statusInvalid);
    const self = await post(w.ctx, w.definer, `/api/users/${w.definer.id}/status/0`, {});
    expect([self.statusCode, messagesOf(self)]).toEqual([400, M.notYourself]);
    const unknown = await post(w.ctx, w.definer, `/api/users/${crypto.randomUUID()}/status/0`, {});
    expect([unknown.statusCode, messagesOf(unknown)]).toEqual([404, M.userNotFound]);
  });

  it('lets only an Admin touch Admin: its holders, and roles granting it', async () => {
    const adminRole = await w.departmentRole(['Admin']);
    const unit = await w.department();
    const person = await w.person();
    const give = await post(w.ctx, w.definer, `/api/users/${person.id}/rolesinstores`, {
      roleId: adminRole.id,
      storeId: unit.id,
    });
    expect([give.statusCode, messagesOf(give)]).toEqual([403, M.adminNeeded]);
    const off = await post(w.ctx, w.definer, `/api/users/${w.admin.id}/status/0`, {});
    expect([off.statusCode, messagesOf(off)]).toEqual([403, M.adminNeeded]);
    const link = await post(w.ctx, w.definer, `/api/users/${w.admin.id}/passwordlink`, {});
    expect(link.statusCode).toBe(403);
    const given = await postOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
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

  it('updates names, e-mail and type, refusing a taken e-mail', async () => {
    const person = await w.person();
    const other = await w.person();
    const saved = await postOk<Envelope<TUser>>(w.ctx, w.definer, '/api/users/UpdateUser', {
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
    const taken = await post(w.ctx, w.definer, '/api/users/UpdateUser', {
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
    const read = await postOk<TUser>(w.ctx, w.definer, '/api/users/GetUser', {
      id: inactive.id,
    });
    expect(read).toMatchObject({ id: inactive.id, isActive: false });
    const list = await postOk<TUserRow[]>(w.ctx, w.definer, '/api/users/GetUsersList', {});
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
