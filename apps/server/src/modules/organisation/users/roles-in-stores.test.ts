import type { TPaged } from '@ccms/contract/envelope';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import { describe, expect, it } from 'vitest';
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

describe.each(TEST_BACKENDS)('roles in units on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

  const _newUser = (roles: { roleId: string; storeId: string }[], values = {}) => ({
    user: {
      name: 'Elif',
      surname: `Şahin ${randomToken()}`,
      emailAddress: `elif.${randomToken()}@example.test`,
      ...values,
    },
    UserRoleInStores: roles,
  });
  it('gives a store role to one user at a store: the previous holder loses it in the same save', async () => {
    const store = await w.store();
    const role = await w.storeRole(['Customer']);
    const first = await w.person();
    await postOk(w.ctx, w.admin, `/api/users/${first.id}/rolesinstores`, {
      roleId: role.id,
      storeId: store.id,
    });
    // The form's look-up: who holds the role there now.
    const lookup = await getOk<TPaged<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      `/api/watsonsstore/rolesinstores?storeId=${store.id}&roleId=${role.id}`,
    );
    expect(lookup.totalCount).toBe(1);
    expect(lookup.items[0]).toMatchObject({ userId: first.id, userSurname: first.surname });

    const second = await w.person();
    const answer = await postOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
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
      await postOk(w.ctx, w.admin, `/api/users/${person.id}/rolesinstores`, {
        roleId: departmentRole.id,
        storeId: unit.id,
      });
    }
    const holders = await getOk<TUserRoleInStoreRow[]>(
      w.ctx,
      w.admin,
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
      post(w.ctx, w.admin, `/api/users/${userId}/rolesinstores`, body);

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
    expect([twice.statusCode, messagesOf(twice)]).toEqual([409, M.roleInStoreExists]);
  });

  it("lists and deletes a user's roles in units; a link of someone else is not theirs", async () => {
    const unit = await w.department();
    const role = await w.departmentRole();
    const person = await w.person();
    const other = await w.person();
    const { data: link } = await postOk<Envelope<TUserRoleInStoreRow>>(
      w.ctx,
      w.admin,
      `/api/users/${person.id}/rolesinstores`,
      { roleId: role.id, storeId: unit.id },
    );
    const listed = await getOk<TUserRoleInStoreRow[]>(
      w.ctx,
      w.definer,
      `/api/users/${person.id}/rolesinstores`,
    );
    expect(listed).toEqual([link]);
    const roles = await getOk(w.ctx, w.definer, `/api/users/${person.id}/roles`);
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
});
