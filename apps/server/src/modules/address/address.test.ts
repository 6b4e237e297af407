import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, counties } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { get } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const CITY_NAMES = ['Zonguldak', 'Çanakkale', 'İzmir', 'Bursa', 'Şanlıurfa', 'Ağrı', 'Iğdır'];
const TURKISH_ORDER = ['Ağrı', 'Bursa', 'Çanakkale', 'Iğdır', 'İzmir', 'Şanlıurfa', 'Zonguldak'];
const COUNTY_NAMES = ['Üsküdar', 'Şişli', 'Beşiktaş', 'Çatalca', 'Adalar'];

describe.each(TEST_BACKENDS)('address lookups on %s', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  const cityIds = new Map<string, number>();
  const countyIds = new Map<string, number>();
  const newId = () => randomInt(1_000, 2_000_000_000);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    user = await createUserWithPermissions(ctx.db, []);
    for (const name of CITY_NAMES) cityIds.set(name, newId());
    await ctx.db
      .insert(cities)
      .values(CITY_NAMES.map((name) => ({ id: cityIds.get(name)!, name })));
    for (const name of COUNTY_NAMES) countyIds.set(name, newId());
    await ctx.db.insert(counties).values(
      COUNTY_NAMES.map((name) => ({
        id: countyIds.get(name)!,
        cityId: cityIds.get('İzmir')!,
        name,
      })),
    );
  });
  afterAll(() => ctx.close());

  const read = async (url: string) => {
    const response = await get(ctx, user, url);
    return { status: response.statusCode, body: response.json() };
  };

  it('lists cities in Turkish alphabetical order', async () => {
    const { status, body } = await read('/api/address/cities');
    expect(status).toBe(200);
    const ours = (body as { id: number; name: string }[]).filter((city) =>
      CITY_NAMES.includes(city.name),
    );
    expect(ours.map((city) => city.name)).toEqual(TURKISH_ORDER);
    expect(ours[0]).toEqual({ id: cityIds.get('Ağrı'), name: 'Ağrı' });
  });

  it('lists the counties of a city in Turkish order, none for a city without any', async () => {
    const izmir = await read(`/api/address/CountiesOfCity/${cityIds.get('İzmir')}`);
    expect(izmir.body.map((county: { name: string }) => county.name)).toEqual([
      'Adalar',
      'Beşiktaş',
      'Çatalca',
      'Şişli',
      'Üsküdar',
    ]);
    expect(izmir.body[0]).toEqual({
      id: countyIds.get('Adalar'),
      cityId: cityIds.get('İzmir'),
      name: 'Adalar',
    });
    expect((await read(`/api/address/countiesofcity/${cityIds.get('Bursa')}`)).body).toEqual([]);
    expect((await read('/api/address/CountiesOfCity/abc')).status).toBe(400);
  });

  it('finds one county by id, 404 for an unknown one', async () => {
    const found = await read(`/api/address/GetCountyById/${countyIds.get('Şişli')}`);
    expect(found).toEqual({
      status: 200,
      body: { id: countyIds.get('Şişli'), cityId: cityIds.get('İzmir'), name: 'Şişli' },
    });
    const unknown = await read('/api/address/GetCountyById/2100000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.isSuccess).toBe(false);
  });

  it('reads the lists again on the very next request once the addresses change', async () => {
    await read('/api/address/cities');
    await ctx.db.insert(cities).values({ id: newId(), name: 'Sonradan Eklenen' });
    const { body } = await read('/api/address/cities');
    expect(body.map((city: { name: string }) => city.name)).toContain('Sonradan Eklenen');
  });
});
