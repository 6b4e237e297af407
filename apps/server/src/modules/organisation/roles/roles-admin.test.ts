import type { TPaged } from '@ccms/contract/envelope';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TRolePermissions } from '@ccms/contract/organisation/schemas';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import { describe, expect, it } from 'vitest';
import { ORGANISATION_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  call,
  type Envelope,
  getOk,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';

describe.each(TEST_BACKENDS)('roles administration on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

  it('creates a role, department by default, and finds it in roles/list', async () => {
    const name = `Kalite ${randomToken()}`;
    const { data: role } = await postOk<Envelope<TRoleRow>>(
      w.ctx,
      w.definer,
      '/api/roles/createrole',
      { name },
    );
    expect(role).toMatchObject({ name, roleType: 4 });
    const page = await postOk<TPaged<TRoleRow>>(w.ctx, w.agent, '/api/roles/list', {
      filters: [
        {
          propertyName: 'name',
          operator: 'contains',
          targetValue: name.toLocaleUpperCase('tr-TR'),
        },
      ],
    });
    expect(page.items).toEqual([role]);
    expect((await w.auditEntriesOf(role.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a name in use (compared the Turkish way), an empty name and unknown types', async () => {
    const name = `İstanbul Işık ${randomToken()}`;
    await postOk(w.ctx, w.definer, '/api/roles/createrole', { name, roleType: 1 });
    const again = await post(w.ctx, w.definer, '/api/roles/createrole', {
      name: ` ${name.toLocaleLowerCase('tr-TR')} `,
    });
    expect([again.statusCode, messagesOf(again)]).toEqual([409, M.roleNameTaken]);
    const empty = await post(w.ctx, w.definer, '/api/roles/createrole', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toContain(M.nameRequired);
    const odd = await post(w.ctx, w.definer, '/api/roles/createrole', {
      name: `Tip ${randomToken()}`,
      roleType: 2,
    });
    expect(odd.statusCode).toBe(400);
    expect(messagesOf(odd)).toContain(M.roleTypeInvalid);
  });

  it('renames a role, and changes its type only while no unit holds it', async () => {
    const role = await w.departmentRole();
    const renamed = await postOk<Envelope<TRoleRow>>(w.ctx, w.definer, '/api/roles/updaterole', {
      id: role.id,
      name: `Yeni Ad ${randomToken()}`,
      roleType: 5,
    });
    expect(renamed.data.roleType).toBe(5);
    const unit = await w.department();
    const person = await w.person();
    await postOk(w.ctx, w.definer, `/api/users/${person.id}/rolesinstores`, {
      roleId: role.id,
      storeId: unit.id,
    });
    const locked = await post(w.ctx, w.definer, '/api/roles/updaterole', {
      id: role.id,
      name: renamed.data.name,
      roleType: 1,
    });
    expect([locked.statusCode, messagesOf(locked)]).toEqual([409, M.roleTypeLocked]);
    const unknown = await post(w.ctx, w.definer, '/api/roles/updaterole', {
      id: crypto.randomUUID(),
      name: 'Yok',
      roleType: 4,
    });
    expect([unknown.statusCode, messagesOf(unknown)]).toEqual([404, M.roleNotFound]);
  });

  it("grants and revokes a permission; the holder's next request has or lacks it", async () => {
    const role = await w.departmentRole(['Customer']);
    const unit = await w.department();
    const holder = await w.person();
    await postOk(w.ctx, w.admin, `/api/users/${holder.id}/rolesinstores`, {
      roleId: role.id,
      storeId: unit.id,
    });
    const granted = async () =>
      (
        await postOk<TCurrentLoginInformation>(
          w.ctx,
          holder,
          '/api/session/GetCurrentLoginInformation',
          {},
        )
      ).permission.grantedPermissions;
    expect(await granted()).toEqual(['Customer']);
    const storesList = () => post(w.ctx, holder, '/api/watsonsstore/GetStoresList', {});
    expect((await storesList()).statusCode).toBe(403);

    const grant = await postOk<Envelope<TRolePermissions>>(
      w.ctx,
      w.admin,
      `/api/roles/${role.id}/permissions`,
      { permission: 'Stores', isGranted: true },
    );
    expect(grant.data.permissions).toEqual(['Customer', 'Stores']);
    expect(grant.messages).toContain(M.permissionGranted('Stores', role.name));
    expect(await granted()).toEqual(['Customer', 'Stores']);
    expect((await storesList()).statusCode).toBe(200);

    await postOk(w.ctx, w.admin, `/api/roles/${role.id}/permissions`, {
      permission: 'Stores',
      isGranted: false,
    });
    expect((await storesList()).statusCode).toBe(403);
    const read = await getOk<TRolePermissions>(
      w.ctx,
      w.definer,
      `/api/roles/${role.id}/permissions`,
    );
    expect(read).toEqual({ roleId: role.id, permissions: ['Customer'] });
    const audit = await w.auditEntriesOf(`${role.id}:Stores`);
    expect(audit.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['rolePermission', 'create'],
      ['rolePermission', 'delete'],
    ]);
  });

  it('lets only an Admin change permissions, and never takes the last Admin', async () => {
    const role = await w.departmentRole();
    const byDefiner = await post(w.ctx, w.definer, `/api/roles/${role.id}/permissions`, {
      permission: 'Stores',
      isGranted: true,
    });
    expect(byDefiner.statusCode).toBe(403);
    const unknown = await post(w.ctx, w.admin, `/api/roles/${role.id}/permissions`, {
      permission: 'Ticket.Fly',
      isGranted: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toContain(M.permissionInvalid);
    // The world's admin is the only active Admin: their role keeps Admin.
    const [adminLink] = await w.linksOf(w.admin.id);
    const last = await post(w.ctx, w.admin, `/api/roles/${adminLink!.roleId}/permissions`, {
      permission: 'Admin',
      isGranted: false,
    });
    expect([last.statusCode, messagesOf(last)]).toEqual([409, M.lastAdmin]);
    const still = await getOk<TRolePermissions>(
      w.ctx,
      w.admin,
      `/api/roles/${adminLink!.roleId}/permissions`,
    );
    expect(still.permissions).toContain('Admin');
  });

  it('answers 403 to users without the definitions menu', async () => {
    const role = await w.departmentRole();
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['POST', '/api/roles/createrole', { name: 'X' }],
      ['POST', '/api/roles/updaterole', { id: role.id, name: 'X', roleType: 4 }],
      ['GET', `/api/roles/${role.id}/rolesinstores`],
      ['GET', `/api/roles/${role.id}/permissions`],
      ['POST', `/api/roles/${role.id}/permissions`, { permission: 'Stores', isGranted: true }],
    ];
    for (const [method, url, body] of calls) {
      expect([url, (await call(w.ctx, w.agent, method, url, body)).statusCode]).toEqual([url, 403]);
    }
  });
});
