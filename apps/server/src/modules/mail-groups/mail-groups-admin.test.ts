import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import {
  MAIL_GROUP_MESSAGES as M,
  type TMailGroup,
  type TMailGroupSaved,
  type TMailGroupWrite,
} from '@ccms/contract/mail-groups';
import { MESSAGES } from '@ccms/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailGroups, ticketCategorySets } from '../../db/schema/index.ts';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole, createUserWithPermissions } from '../../test/factories.ts';
import {
  type Envelope,
  get,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../test/http-support.ts';

const SAVE = '/api/mailgroups/createOrUpdateMailGroup';
const PAGE = '/api/mailgroups/getMailGroupsPage';

describe.each(TEST_BACKENDS)('mail group administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  const body = (overrides: Partial<TMailGroupWrite> = {}): TMailGroupWrite => ({
    id: randomUUID(),
    name: `Kalite ${randomToken()}`,
    isActive: true,
    internalRoleIds: [],
    extraUsers: [],
    isNew: true,
    ...overrides,
  });
  const save = (payload: TMailGroupWrite) =>
    postOk<Envelope<TMailGroupSaved>>(world.ctx, world.admin, SAVE, payload);
  const pageOf = (name: string) =>
    postOk<TPaged<TMailGroup>>(world.ctx, world.admin, PAGE, {
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: name }],
    });
  const groupOfSet = async (id: string) => (await world.setRow(id)).mailGroupId;

  it('adds a group with roles and users by e-mail, lists and gets it by name, audited', async () => {
    const tag = randomToken();
    const [role, otherRole] = [
      await createRole(world.ctx.db, []),
      await createRole(world.ctx.db, []),
    ];
    const person = await createUserWithPermissions(world.ctx.db, []);
    const payload = body({
      name: `  Şikayet ${tag}  `,
      internalRoleIds: [role.id, otherRole.id, role.id],
      extraUsers: [person.emailAddress.toUpperCase()],
    });
    const saved = await save(payload);
    expect(saved.messages).toEqual([MESSAGES.saved]);
    expect(saved.data).toMatchObject({
      id: payload.id,
      name: `Şikayet ${tag}`,
      isActive: true,
      extraUsers: [person.emailAddress],
      categorySetCount: 0,
      removedFromCategorySets: 0,
    });
    expect(saved.data.internalRoleIds.sort()).toEqual([role.id, otherRole.id].sort());
    expect(saved.data.internalRoles.map((r) => r.name).sort()).toEqual(
      [role.name, otherRole.name].sort(),
    );

    await save(body({ name: `Çağrı ${tag}` }));
    await save(body({ name: `Cilt ${tag}` }));
    const page = await pageOf(tag);
    expect(page.items.map((group) => group.name.replace(` ${tag}`, ''))).toEqual([
      'Cilt',
      'Çağrı',
      'Şikayet',
    ]);
    expect(page.totalCount).toBe(3);
    const one = await get(world.ctx, world.admin, `/api/mailgroups/getMailGroup?id=${payload.id}`);
    expect(one.json()).toMatchObject({ id: payload.id, extraUsers: [person.emailAddress] });
    const unknown = await get(
      world.ctx,
      world.admin,
      `/api/mailgroups/getMailGroup?id=${randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toBe(M.notFound);

    const entries = await world.auditEntriesOf(payload.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'mailGroup',
      action: 'create',
      before: null,
      after: { name: `Şikayet ${tag}`, extraUsers: [person.emailAddress] },
    });
    // Saved as it is: nothing recorded.
    await save({ ...payload, name: `Şikayet ${tag}`, isNew: false });
    expect(await world.auditEntriesOf(payload.id)).toHaveLength(1);
  });

  it('refuses an empty or taken name, unknown roles or users, a taken id and an unknown group', async () => {
    const existing = await save(body({ name: `Sipariş ${randomToken()}` }));
    const before = await world.counts();
    const cases: [TMailGroupWrite | Record<string, unknown>, number, string][] = [
      [body({ name: '   ' }), 400, `name: ${M.nameRequired}`],
      [{ ...body(), name: undefined }, 400, `name: ${M.nameRequired}`],
      [body({ name: existing.data.name.toLocaleUpperCase('tr-TR') }), 409, M.duplicateName],
      [body({ internalRoleIds: [randomUUID()] }), 400, M.roleNotFound],
      [body({ extraUsers: ['kimse@example.test'] }), 400, M.usersNotFound(['kimse@example.test'])],
      [body({ extraUsers: ['adres-değil'] }), 400, `extraUsers.0: ${M.userInvalid}`],
      [body({ id: existing.data.id, name: `Başka ${randomToken()}` }), 409, M.idTaken],
      [body({ isNew: false }), 404, M.notFound],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(world.ctx, world.admin, SAVE, payload);
      expect(response.statusCode, message).toBe(status);
      expect(messagesOf(response)).toBe(message);
    }
    expect(await world.counts()).toEqual(before);
  });

  it('deactivating takes the group off its breakdowns in the same transaction, with the warning', async () => {
    const group = await save(body());
    const [first, second] = [await world.breakdown(), await world.breakdown()];
    const deleted = await world.breakdown({ isDeleted: true });
    for (const set of [first, second, deleted]) {
      await world.ctx.db
        .update(ticketCategorySets)
        .set({ mailGroupId: group.data.id })
        .where(eq(ticketCategorySets.id, set.id));
    }
    expect((await pageOf(group.data.name)).items[0]?.categorySetCount).toBe(2);

    const off = await save({ ...group.data, isActive: false, isNew: false });
    const labels = await Promise.all(
      [first, second].map(async (set) => (await world.auditEntriesOf(set.id)).at(-1)!.entityLabel),
    );
    expect(off.messages).toEqual([
      MESSAGES.saved,
      M.removedFromCategorySets([...labels].sort((a, b) => a.localeCompare(b))),
    ]);
    expect(off.data).toMatchObject({
      isActive: false,
      categorySetCount: 0,
      removedFromCategorySets: 2,
    });
    expect([
      await groupOfSet(first.id),
      await groupOfSet(second.id),
      await groupOfSet(deleted.id),
    ]).toEqual([null, null, null]);
    const setEntry = (await world.auditEntriesOf(first.id)).at(-1);
    expect(setEntry).toMatchObject({
      entityType: 'categorySet',
      action: 'update',
      before: { mailGroupId: group.data.id },
      after: { mailGroupId: null },
    });
    expect((await world.auditEntriesOf(group.data.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { isActive: true },
      after: { isActive: false },
    });
    // Switched on again, it does not come back to the breakdowns by itself.
    const on = await save({ ...off.data, isActive: true, isNew: false });
    expect(on.messages).toEqual([MESSAGES.saved]);
    expect(await groupOfSet(first.id)).toBeNull();
  });

  it('keeps the breakdowns when the deactivation fails half way (one transaction)', async () => {
    const group = await save(body());
    const set = await world.breakdown({ mailGroupId: group.data.id });
    // The audit entry is the last write of the save: make it fail for this group only.
    const failing = `fail_${randomToken()}`;
    await world.ctx.db.execute(
      sql.raw(`create function ${failing}() returns trigger language plpgsql as $$
        begin
          if new.entity_id = '${group.data.id}' then raise exception 'audit refused'; end if;
          return new;
        end $$`),
    );
    await world.ctx.db.execute(
      sql.raw(`create trigger ${failing} before insert on admin_audit_log
        for each row execute function ${failing}()`),
    );
    try {
      const response = await post(world.ctx, world.admin, SAVE, {
        ...group.data,
        isActive: false,
        isNew: false,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await world.ctx.db.execute(sql.raw(`drop trigger ${failing} on admin_audit_log`));
    }
    expect(await groupOfSet(set.id)).toBe(group.data.id);
    const [row] = await world.ctx.db
      .select()
      .from(mailGroups)
      .where(eq(mailGroups.id, group.data.id));
    expect(row?.isActive).toBe(true);
  });

  it('deletes a group, taking it off its breakdowns, and removes a group from breakdowns alone', async () => {
    const group = await save(body());
    const set = await world.breakdown({ mailGroupId: group.data.id });
    const removed = await postOk<Envelope<string | null>>(
      world.ctx,
      world.admin,
      '/api/mailgroups/deleteMailGroupFromTicketCategorySet',
      { id: group.data.id },
    );
    expect(removed.data).toMatch(/^Mail grubu 1 kırılımdan kaldırıldı: /);
    expect(await groupOfSet(set.id)).toBeNull();
    const none = await postOk<Envelope<string | null>>(
      world.ctx,
      world.admin,
      '/api/mailgroups/deleteMailGroupFromTicketCategorySet',
      { id: group.data.id },
    );
    expect(none.data).toBeNull();

    await world.ctx.db
      .update(ticketCategorySets)
      .set({ mailGroupId: group.data.id })
      .where(eq(ticketCategorySets.id, set.id));
    const deleted = await postOk<Envelope<{ id: string }>>(
      world.ctx,
      world.admin,
      '/api/mailgroups/deleteMailGroup',
      { id: group.data.id },
    );
    expect(deleted.messages[0]).toBe(M.deleted);
    expect(deleted.messages[1]).toMatch(/^Mail grubu 1 kırılımdan kaldırıldı: /);
    expect(await groupOfSet(set.id)).toBeNull();
    expect((await world.auditEntriesOf(group.data.id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
    const again = await post(world.ctx, world.admin, '/api/mailgroups/deleteMailGroup', {
      id: group.data.id,
    });
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toBe(M.notFound);
  });

  it('answers 403 to an agent on every mail group call', async () => {
    const group = await save(body());
    const calls: [string, string, unknown][] = [
      ['POST', PAGE, {}],
      ['GET', `/api/mailgroups/getMailGroup?id=${group.data.id}`, undefined],
      ['POST', SAVE, body()],
      ['POST', SAVE, { ...group.data, isActive: false, isNew: false }],
      ['POST', '/api/mailgroups/deleteMailGroup', { id: group.data.id }],
      ['POST', '/api/mailgroups/deleteMailGroupFromTicketCategorySet', { id: group.data.id }],
    ];
    // The same calls at the spec's paths, without the prefix.
    const atSpecPaths = calls.map(
      ([method, url, payload]) => [method, url.replace('/mailgroups/', '/'), payload] as const,
    );
    for (const [method, url, payload] of [...calls, ...atSpecPaths]) {
      const response =
        method === 'GET'
          ? await get(world.ctx, world.agent, url)
          : await post(world.ctx, world.agent, url, payload);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await pageOf(group.data.name)).items[0]?.isActive).toBe(true);
  });

  it("answers every call at the spec's path without the prefix too, with the same handler", async () => {
    const { ctx, admin } = world;
    const payload = body();
    const saved = await post(ctx, admin, '/api/createOrUpdateMailGroup', payload);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().messages).toEqual([MESSAGES.saved]);
    const one = await get(ctx, admin, `/api/getMailGroup?id=${payload.id}`);
    expect(one.json()).toEqual(
      (await get(ctx, admin, `/api/mailgroups/getMailGroup?id=${payload.id}`)).json(),
    );
    const filter = {
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: payload.name }],
    };
    const page = await post(ctx, admin, '/api/getMailGroupsPage', filter);
    expect(page.json()).toEqual((await post(ctx, admin, PAGE, filter)).json());
    expect(page.json().totalCount).toBe(1);
    const options = (await get(ctx, admin, '/api/getMailGroups')).json() as { id: string }[];
    expect(options.map((option) => option.id)).toContain(payload.id);
    const taken = await post(ctx, admin, '/api/deleteMailGroupFromTicketCategorySet', {
      id: payload.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const deleted = await post(ctx, admin, '/api/deleteMailGroup', { id: payload.id });
    expect(deleted.json()).toMatchObject({ isSuccess: true, data: { id: payload.id } });
    expect((await get(ctx, admin, `/api/getMailGroup?id=${payload.id}`)).statusCode).toBe(404);
  });
});
