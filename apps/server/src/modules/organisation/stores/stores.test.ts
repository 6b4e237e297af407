import type { TPaged } from '@ccms/contract/envelope';
import type { TStoreRow, TUnitLookupRow } from '@ccms/contract/organisation/stores';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema/index.ts';
import { ORGANISATION_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { messagesOf, post, postOk, randomToken } from '../../../test/http-support.ts';

describe.each(TEST_BACKENDS)('stores list on %s', (backend) => {
  const w = setUpAdminWorld(backend, ORGANISATION_ADMINISTRATION);

  const list = (body: unknown) =>
    postOk<TPaged<TStoreRow>>(w.ctx, w.admin, '/api/watsonsstore/GetStoresList', body);
  const contains = (propertyName: string, targetValue: string) => ({
    propertyName,
    operator: 'contains',
    targetValue,
  });

  it('filters by upper-cased name, manager surname, phone and e-mail, active only, with managers', async () => {
    const t = randomToken();
    const old = new Date(Date.now() - 90 * 86_400_000);
    const kadikoy = await w.store({
      name: `Kadıköy İskele ${t}`,
      unitManagerName: 'Işıl',
      unitManagerSurname: `Çağlar ${t}`,
      unitManagerEmail: `isil.${t}@example.test`,
      areaManagerName: 'Ali',
      areaManagerSurname: 'Alan',
      areaManagerEmail: `alan.${t}@example.test`,
      regionManagerEmail: `bolge.${t}@example.test`,
      phoneNumber: `0216${t.slice(0, 7)}`,
      emailAddress: `kadikoy.${t}@example.test`,
      createdAt: old,
    });
    await w.store({ name: `Kadıköy Pasif ${t}`, isActive: false });
    const byName = await list({
      filters: [
        contains('name', `Kadıköy İskele ${t}`.toLocaleUpperCase('tr-TR')),
        { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
      ],
    });
    expect(byName.items.map((row) => row.id)).toEqual([kadikoy.id]);
    expect(byName.items[0]).toMatchObject({
      type: 0,
      lastName: `Çağlar ${t}`,
      unitManagerEmail: `isil.${t}@example.test`,
      areaManagerName: 'Ali',
      regionManagerEmail: `bolge.${t}@example.test`,
      isNew: false,
    });
    for (const [property, value] of [
      ['lastName', `ÇAĞLAR ${t}`.toLocaleUpperCase('tr-TR')],
      ['phoneNumber', `0216${t.slice(0, 7)}`],
      ['emailAddress', `kadikoy.${t}`.toLocaleUpperCase('tr-TR')],
    ] as const) {
      const found = await list({ filters: [contains(property, value)] });
      expect([property, found.items.map((row) => row.id)]).toEqual([property, [kadikoy.id]]);
    }
    const both = await list({ filters: [contains('name', `${t}`)] });
    expect(both.totalCount).toBe(2);
  });

  it('marks new units, sorts and pages 20 by default', async () => {
    const t = randomToken();
    for (let index = 0; index < 22; index += 1) {
      await w.store({ name: `Sıra ${t} ${String(index).padStart(2, '0')}` });
    }
    const first = await list({ filters: [contains('name', `SIRA ${t}`)] });
    expect(first).toMatchObject({ itemCountOnPage: 20, totalCount: 22, currentPageNumber: 1 });
    expect(first.items.every((row) => row.isNew)).toBe(true);
    const descending = await list({
      filters: [contains('name', `SIRA ${t}`)],
      sortings: [{ propertyName: 'name', direction: 1 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 10 },
    });
    expect(descending.items[0]!.name).toBe(`Sıra ${t} 21`);
    const refused = await post(w.ctx, w.admin, '/api/watsonsstore/GetStoresList', {
      filters: [contains('unitManagerEmail', 'x')],
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toContain("'unitManagerEmail'");
  });

  it('reads one unit, lists units active or not with their type, and guards the list', async () => {
    const unit = await w.department({ name: `Birim ${randomToken()}`, isActive: false });
    const read = await postOk<TStoreRow>(w.ctx, w.admin, '/api/watsonsstore/GetStore', {
      id: unit.id,
    });
    expect(read).toMatchObject({ id: unit.id, type: 4, isActive: false });
    const missing = await post(w.ctx, w.admin, '/api/watsonsstore/GetStore', {
      id: crypto.randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    const units = await postOk<TPaged<TUnitLookupRow>>(
      w.ctx,
      w.agent,
      '/api/watsonsstore/GetAllStoresPage',
      { filters: [contains('name', unit.name.toLocaleUpperCase('tr-TR'))] },
    );
    expect(units.items).toEqual([
      {
        id: unit.id,
        name: unit.name,
        cityName: null,
        isECommerce: false,
        type: 4,
        isActive: false,
      },
    ]);
    const [row] = await w.ctx.db.select().from(stores).where(eq(stores.id, unit.id));
    expect(row!.isActive).toBe(false);
    expect((await post(w.ctx, w.definer, '/api/watsonsstore/GetStoresList', {})).statusCode).toBe(
      403,
    );
    expect((await post(w.ctx, null, '/api/watsonsstore/GetStoresList', {})).statusCode).toBe(401);
  });
});
