import { randomUUID } from 'node:crypto';
import { HIERARCHY_MESSAGES } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetMail } from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categorySetMails } from '../../db/schema/index.ts';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { type Envelope, messagesOf, post, postOk } from '../../test/http-support.ts';

const SAVE = '/api/tickethierarchy/CreateOrUpdateCategorySetMail';
const LIST = '/api/tickethierarchy/GetCategorySetMails';
const CHECK = '/api/tickethierarchy/CheckDublicateCategorySetMail';
const DELETE = '/api/tickethierarchy/DeleteCategorySetMail';

type Saved = Envelope<TCategorySetMail>;

describe.each(TEST_BACKENDS)('breakdown mail addresses on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  const save = (body: object) => postOk<Saved>(world.ctx, world.admin, SAVE, body);
  const list = (id: string) => postOk<TCategorySetMail[]>(world.ctx, world.admin, LIST, { id });
  const mail = (ticketCategorySetId: string, emailAddress: string) => ({
    id: randomUUID(),
    ticketCategorySetId,
    emailAddress,
  });

  it('adds, changes and lists the addresses of a breakdown by address, audited', async () => {
    const set = await world.breakdown();
    const zeynep = await save(mail(set.id, ' zeynep@demo.local '));
    expect(zeynep).toEqual({
      isSuccess: true,
      data: {
        id: zeynep.data.id,
        ticketCategorySetId: set.id,
        emailAddress: 'zeynep@demo.local',
        isActive: true,
        isDeleted: false,
      },
      messages: [MESSAGES.saved],
    });
    const ali = await save(mail(set.id, 'ali@demo.local'));
    await save(mail((await world.breakdown()).id, 'other@demo.local'));
    expect((await list(set.id)).map((row) => row.emailAddress)).toEqual([
      'ali@demo.local',
      'zeynep@demo.local',
    ]);
    const changed = await save({ ...ali.data, emailAddress: 'ali.veli@demo.local' });
    expect(changed.data.emailAddress).toBe('ali.veli@demo.local');
    const entries = await world.auditEntriesOf(ali.data.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      entityType: 'categorySetMail',
      before: { emailAddress: 'ali@demo.local' },
      after: { emailAddress: 'ali.veli@demo.local' },
    });
    expect(entries[1]!.entityLabel).toMatch(
      /^ali\.veli@demo\.local \(Tip .+ - Kategori .+ - Alt Kategori .+\)$/,
    );
  });

  it("refuses an address the breakdown already has with 'Bu mail adresi zaten tanımlı.'", async () => {
    const set = await world.breakdown();
    const first = await save(mail(set.id, 'kalite@demo.local'));
    const before = await world.counts();
    const duplicate = await post(world.ctx, world.admin, SAVE, mail(set.id, 'KALITE@demo.local'));
    expect(duplicate.statusCode).toBe(409);
    expect(messagesOf(duplicate)).toBe('Bu mail adresi zaten tanımlı.');
    expect(await world.counts()).toEqual(before);
    // The row itself may keep its address; another breakdown may have it too.
    await save({ ...first.data, isActive: false });
    await save(mail((await world.breakdown()).id, 'kalite@demo.local'));
    const check = (body: object) => postOk<boolean>(world.ctx, world.admin, CHECK, body);
    expect(await check({ ticketCategorySetId: set.id, emailAddress: 'Kalite@Demo.Local' })).toBe(
      true,
    );
    expect(
      await check({
        ticketCategorySetId: set.id,
        emailAddress: 'kalite@demo.local',
        id: first.data.id,
      }),
    ).toBe(false);
    expect(await check({ ticketCategorySetId: set.id, emailAddress: 'yeni@demo.local' })).toBe(
      false,
    );
  });

  it('deletes by marking the row, which frees the address', async () => {
    const set = await world.breakdown();
    const saved = await save(mail(set.id, 'silinecek@demo.local'));
    const deleted = await postOk(world.ctx, world.admin, DELETE, { id: saved.data.id });
    expect(deleted).toEqual({
      isSuccess: true,
      data: { id: saved.data.id },
      messages: [M.mailDeleted],
    });
    const [row] = await world.ctx.db
      .select()
      .from(categorySetMails)
      .where(eq(categorySetMails.id, saved.data.id));
    expect(row!.isDeleted).toBe(true);
    expect(await list(set.id)).toEqual([]);
    const [entry] = (await world.auditEntriesOf(saved.data.id)).filter(
      (e) => e.action === 'delete',
    );
    expect(entry).toMatchObject({ before: { emailAddress: 'silinecek@demo.local' }, after: null });
    await save(mail(set.id, 'silinecek@demo.local'));
    const again = await post(world.ctx, world.admin, DELETE, { id: saved.data.id });
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toBe(M.mailNotFound);
    // A deleted row cannot be brought back by saving it.
    const revived = await post(world.ctx, world.admin, SAVE, {
      ...saved.data,
      emailAddress: 'geri@demo.local',
    });
    expect(revived.statusCode).toBe(404);
  });

  it('answers 404 for an unknown breakdown and checks the address', async () => {
    const unknown = await post(world.ctx, world.admin, SAVE, mail(randomUUID(), 'x@demo.local'));
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toBe(HIERARCHY_MESSAGES.categorySetNotFound);
    expect((await post(world.ctx, world.admin, LIST, { id: randomUUID() })).statusCode).toBe(404);
    const set = await world.breakdown();
    const invalid = await post(world.ctx, world.admin, SAVE, mail(set.id, 'adres değil'));
    expect(invalid.statusCode).toBe(400);
    expect(messagesOf(invalid)).toBe(`emailAddress: ${M.mailInvalid}`);
    const empty = await post(world.ctx, world.admin, SAVE, mail(set.id, ' '));
    expect(messagesOf(empty)).toContain(`emailAddress: ${M.mailRequired}`);
    // An address of another breakdown cannot be moved by its id.
    const saved = await save(mail(set.id, 'tasinmaz@demo.local'));
    const moved = await post(world.ctx, world.admin, SAVE, {
      ...saved.data,
      ticketCategorySetId: (await world.breakdown()).id,
    });
    expect(moved.statusCode).toBe(404);
    expect(messagesOf(moved)).toBe(M.mailNotFound);
  });
});
