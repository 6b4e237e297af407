import { randomUUID } from 'node:crypto';
import type { THierarchyItem } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { MESSAGES } from '@ccms/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketCategories, ticketTypes } from '../../db/schema/index.ts';
import { HIERARCHY_ADMINISTRATION, levelBody, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { type Envelope, messagesOf, post, postOk, randomToken } from '../../test/http-support.ts';

type Saved = Envelope<THierarchyItem & { touchedCategorySets: number }>;

const LEVELS = [
  ['types', 'tickettype'],
  ['categories', 'ticketcategory'],
  ['subCategories', 'ticketsubcategory'],
] as const;

describe.each(TEST_BACKENDS)('hierarchy level administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  const save = (path: string, body: unknown) =>
    postOk<Saved>(world.ctx, world.admin, `/api/tickethierarchy/${path}`, body);

  it.each(LEVELS)('adds and renames %s with trimmed names, audited', async (_level, path) => {
    const body = levelBody(`  Yeni Kayıt ${randomToken()}  `);
    const added = await save(`add${path}`, body);
    expect(added).toEqual({
      isSuccess: true,
      data: {
        id: body.id,
        name: body.name.trim(),
        isActive: true,
        isDeleted: false,
        touchedCategorySets: 0,
      },
      messages: [MESSAGES.saved],
    });
    const renamed = await save(`update${path}`, { ...body, name: `${body.name.trim()} 2` });
    expect(renamed.data.name).toBe(`${body.name.trim()} 2`);
    // Saving the row as it is changes nothing and records nothing.
    await save(`update${path}`, { ...body, name: `${body.name.trim()} 2` });
    const entries = await world.auditEntriesOf(body.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ['create', world.admin.id],
      ['update', world.admin.id],
    ]);
    expect(entries[1]).toMatchObject({
      entityLabel: `${body.name.trim()} 2`,
      before: { id: body.id, name: body.name.trim(), isActive: true, isDeleted: false },
      after: { id: body.id, name: `${body.name.trim()} 2`, isActive: true, isDeleted: false },
      touchedTicketCount: null,
    });
  });

  it.each(LEVELS)(
    'refuses a name %s already has, the Turkish case-insensitive way',
    async (level, path) => {
      const name = `Şikayet İade ${randomToken()}`;
      await save(`add${path}`, levelBody(name));
      const upper = await post(
        world.ctx,
        world.admin,
        `/api/tickethierarchy/add${path}`,
        levelBody(` ${name.toLocaleUpperCase('tr-TR')} `),
      );
      expect(upper.statusCode).toBe(409);
      expect(messagesOf(upper)).toBe(M.duplicateName[level]);
      const other = levelBody(`Başka ${randomToken()}`);
      await save(`add${path}`, other);
      const rename = await post(world.ctx, world.admin, `/api/tickethierarchy/update${path}`, {
        ...other,
        name: name.toLocaleLowerCase('tr-TR'),
      });
      expect(rename.statusCode).toBe(409);
      // Its own name in other letters is no duplicate.
      const own = await save(`update${path}`, { ...other, name: other.name.toUpperCase() });
      expect(own.data.name).toBe(other.name.toUpperCase());
    },
  );

  it('compares names after Unicode normalisation and stores them composed', async () => {
    const t = randomToken();
    // An 'I' with a combining dot above is 'İ': stored composed, and a twin of 'İADE'.
    const added = await save('addtickettype', levelBody(`I\u0307ade ${t}`));
    expect(added.data.name).toBe(`İade ${t}`);
    const upper = await post(world.ctx, world.admin, '/api/tickethierarchy/addtickettype', {
      ...levelBody(`İADE ${t}`),
    });
    expect(upper.statusCode).toBe(409);
    expect(messagesOf(upper)).toBe(M.duplicateName.types);
    // A row stored decomposed before (by an import, say) is found too.
    await world.type({ name: `I\u0307ptal ${t}` });
    const composed = await post(world.ctx, world.admin, '/api/tickethierarchy/addtickettype', {
      ...levelBody(`iptal ${t}`),
    });
    expect(composed.statusCode).toBe(409);
    // Full-width letters are the same name under NFKC.
    await save('addtickettype', levelBody(`\uFF2Bargo ${t}`));
    const kargo = await post(world.ctx, world.admin, '/api/tickethierarchy/addtickettype', {
      ...levelBody(`kargo ${t}`),
    });
    expect(kargo.statusCode).toBe(409);
  });

  it('pages a level in Turkish alphabetical order, both directions', async () => {
    const t = randomToken();
    const words = [
      'Uygulama',
      'Ürün',
      'Şikayet',
      'Ödeme',
      'İade / Değişim',
      'Iğdır',
      'Çanta',
      'cam',
      'Cz',
    ];
    for (const word of words) await save('addtickettype', levelBody(`${t} ${word}`));
    const page = async (direction: 0 | 1) => {
      const answer = await postOk<{ items: THierarchyItem[] }>(
        world.ctx,
        world.admin,
        '/api/tickethierarchy/tickettypes',
        {
          filters: [{ propertyName: 'name', operator: 'contains', targetValue: t }],
          sortings: [{ propertyName: 'name', direction }],
          paging: { pageNumber: 1, maxItemCountPerPage: 20 },
        },
      );
      return answer.items.map((row) => row.name.slice(t.length + 1));
    };
    const turkish = [
      'cam',
      'Cz',
      'Çanta',
      'Iğdır',
      'İade / Değişim',
      'Ödeme',
      'Şikayet',
      'Uygulama',
      'Ürün',
    ];
    expect(await page(0)).toEqual(turkish);
    expect(await page(1)).toEqual([...turkish].reverse());
  });

  it('lets a name live once per level and again after deletion', async () => {
    const name = `Ortak Ad ${randomToken()}`;
    await save('addtickettype', levelBody(name));
    await save('addticketcategory', levelBody(name));
    await save('addticketsubcategory', levelBody(name));
    const deleted = await world.type({ name: `Silinmiş ${world.tag}` });
    await world.ctx.db
      .update(ticketTypes)
      .set({ isDeleted: true })
      .where(eq(ticketTypes.id, deleted.id));
    await save('addtickettype', levelBody(`Silinmiş ${world.tag}`));
  });

  it('names the field of a refused body in Turkish', async () => {
    const missing = await post(world.ctx, world.admin, '/api/tickethierarchy/addtickettype', {
      id: randomUUID(),
    });
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing)).toBe(`name: ${M.nameRequired}`);
    const blank = await post(world.ctx, world.admin, '/api/tickethierarchy/addticketcategory', {
      ...levelBody('   '),
    });
    expect(messagesOf(blank)).toBe(`name: ${M.nameRequired}`);
    const long = await post(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/addticketsubcategory',
      levelBody('x'.repeat(201)),
    );
    expect(messagesOf(long)).toBe(`name: ${M.nameTooLong(200)}`);
  });

  it('answers 404 for an unknown or deleted row and 409 for a taken id', async () => {
    const unknown = await post(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/updateticketcategory',
      levelBody('Yok'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toBe(M.levelNotFound);
    const deleted = await world.category();
    await world.ctx.db
      .update(ticketCategories)
      .set({ isDeleted: true })
      .where(eq(ticketCategories.id, deleted.id));
    const gone = await post(world.ctx, world.admin, '/api/tickethierarchy/updateticketcategory', {
      id: deleted.id,
      name: 'Geri Gel',
      isActive: true,
    });
    expect(gone.statusCode).toBe(404);
    const taken = await post(world.ctx, world.admin, '/api/tickethierarchy/addticketcategory', {
      id: deleted.id,
      name: `Yeni ${randomToken()}`,
    });
    expect(taken.statusCode).toBe(409);
    expect(messagesOf(taken)).toBe(M.idTaken);
  });

  it('deactivating a type deactivates its breakdowns at once, one audit entry per row', async () => {
    const type = await world.type();
    const active = [
      await world.breakdown({ typeId: type.id }),
      await world.breakdown({ typeId: type.id }),
      await world.breakdown({ typeId: type.id }),
    ];
    const inactive = await world.breakdown({ typeId: type.id, isActive: false });
    const deleted = await world.breakdown({ typeId: type.id, isDeleted: true });
    const elsewhere = await world.breakdown();

    const saved = await save('updatetickettype', { ...type, isActive: false });
    expect(saved.data).toMatchObject({ isActive: false, touchedCategorySets: 3 });
    expect(saved.messages).toEqual([MESSAGES.saved, '3 kategori seti pasife alındı.']);
    for (const set of active) expect((await world.setRow(set.id)).isActive).toBe(false);
    expect((await world.setRow(deleted.id)).isActive).toBe(true);
    expect((await world.setRow(elsewhere.id)).isActive).toBe(true);

    expect((await world.auditEntriesOf(type.id)).map((entry) => entry.action)).toEqual(['update']);
    for (const set of active) {
      const [entry] = await world.auditEntriesOf(set.id);
      expect(entry).toMatchObject({
        entityType: 'categorySet',
        action: 'update',
        userId: world.admin.id,
        before: { id: set.id, typeId: type.id, isActive: true, isSms: false },
        after: { id: set.id, typeId: type.id, isActive: false, isSms: false },
      });
      expect(entry!.entityLabel).toMatch(
        new RegExp(`^${type.name} - Kategori .+ - Alt Kategori .+$`),
      );
      expect(entry!.after).not.toHaveProperty('createdAt');
    }
    expect(await world.auditEntriesOf(inactive.id)).toEqual([]);
    expect(await world.auditEntriesOf(deleted.id)).toEqual([]);
  });

  it('activating a level brings back the breakdowns whose other levels are active', async () => {
    const category = await world.category({ isActive: false });
    const offType = await world.type({ isActive: false });
    const ready = await world.breakdown({ categoryId: category.id, isActive: false });
    const blocked = await world.breakdown({
      categoryId: category.id,
      typeId: offType.id,
      isActive: false,
    });
    const deleted = await world.breakdown({
      categoryId: category.id,
      isActive: false,
      isDeleted: true,
    });
    const saved = await save('updateticketcategory', { ...category, isActive: true });
    expect(saved.data.touchedCategorySets).toBe(1);
    expect(saved.messages).toEqual([MESSAGES.saved, '1 kategori seti aktif edildi.']);
    expect((await world.setRow(ready.id)).isActive).toBe(true);
    expect((await world.setRow(blocked.id)).isActive).toBe(false);
    expect((await world.setRow(deleted.id)).isActive).toBe(false);
    // A level without breakdowns says only that it saved.
    const lonely = await world.subCategory();
    const quiet = await save('updateticketsubcategory', { ...lonely, isActive: false });
    expect(quiet.messages).toEqual([MESSAGES.saved]);
  });

  it('keeps the level and its breakdowns as they were when any part of the cascade fails', async () => {
    const type = await world.type({ name: `Bozuk ${randomToken()}` });
    const sets = [
      await world.breakdown({ typeId: type.id }),
      await world.breakdown({ typeId: type.id }),
    ];
    const before = await world.counts();
    // The audit entry of the breakdowns fails: the whole save must roll back with it.
    await world.ctx.db.execute(
      sql.raw(`create function fail_breakdown_audit() returns trigger language plpgsql as $$
        begin
          if new.entity_type = 'categorySet' and new.entity_label like '${type.name}%' then
            raise exception 'audit refused';
          end if;
          return new;
        end $$`),
    );
    await world.ctx.db.execute(
      sql.raw(`create trigger fail_breakdown_audit before insert on admin_audit_log
        for each row execute function fail_breakdown_audit()`),
    );
    try {
      const response = await post(world.ctx, world.admin, '/api/tickethierarchy/updatetickettype', {
        ...type,
        isActive: false,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await world.ctx.db.execute(sql.raw('drop trigger fail_breakdown_audit on admin_audit_log'));
      await world.ctx.db.execute(sql.raw('drop function fail_breakdown_audit()'));
    }
    const [row] = await world.ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, type.id));
    expect(row!.isActive).toBe(true);
    for (const set of sets) expect((await world.setRow(set.id)).isActive).toBe(true);
    expect(await world.counts()).toEqual(before);
  });
});
