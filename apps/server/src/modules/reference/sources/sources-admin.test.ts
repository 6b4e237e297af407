import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@ccms/contract/messages';
import type { TSourceRow } from '@ccms/contract/reference';
import { REFERENCE_ADMIN_MESSAGES as M } from '@ccms/contract/reference-admin/messages';
import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sources } from '../../../db/schema/index.ts';
import { REFERENCE_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions } from '../../../test/factories.ts';
import {
  type Envelope,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';

describe.each(TEST_BACKENDS)('source administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, REFERENCE_ADMINISTRATION);
  const save = (path: string, body: unknown) =>
    postOk<Envelope<TSourceAdminRow>>(world.ctx, world.admin, `/api/sources/${path}`, body);
  const allSources = () =>
    postOk<TSourceAdminRow[]>(world.ctx, world.admin, '/api/sources/GetAllSources', {});
  const formSources = () =>
    postOk<TSourceRow[]>(world.ctx, world.agent, '/api/sources/getsources', {});

  it("puts a new source in group 'Genel' at the end of the list, and audits it", async () => {
    const listed = await allSources();
    const name = `Canlı Destek ${randomToken()}`;
    const id = randomUUID();
    const added = await save('CreateSource', { id, name: ` ${name} ` });
    expect(added).toEqual({
      isSuccess: true,
      data: {
        id,
        name,
        isActive: true,
        isDeleted: false,
        groupName: 'Genel',
        order: listed.length,
      },
      messages: [MESSAGES.saved],
    });
    expect((await allSources()).map((row) => row.id)).toContain(id);
    expect(await formSources()).toContainEqual({ id, name, groupName: 'Genel' });
    expect(await world.auditEntriesOf(id)).toMatchObject([
      { entityType: 'source', action: 'create', entityLabel: name, after: added.data },
    ]);
    // An order the caller gives is kept.
    const placed = await save('CreateSource', { name: `Sıralı ${randomToken()}`, order: 3 });
    expect(placed.data.order).toBe(3);
  });

  it('lists inactive sources for the administrator and leaves deleted ones out', async () => {
    const t = randomToken();
    const inactive = await save('CreateSource', { name: `${t} Faks`, isActive: false });
    const [deleted] = await world.ctx.db
      .insert(sources)
      .values({ name: `${t} Silinmiş`, isDeleted: true })
      .returning();
    const mine = (await allSources()).filter((row) => row.name.startsWith(t));
    expect(mine.map((row) => row.id)).toEqual([inactive.data.id]);
    expect((await formSources()).map((row) => row.id)).not.toContain(inactive.data.id);
    // A deleted source frees its name, and cannot be changed.
    const reused = await save('CreateSource', { name: `${t} Silinmiş` });
    expect(reused.data.name).toBe(`${t} Silinmiş`);
    const gone = await post(world.ctx, world.admin, '/api/sources/UpdateSource', {
      id: deleted!.id,
      name: `${t} Geri`,
    });
    expect(gone.statusCode).toBe(404);
    expect(messagesOf(gone)).toBe(M.notFound.source);
  });

  it('renames and deactivates, keeping group and order, and the form stops offering it at once', async () => {
    const [storeSource] = await world.ctx.db
      .insert(sources)
      .values({ name: `Vitrin ${randomToken()}`, groupName: 'Magaza', order: 7 })
      .returning();
    const manager = await createUserWithPermissions(world.ctx.db, ['Ticket.Create', 'Manager']);
    const managerSources = () =>
      postOk<TSourceRow[]>(world.ctx, manager, '/api/sources/getsources', {});
    expect((await managerSources()).map((row) => row.id)).toContain(storeSource!.id);
    const name = `Vitrin Yeni ${randomToken()}`;
    const renamed = await save('UpdateSource', { id: storeSource!.id, name });
    expect(renamed.data).toMatchObject({ name, groupName: 'Magaza', order: 7, isActive: true });
    expect(await managerSources()).toContainEqual({
      id: storeSource!.id,
      name,
      groupName: 'Magaza',
    });
    await save('UpdateSource', { id: storeSource!.id, name, isActive: false });
    expect((await managerSources()).map((row) => row.id)).not.toContain(storeSource!.id);
    const [row] = await world.ctx.db.select().from(sources).where(eq(sources.id, storeSource!.id));
    expect(row).toMatchObject({ isActive: false, groupName: 'Magaza', order: 7 });
  });

  it('refuses an empty name, a duplicate name and a bad order, in Turkish', async () => {
    const empty = await post(world.ctx, world.admin, '/api/sources/CreateSource', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toBe(`name: ${M.nameRequired.source}`);
    const name = `İnternet ${randomToken()}`;
    await save('CreateSource', { name });
    const twin = await post(world.ctx, world.admin, '/api/sources/CreateSource', {
      name: name.toLocaleUpperCase('tr-TR'),
    });
    expect(twin.statusCode).toBe(409);
    expect(messagesOf(twin)).toBe(M.duplicateName.source);
    const order = await post(world.ctx, world.admin, '/api/sources/CreateSource', {
      name: `Eksi ${randomToken()}`,
      order: -1,
    });
    expect(order.statusCode).toBe(400);
    expect(messagesOf(order)).toBe(`order: ${M.orderInvalid}`);
  });
});
