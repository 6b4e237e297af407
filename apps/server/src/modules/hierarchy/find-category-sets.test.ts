import type { TCategorySet } from '@ccms/contract/hierarchy';
import { FIND_CATEGORY_SETS_LIMIT } from '@ccms/contract/hierarchy-admin/schemas';
import { describe, expect, it } from 'vitest';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { post, postOk, randomToken } from '../../test/http-support.ts';

const FIND = '/api/tickethierarchy/FindTicketCategorySets';

describe.each(TEST_BACKENDS)('FindTicketCategorySets on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  const find = (term: string) => postOk<TCategorySet[]>(world.ctx, world.admin, FIND, { term });

  it('finds breakdowns by any level name, the Turkish way, active or not, in list order', async () => {
    const tag = randomToken();
    const type = await world.type({ name: `Iğdır Tipi ${tag}` });
    const categoryA = await world.category({ name: `A Kategori ${tag}` });
    const categoryB = await world.category({ name: `B Kategori ${tag}` });
    const sub = await world.subCategory({ name: `Alt ${tag}` });
    const second = await world.breakdown({
      typeId: type.id,
      categoryId: categoryB.id,
      subCategoryId: sub.id,
    });
    const first = await world.breakdown({
      typeId: type.id,
      categoryId: categoryA.id,
      subCategoryId: sub.id,
      isActive: false,
    });
    await world.breakdown({ typeId: type.id, isDeleted: true });
    const bySub = await world.breakdown({
      subCategoryId: (await world.subCategory({ name: `Iğdır Şube ${tag}` })).id,
    });

    const byType = await find(`ığdır tipi ${tag}`);
    expect(byType.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(byType[0]).toMatchObject({
      typeName: type.name,
      categoryName: categoryA.name,
      isActive: false,
    });
    const any = await find('  IĞDIR  ');
    expect(any.map((row) => row.id)).toEqual(
      expect.arrayContaining([first.id, second.id, bySub.id]),
    );
    expect(await find(`yok ${tag}`)).toEqual([]);
  });

  it(`answers at most ${FIND_CATEGORY_SETS_LIMIT} and refuses agents`, async () => {
    const type = await world.type();
    for (let n = 0; n < FIND_CATEGORY_SETS_LIMIT + 1; n++)
      await world.breakdown({ typeId: type.id });
    expect(await find(type.name)).toHaveLength(FIND_CATEGORY_SETS_LIMIT);
    expect((await post(world.ctx, world.agent, FIND, { term: type.name })).statusCode).toBe(403);
  });
});
