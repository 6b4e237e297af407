import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import {
  HIERARCHY_MESSAGES,
  type TCategorySet,
  type THierarchyItem,
  type THierarchyOption,
  type TRuleSet,
  type TSubCategoryOption,
} from '@ccms/contract/hierarchy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roles,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { call, callOk, get, messagesOf, post, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('tickethierarchy lookups on %s', (backend) => {
  let ctx: TestContext;
  let creator: TestUser;
  let outsider: TestUser;
  /** A hierarchy of its own: one type, categories, sub-categories, a rule set and sets. */
  let data: Awaited<ReturnType<typeof seed>>;

  async function seed() {
    const tag = randomToken();
    const [type] = await ctx.db
      .insert(ticketTypes)
      .values({ name: `Tip ${tag}` })
      .returning();
    const [otherType] = await ctx.db
      .insert(ticketTypes)
      .values({ name: `Boş Tip ${tag}` })
      .returning();
    const [deletedType] = await ctx.db
      .insert(ticketTypes)
      .values({ name: `Silinmiş Tip ${tag}`, isDeleted: true })
      .returning();
    const [categoryÇ, categoryA, inactiveCategory] = await ctx.db
      .insert(ticketCategories)
      .values([
        { name: `Çiçek ${tag}` },
        { name: `Ağaç ${tag}` },
        { name: `Pasif Kategori ${tag}`, isActive: false },
      ])
      .returning();
    const [subA, subB, subManager, inactiveSub, subOfInactiveSet, subOfDeletedSet] = await ctx.db
      .insert(ticketSubCategories)
      .values([
        { name: `Şube ${tag}` },
        { name: `Bahçe ${tag}` },
        { name: `Müdür ${tag}` },
        { name: `Pasif Alt ${tag}`, isActive: false },
        { name: `Pasif Setin Altı ${tag}` },
        { name: `Silinmiş Setin Altı ${tag}` },
      ])
      .returning();
    const [ruleSet] = await ctx.db
      .insert(ruleSets)
      .values({ name: `Kural Seti ${tag}`, sla: 48, isCaseClosed: true })
      .returning();
    await ctx.db.insert(ruleSetRules).values([
      {
        ruleSetId: ruleSet!.id,
        name: 'Information.Product.IsMandatory',
        displayName: 'Ürün zorunlu',
        value: '1',
      },
      {
        ruleSetId: ruleSet!.id,
        name: 'Information.Order.IsOptional',
        displayName: 'Sipariş opsiyonel',
        value: '1',
      },
      {
        ruleSetId: ruleSet!.id,
        name: 'Information.Device.IsMandatory',
        displayName: 'Cihaz zorunlu',
        value: '1',
        isActive: false,
      },
    ]);
    const [role] = await ctx.db
      .insert(roles)
      .values({ name: `Akış Rolü ${tag}` })
      .returning();
    await ctx.db
      .insert(ruleSetFlows)
      .values({ ruleSetId: ruleSet!.id, roleId: role!.id, actionStatus: 1 });
    const base = { typeId: type!.id, categoryId: categoryÇ!.id };
    const [setA, setB, setManager, , , , setOfInactiveCategory] = await ctx.db
      .insert(ticketCategorySets)
      .values([
        {
          ...base,
          subCategoryId: subA!.id,
          ruleSetId: ruleSet!.id,
          script: 'Müşteriye teşekkür edin.',
          canStoreView: true,
        },
        { ...base, subCategoryId: subB!.id, callType: 2 },
        { ...base, subCategoryId: subManager!.id, isManagerSee: true },
        { ...base, subCategoryId: inactiveSub!.id },
        { ...base, subCategoryId: subOfInactiveSet!.id, isActive: false, isManagerSee: true },
        { ...base, subCategoryId: subOfDeletedSet!.id, isDeleted: true, isManagerSee: true },
        { typeId: type!.id, categoryId: inactiveCategory!.id, subCategoryId: subA!.id },
        { typeId: type!.id, categoryId: categoryA!.id, subCategoryId: subA!.id },
        {
          typeId: otherType!.id,
          categoryId: categoryA!.id,
          subCategoryId: subB!.id,
          isActive: false,
        },
      ])
      .returning();
    return {
      tag,
      type: type!,
      otherType: otherType!,
      deletedType: deletedType!,
      categoryÇ: categoryÇ!,
      categoryA: categoryA!,
      subA: subA!,
      subB: subB!,
      subManager: subManager!,
      ruleSet: ruleSet!,
      role: role!,
      setA: setA!,
      setB: setB!,
      setManager: setManager!,
      setOfInactiveCategory: setOfInactiveCategory!,
    };
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    creator = await createUserWithPermissions(ctx.db, ['Ticket.Create']);
    outsider = await createUserWithPermissions(ctx.db, ['Customer']);
    data = await seed();
  });
  afterAll(() => ctx.close());

  const ok = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    callOk<T>(ctx, creator, method, url, body);

  it("answers the list filters' type, category and sub-category options to any signed-in user", async () => {
    const urls = [
      '/api/tickethierarchy/getalltickettypes',
      '/api/tickethierarchy/getalltickettypesForManager',
      `/api/tickethierarchy/ticketcategoriesoftype?typeId=${data.type.id}`,
      `/api/tickethierarchy/ticketcategoriesoftypeForManager?typeId=${data.type.id}`,
      `/api/tickethierarchy/TicketSubCategoriesOfCategories?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
      `/api/tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
      `/api/tickethierarchy/getallticketcategories?typeId=${data.type.id}`,
      `/api/tickethierarchy/getallticketsubcategories?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
    ];
    for (const url of urls) {
      expect((await get(ctx, outsider, url)).statusCode, url).toBe(200);
      expect((await get(ctx, null, url)).statusCode, url).toBe(401);
    }
  });

  it('refuses every lookup without Ticket.Create', async () => {
    const id = data.setA.id;
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['POST', '/api/tickethierarchy/tickettypes', {}],
      ['POST', '/api/tickethierarchy/ticketcategories', {}],
      ['POST', '/api/tickethierarchy/ticketsubcategories', {}],
      ['POST', '/api/tickethierarchy/getticketcategorysets', {}],
      ['POST', '/api/tickethierarchy/getticketcategoryset', { id }],
      ['GET', `/api/tickethierarchy/${id}/rules`],
      ['POST', '/api/rulesets/GetRuleSet', { id: data.ruleSet.id }],
      [
        'POST',
        '/api/ticket/CheckTicketCategorySetScript',
        { typeId: data.type.id, categoryId: data.categoryÇ.id, subCategoryId: data.subA.id },
      ],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(ctx, outsider, method, url, body)).statusCode, url).toBe(403);
      const anonymous = await call(ctx, null, method, url, body);
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('pages the levels by name, never with deleted rows', async () => {
    const nameFilter = (value: string) => ({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: value }],
    });
    const types = await ok<TPaged<THierarchyItem>>(
      'POST',
      '/api/tickethierarchy/tickettypes',
      nameFilter(data.tag),
    );
    expect(types.items.map((row) => row.name)).toEqual([`Boş Tip ${data.tag}`, `Tip ${data.tag}`]);
    expect(types.totalCount).toBe(2);
    expect(types.items[0]).toEqual({
      id: data.otherType.id,
      name: `Boş Tip ${data.tag}`,
      isActive: true,
      isDeleted: false,
    });

    const inactive = await ok<TPaged<THierarchyItem>>(
      'POST',
      '/api/tickethierarchy/ticketcategories',
      {
        filters: [
          { propertyName: 'Name', operator: 'contains', targetValue: data.tag },
          { propertyName: 'IsActive', operator: 'equal', targetValue: 'false' },
        ],
      },
    );
    expect(inactive.items.map((row) => row.name)).toEqual([`Pasif Kategori ${data.tag}`]);

    const subs = await ok<TPaged<THierarchyItem>>(
      'POST',
      '/api/tickethierarchy/ticketsubcategories',
      { ...nameFilter(data.tag), paging: { pageNumber: 2, maxItemCountPerPage: 4 } },
    );
    expect(subs.totalCount).toBe(6);
    expect(subs.itemCountOnPage).toBe(2);
    expect(subs.currentPageNumber).toBe(2);

    const all = await ok<TPaged<THierarchyItem>>('POST', '/api/tickethierarchy/tickettypes', {});
    expect(all.itemCountOnPage).toBeLessThanOrEqual(10);
    expect(all.items.some((row) => row.isDeleted)).toBe(false);
  });

  it('refuses unknown properties of the query format', async () => {
    for (const url of [
      '/api/tickethierarchy/tickettypes',
      '/api/tickethierarchy/getticketcategorysets',
    ]) {
      const filter = await post(ctx, creator, url, {
        filters: [{ propertyName: 'password', operator: 'equal', targetValue: 'x' }],
      });
      expect(filter.statusCode, url).toBe(400);
      expect(messagesOf(filter)).toContain("'password'");
      const sort = await post(ctx, creator, url, {
        sortings: [{ propertyName: 'script', direction: 0 }],
      });
      expect(sort.statusCode, url).toBe(400);
    }
    const badUuid = await post(ctx, creator, '/api/tickethierarchy/getticketcategorysets', {
      filters: [{ propertyName: 'TypeId', operator: 'equal', targetValue: 'not-a-uuid' }],
    });
    expect(badUuid.statusCode).toBe(400);
  });

  it('lists the category sets of a type with names, sorted by type, category, sub-category', async () => {
    const page = await ok<TPaged<TCategorySet>>(
      'POST',
      '/api/tickethierarchy/getticketcategorysets',
      {
        filters: [{ propertyName: 'TypeId', operator: 'equal', targetValue: data.type.id }],
        paging: { pageNumber: 1, maxItemCountPerPage: 50 },
      },
    );
    // Deleted sets never show.
    expect(page.totalCount).toBe(7);
    // The default order is category then sub-category (one type here), whatever the collation.
    const explicit = await ok<TPaged<TCategorySet>>(
      'POST',
      '/api/tickethierarchy/getticketcategorysets',
      {
        filters: [{ propertyName: 'TypeId', operator: 'equal', targetValue: data.type.id }],
        sortings: [
          { propertyName: 'categoryName', priority: 0, direction: 0 },
          { propertyName: 'subCategoryName', priority: 1, direction: 0 },
        ],
        paging: { pageNumber: 1, maxItemCountPerPage: 50 },
      },
    );
    expect(page.items.map((row) => row.id)).toEqual(explicit.items.map((row) => row.id));
    const ofÇ = page.items.filter((row) => row.categoryId === data.categoryÇ.id);
    expect(ofÇ.map((row) => row.subCategoryName.replace(` ${data.tag}`, ''))).toEqual([
      'Bahçe',
      'Müdür',
      'Pasif Alt',
      'Pasif Setin Altı',
      'Şube',
    ]);
    const setA = page.items.find((row) => row.id === data.setA.id);
    expect(setA).toMatchObject({
      typeId: data.type.id,
      categoryId: data.categoryÇ.id,
      subCategoryId: data.subA.id,
      typeName: `Tip ${data.tag}`,
      categoryName: `Çiçek ${data.tag}`,
      subCategoryName: `Şube ${data.tag}`,
      ruleSetId: data.ruleSet.id,
      ruleSetName: `Kural Seti ${data.tag}`,
      ruleSetIsClosed: true,
      callType: 1,
      canStoreView: true,
      isManagerSee: false,
      script: 'Müşteriye teşekkür edin.',
      mailGroupId: null,
    });
    const noRuleSet = page.items.find((row) => row.id === data.setB.id);
    expect(noRuleSet).toMatchObject({ ruleSetId: null, ruleSetName: null, ruleSetIsClosed: false });

    const managerSets = await ok<TPaged<TCategorySet>>(
      'POST',
      '/api/tickethierarchy/getticketcategorysets',
      {
        filters: [
          { propertyName: 'TypeId', operator: 'equal', targetValue: data.type.id },
          { propertyName: 'IsManagerSee', operator: 'equal', targetValue: true },
          { propertyName: 'IsActive', operator: 'equal', targetValue: 'true' },
        ],
        sortings: [{ propertyName: 'subCategoryName', direction: 1 }],
      },
    );
    expect(managerSets.items.map((row) => row.id)).toEqual([data.setManager.id]);
  });

  it('gives one category set or a Turkish 404', async () => {
    const row = await ok<TCategorySet>('POST', '/api/tickethierarchy/getticketcategoryset', {
      id: data.setA.id,
    });
    expect(row.subCategoryName).toBe(`Şube ${data.tag}`);
    const missing = await post(ctx, creator, '/api/tickethierarchy/getticketcategoryset', {
      id: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toContain(HIERARCHY_MESSAGES.categorySetNotFound);
  });

  it('offers the types, categories and sub-categories of active sets in Turkish order', async () => {
    const types = await ok<THierarchyOption[]>('GET', '/api/tickethierarchy/getalltickettypes');
    const ids = types.map((row) => row.id);
    expect(ids).toContain(data.type.id);
    // Only an inactive set, or deleted.
    expect(ids).not.toContain(data.otherType.id);
    expect(ids).not.toContain(data.deletedType.id);

    const categories = await ok<THierarchyOption[]>(
      'GET',
      `/api/tickethierarchy/ticketcategoriesoftype?typeId=${data.type.id}`,
    );
    // Ağaç before Çiçek (Turkish order); the inactive category is left out.
    expect(categories).toEqual([
      { id: data.categoryA.id, name: `Ağaç ${data.tag}` },
      { id: data.categoryÇ.id, name: `Çiçek ${data.tag}` },
    ]);

    const subs = await ok<TSubCategoryOption[]>(
      'GET',
      `/api/tickethierarchy/ticketsubcategoriesofcategories?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
    );
    expect(subs).toEqual([
      { id: data.subB.id, name: `Bahçe ${data.tag}`, categorySetId: data.setB.id, callType: 2 },
      {
        id: data.subManager.id,
        name: `Müdür ${data.tag}`,
        categorySetId: data.setManager.id,
        callType: 1,
      },
      { id: data.subA.id, name: `Şube ${data.tag}`, categorySetId: data.setA.id, callType: 1 },
    ]);
    // The spec's getall… reads answer the same options.
    expect(
      await ok('GET', `/api/tickethierarchy/getallticketcategories?typeId=${data.type.id}`),
    ).toEqual(categories);
    expect(
      await ok(
        'GET',
        `/api/tickethierarchy/getallticketsubcategories?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
      ),
    ).toEqual(subs);

    const badQuery = await get(
      ctx,
      creator,
      '/api/tickethierarchy/ticketcategoriesoftype?typeId=x',
    );
    expect(badQuery.statusCode).toBe(400);
  });

  it('gives managers only the manager-visible sets', async () => {
    const types = await ok<THierarchyOption[]>(
      'GET',
      '/api/tickethierarchy/getalltickettypesForManager',
    );
    expect(types.map((row) => row.id)).toContain(data.type.id);
    const categories = await ok<THierarchyOption[]>(
      'GET',
      `/api/tickethierarchy/ticketcategoriesoftypeForManager?typeId=${data.type.id}`,
    );
    expect(categories.map((row) => row.id)).toEqual([data.categoryÇ.id]);
    const subs = await ok<TSubCategoryOption[]>(
      'GET',
      `/api/tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId=${data.type.id}&categoryId=${data.categoryÇ.id}`,
    );
    // The inactive and the deleted manager-visible sets stay out.
    expect(subs.map((row) => row.categorySetId)).toEqual([data.setManager.id]);
    const none = await ok<TSubCategoryOption[]>(
      'GET',
      `/api/tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId=${data.type.id}&categoryId=${data.categoryA.id}`,
    );
    expect(none).toEqual([]);
  });

  it('gives the active rules of a set, none without rule set, 404 for an unknown set', async () => {
    const rules = await ok<{ name: string; value: string }[]>(
      'GET',
      `/api/tickethierarchy/${data.setA.id}/rules`,
    );
    expect(rules).toEqual([
      { name: 'Information.Order.IsOptional', value: '1' },
      { name: 'Information.Product.IsMandatory', value: '1' },
    ]);
    expect(await ok('GET', `/api/tickethierarchy/${data.setB.id}/rules`)).toEqual([]);
    const missing = await get(ctx, creator, `/api/tickethierarchy/${randomUUID()}/rules`);
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toContain(HIERARCHY_MESSAGES.categorySetNotFound);
  });

  it('gives a rule set with rules and flows, or a Turkish 404', async () => {
    const ruleSet = await ok<TRuleSet>('POST', '/api/rulesets/GetRuleSet', {
      id: data.ruleSet.id,
    });
    expect(ruleSet).toEqual({
      id: data.ruleSet.id,
      name: `Kural Seti ${data.tag}`,
      sla: 48,
      isCaseClosed: true,
      isDeletedFromSLA: false,
      rules: [
        { name: 'Information.Order.IsOptional', value: '1', displayName: 'Sipariş opsiyonel' },
        { name: 'Information.Product.IsMandatory', value: '1', displayName: 'Ürün zorunlu' },
      ],
      flows: [{ roleId: data.role.id, roleName: data.role.name, actionStatus: 1 }],
    });
    const missing = await post(ctx, creator, '/api/rulesets/GetRuleSet', {
      id: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toContain(HIERARCHY_MESSAGES.ruleSetNotFound);
  });

  it('gives the script of a breakdown as text, empty when it has none, 404 when there is no set', async () => {
    const url = '/api/ticket/CheckTicketCategorySetScript';
    const breakdown = { typeId: data.type.id, categoryId: data.categoryÇ.id };
    const script = await post(ctx, creator, url, { ...breakdown, subCategoryId: data.subA.id });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/plain/);
    expect(script.body).toBe('Müşteriye teşekkür edin.');
    const none = await post(ctx, creator, url, { ...breakdown, subCategoryId: data.subB.id });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
    const missing = await post(ctx, creator, url, {
      ...breakdown,
      subCategoryId: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toContain(HIERARCHY_MESSAGES.categorySetNotFound);
    const invalid = await post(ctx, creator, url, { ...breakdown });
    expect(invalid.statusCode).toBe(400);
  });
});
