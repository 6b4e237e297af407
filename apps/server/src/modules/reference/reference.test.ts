import { randomInt, randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import {
  REFERENCE_MESSAGES,
  type TCampaignLookupRow,
  type TProductRow,
  type TSourceRow,
  type TStoreLookupRow,
  type TTicketQuestionRow,
} from '@ccms/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  cities,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  products,
  sources,
  ticketQuestions,
} from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createStore, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { call, getOk, post, postOk, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('reference lookups on %s', (backend) => {
  let ctx: TestContext;
  let agent: TestUser;
  let manager: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    agent = await createUserWithPermissions(ctx.db, ['Ticket.Create']);
    manager = await createUserWithPermissions(ctx.db, ['Ticket.Create', 'Manager']);
    outsider = await createUserWithPermissions(ctx.db, ['Customer']);
  });
  afterAll(() => ctx.close());

  const page = <T>(url: string, formatter: TQueryFormatter, user: TestUser = agent) =>
    postOk<TPaged<T>>(ctx, user, url, formatter);
  const contains = (propertyName: string, targetValue: string) => ({
    propertyName,
    operator: 'contains' as const,
    targetValue,
  });

  it('refuses every lookup without Ticket.Create', async () => {
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/deliveryTypes/GetDeliveryTypes', undefined],
      ['GET', '/api/cargoCompany/GetAllCargoCompanies', undefined],
      ['GET', '/api/problem/GetAllProblems/1', undefined],
      ['GET', '/api/Order/GetOrderCancellingContentList', undefined],
      ['POST', '/api/product/list', {}],
      ['POST', '/api/campaign/GetCampaigns', {}],
      ['POST', '/api/ticketquestion/GetTicketQuestions', {}],
      ['POST', '/api/sources/getsources', {}],
      ['POST', '/api/sources/GetSourcesPage', {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(ctx, outsider, method, url, body)).statusCode, url).toBe(403);
      expect((await call(ctx, null, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it("answers the activity form's look-ups to any signed-in user, without Ticket.Create", async () => {
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/CallWrapUps/GetCallWrapUpsForClosed', undefined],
      ['GET', '/api/CallWrapUps/GetCallWrapUpsForInAction', undefined],
      ['GET', '/api/customersvoices/GetCustomersVoices', undefined],
      ['POST', '/api/watsonsstore/GetStoresPage', {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(ctx, outsider, method, url, body)).statusCode, url).toBe(200);
      expect((await call(ctx, null, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it('lists the in-process wrap-ups for status 5, active ones only', async () => {
    const t = randomToken();
    const [working, , closing] = await ctx.db
      .insert(callWrapUps)
      .values([
        { name: `${t} Araştırılıyor`, isProcess: true, isSlaPaused: true },
        { name: `${t} Pasif`, isProcess: true, isActive: false },
        { name: `${t} Kapanış`, isClosed: true },
      ])
      .returning();
    const rows = (
      await getOk<{ id: string; name: string; isSlaPaused: boolean }[]>(
        ctx,
        outsider,
        '/api/CallWrapUps/GetCallWrapUpsForInAction',
      )
    ).filter((row) => row.name.startsWith(t));
    expect(rows.map((row) => row.id)).toEqual([working!.id]);
    expect(rows[0]!.isSlaPaused).toBe(true);
    expect(closing).toBeDefined();
  });

  it('lists active closing wrap-ups in Turkish order and answers one by id', async () => {
    const t = randomToken();
    const [cay, ciz, cop, inactive, open] = await ctx.db
      .insert(callWrapUps)
      .values([
        { name: `${t} Çay`, isClosed: true, isSlaPaused: true },
        { name: `${t} Cız`, isClosed: true, revealsMoneyPoint: true },
        { name: `${t} Dop`, isClosed: true, isCustomerVoiceNecessary: true },
        { name: `${t} Pasif`, isClosed: true, isActive: false },
        { name: `${t} Açık`, isClosed: false },
      ])
      .returning();
    const rows = (
      await getOk<{ id: string; name: string }[]>(
        ctx,
        agent,
        '/api/CallWrapUps/GetCallWrapUpsForClosed',
      )
    ).filter((row) => row.name.startsWith(t));
    expect(rows.map((row) => row.id)).toEqual([ciz!.id, cay!.id, cop!.id]);
    expect(rows[0]).toEqual({
      id: ciz!.id,
      name: `${t} Cız`,
      isCustomerVoiceNecessary: false,
      isSlaPaused: false,
      revealsDiscountCode: false,
      revealsMoneyPoint: true,
    });
    const one = await postOk<{ id: string; isClosed: boolean }>(
      ctx,
      agent,
      '/api/CallWrapUps/GetCallWrapUp',
      { id: open!.id },
    );
    expect(one).toMatchObject({ id: open!.id, isClosed: false, isActive: true });
    expect(inactive).toBeDefined();
    const missing = await post(ctx, agent, '/api/CallWrapUps/GetCallWrapUp', {
      id: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toContain(REFERENCE_MESSAGES.callWrapUpNotFound);
  });

  it('lists active voices, delivery types, cargo companies, problems and cancelling reasons', async () => {
    const t = randomToken();
    await ctx.db
      .insert(customerVoices)
      .values([
        { name: `${t} Şikâyet` },
        { name: `${t} Öneri` },
        { name: `${t} Pasif`, isActive: false },
      ]);
    await ctx.db
      .insert(deliveryTypes)
      .values([{ name: `${t} Kargo` }, { name: `${t} Pasif`, isActive: false }]);
    await ctx.db
      .insert(cargoCompanies)
      .values([{ companyName: `${t} Yurtiçi` }, { companyName: `${t} Pasif`, isActive: false }]);
    await ctx.db.insert(problems).values([
      { problemContent: `${t} Ürün hasarlı`, problemType: 1 },
      { problemContent: `${t} Başka tür`, problemType: 2 },
      { problemContent: `${t} Pasif`, problemType: 1, isActive: false },
    ]);
    await ctx.db
      .insert(orderCancellingContents)
      .values([{ description: `${t} Vazgeçtim` }, { description: `${t} Pasif`, isActive: false }]);
    const mine = async (url: string, key: string) =>
      (await getOk<Record<string, string>[]>(ctx, agent, url))
        .map((row) => row[key] as string)
        .filter((text) => text.startsWith(t));
    expect(await mine('/api/customersvoices/GetCustomersVoices', 'name')).toEqual([
      `${t} Öneri`,
      `${t} Şikâyet`,
    ]);
    expect(await mine('/api/deliveryTypes/GetDeliveryTypes', 'name')).toEqual([`${t} Kargo`]);
    expect(await mine('/api/cargoCompany/GetAllCargoCompanies', 'companyName')).toEqual([
      `${t} Yurtiçi`,
    ]);
    expect(await mine('/api/problem/GetAllProblems/1', 'problemContent')).toEqual([
      `${t} Ürün hasarlı`,
    ]);
    expect(await mine('/api/problem/GetAllProblems/2', 'problemContent')).toEqual([
      `${t} Başka tür`,
    ]);
    expect(await mine('/api/Order/GetOrderCancellingContentList', 'description')).toEqual([
      `${t} Vazgeçtim`,
    ]);
  });

  it('pages active units by name with their city, 30 a page', async () => {
    const t = randomToken();
    const cityId = randomInt(1_000, 2_000_000_000);
    await ctx.db.insert(cities).values({ id: cityId, name: `Test İli ${t}` });
    const b = await createStore(ctx.db, { name: `${t} B Mağaza`, cityId, isECommerce: true });
    const a = await createStore(ctx.db, { name: `${t} A Departman`, type: 4 });
    await createStore(ctx.db, { name: `${t} C Pasif`, isActive: false });
    const result = await page<TStoreLookupRow>('/api/watsonsstore/GetStoresPage', {
      filters: [contains('name', t.toUpperCase())],
    });
    expect(result.items).toEqual([
      { id: a.id, name: `${t} A Departman`, cityName: null, isECommerce: false },
      { id: b.id, name: `${t} B Mağaza`, cityName: `Test İli ${t}`, isECommerce: true },
    ]);
    expect(result.totalCount).toBe(2);
    const all = await page<TStoreLookupRow>('/api/watsonsstore/GetStoresPage', {});
    expect(all.itemCountOnPage).toBeLessThanOrEqual(30);
  });

  it('finds products by an upper-cased Turkish brand fragment, brand/group/name first, 5 a page', async () => {
    const t = randomToken();
    const product = (brandDescription: string, groupName: string, name: string) => ({
      wesCode: `W${randomToken()}`,
      barcodeNo: `86${randomInt(1e9)}`,
      name: `${name} ${t}`,
      brandDescription: `${brandDescription} ${t}`,
      groupName,
      subKindName: 'Alt tür',
      marketingName: `Pazarlama ${name}`,
    });
    const rows = [
      product('Şirin Güzellik', 'Saç', 'Şampuan'),
      product('Şirin Güzellik', 'Cilt', 'Krem'),
      product('Şirin Güzellik', 'Cilt', 'Bakım'),
      product('Işık Kozmetik', 'Makyaj', 'Ruj'),
      product('Işık Kozmetik', 'Makyaj', 'Allık'),
      product('Işık Kozmetik', 'Makyaj', 'Far'),
    ];
    await ctx.db.insert(products).values(rows);
    await ctx.db
      .insert(products)
      .values({ ...product('Şirin Güzellik', 'Cilt', 'Pasif'), isActive: false });
    const search = 'ŞİRİN GÜZ'.toLocaleUpperCase('tr-TR');
    const brand = await page<TProductRow>('/api/product/list', {
      filters: [
        contains('brandDescription', search),
        contains('name', t.toLocaleUpperCase('tr-TR')),
      ],
    });
    expect(brand.items.map((row) => row.name)).toEqual([`Bakım ${t}`, `Krem ${t}`, `Şampuan ${t}`]);
    expect(brand.items[0]).toMatchObject({
      subKindName: 'Alt tür',
      marketingName: 'Pazarlama Bakım',
    });
    const ısık = await page<TProductRow>('/api/product/list', {
      filters: [contains('brandDescription', 'IŞIK'), contains('name', t)],
    });
    expect(ısık.totalCount).toBe(3);
    const byDefault = await page<TProductRow>('/api/product/list', {
      filters: [contains('name', t)],
    });
    expect(byDefault).toMatchObject({ totalCount: 6, itemCountOnPage: 5, currentPageNumber: 1 });
    // 'Işık' < 'Şirin' in Turkish order; the database collation decides, so compare with the brand.
    const second = await page<TProductRow>('/api/product/list', {
      filters: [contains('name', t)],
      paging: { pageNumber: 2, maxItemCountPerPage: 5 },
    });
    expect(second.items).toHaveLength(1);
    const seen = [...byDefault.items, ...second.items];
    expect(new Set(seen.map((row) => row.id)).size).toBe(6);
    const keys = seen.map((row) => [row.brandDescription, row.groupName, row.name]);
    const sameBrand = keys.filter((key) => key[0] === `Şirin Güzellik ${t}`).map((key) => key[2]);
    expect(sameBrand).toEqual([`Bakım ${t}`, `Krem ${t}`, `Şampuan ${t}`]);
    const barcode = await page<TProductRow>('/api/product/list', {
      filters: [contains('barcodeNo', rows[0]!.barcodeNo)],
    });
    expect(barcode.items.map((row) => row.wesCode)).toContain(rows[0]!.wesCode);
  });

  it('refuses unknown properties of the query format', async () => {
    for (const url of [
      '/api/product/list',
      '/api/watsonsstore/GetStoresPage',
      '/api/campaign/GetCampaigns',
      '/api/ticketquestion/GetTicketQuestions',
      '/api/sources/GetSourcesPage',
    ]) {
      const filter = await post(ctx, agent, url, {
        filters: [contains('passwordHash', 'x')],
      });
      expect(filter.statusCode, url).toBe(400);
      const sort = await post(ctx, agent, url, {
        sortings: [{ propertyName: 'id', direction: 0 }],
      });
      expect(sort.statusCode, url).toBe(400);
    }
  });

  it('pages active campaigns filtered by isOnlineShop', async () => {
    const t = randomToken();
    const [online, plain] = await ctx.db
      .insert(campaigns)
      .values([
        { name: `${t} Uygulama`, campaignType: 1, requiresContractCompany: true },
        { name: `${t} Standart`, campaignType: 0 },
        { name: `${t} Pasif`, campaignType: 1, isActive: false },
      ])
      .returning();
    const equal = (targetValue: number) => ({
      propertyName: 'isOnlineShop',
      operator: 'equal' as const,
      targetValue,
    });
    const onlineShop = await page<TCampaignLookupRow>('/api/campaign/GetCampaigns', {
      filters: [contains('name', t), equal(1)],
    });
    expect(onlineShop.items).toEqual([
      { id: online!.id, name: `${t} Uygulama`, isOnlineShop: 1, requiresContractCompany: true },
    ]);
    const defaults = await page<TCampaignLookupRow>('/api/campaign/GetCampaigns', {
      filters: [contains('name', t), equal(0)],
    });
    expect(defaults.items.map((row) => row.id)).toEqual([plain!.id]);
    const all = await page<TCampaignLookupRow>('/api/campaign/GetCampaigns', {
      filters: [contains('name', t)],
    });
    expect(all.items.map((row) => row.name)).toEqual([`${t} Standart`, `${t} Uygulama`]);
  });

  it('pages survey questions in their order, active ones unless filtered', async () => {
    const t = randomToken();
    await ctx.db.insert(ticketQuestions).values([
      { description: `${t} Üçüncü`, order: 3 },
      { description: `${t} Birinci`, order: 1 },
      { description: `${t} İkinci`, order: 2 },
      { description: `${t} Pasif`, order: 0, isActive: false },
    ]);
    const active = await page<TTicketQuestionRow>('/api/ticketquestion/GetTicketQuestions', {
      filters: [contains('description', t)],
    });
    expect(active.items.map((row) => [row.description, row.order])).toEqual([
      [`${t} Birinci`, 1],
      [`${t} İkinci`, 2],
      [`${t} Üçüncü`, 3],
    ]);
    const filtered = await page<TTicketQuestionRow>('/api/ticketquestion/GetTicketQuestions', {
      filters: [
        contains('description', t),
        { propertyName: 'isActive', operator: 'equal', targetValue: true },
      ],
    });
    expect(filtered.totalCount).toBe(3);
    const inactive = await page<TTicketQuestionRow>('/api/ticketquestion/GetTicketQuestions', {
      filters: [
        contains('description', t),
        { propertyName: 'isActive', operator: 'equal', targetValue: false },
      ],
    });
    expect(inactive.items.map((row) => row.description)).toEqual([`${t} Pasif`]);
  });

  it("lists sources, only the 'Magaza' group for managers, paged 30 by name", async () => {
    const t = randomToken();
    const [genel, magaza] = await ctx.db
      .insert(sources)
      .values([
        { name: `${t} Telefon`, groupName: 'Genel', order: 1 },
        { name: `${t} Mağazada`, groupName: 'Magaza', order: 2 },
        { name: `${t} Pasif`, groupName: 'Magaza', isActive: false },
        { name: `${t} Silinmiş`, groupName: 'Magaza', isDeleted: true },
      ])
      .returning();
    const listed = async (user: TestUser) =>
      (await postOk<TSourceRow[]>(ctx, user, '/api/sources/getsources', {})).filter((row) =>
        row.name.startsWith(t),
      );
    expect(await listed(agent)).toEqual([
      { id: genel!.id, name: `${t} Telefon`, groupName: 'Genel' },
      { id: magaza!.id, name: `${t} Mağazada`, groupName: 'Magaza' },
    ]);
    expect((await listed(manager)).map((row) => row.id)).toEqual([magaza!.id]);
    const managerAll = await postOk<TSourceRow[]>(ctx, manager, '/api/sources/getsources', {});
    expect(managerAll.every((row) => row.groupName === 'Magaza')).toBe(true);

    const paged = await page<TSourceRow>('/api/sources/GetSourcesPage', {
      filters: [contains('name', t)],
    });
    expect(paged.items.map((row) => row.name)).toEqual([`${t} Mağazada`, `${t} Telefon`]);
    const managerPage = await page<TSourceRow>(
      '/api/sources/GetSourcesPage',
      { filters: [contains('name', t)] },
      manager,
    );
    expect(managerPage.items.map((row) => row.id)).toEqual([magaza!.id]);
    // A manager asking for another group still gets nothing outside 'Magaza'.
    const sneaky = await page<TSourceRow>(
      '/api/sources/GetSourcesPage',
      { filters: [contains('name', t), contains('groupName', 'Genel')] },
      manager,
    );
    expect(sneaky.totalCount).toBe(0);
    const all = await page<TSourceRow>('/api/sources/GetSourcesPage', {});
    expect(all.itemCountOnPage).toBeLessThanOrEqual(30);
  });
});
