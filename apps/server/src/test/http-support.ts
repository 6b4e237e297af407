import { randomInt, randomUUID } from 'node:crypto';
import type { TCustomerInput } from '@ccms/contract/customers/schemas';
import { expect } from 'vitest';
import { cities, counties } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { TestUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A phone number in stored form no other test uses. */
export const randomPhone = () => `05${digits(9)}`;
export const randomCardNumber = () => `29${digits(11)}`;
/** A short token that makes a test's names unique. */
export const randomToken = () => randomUUID().replaceAll('-', '').slice(0, 10);

/** A city of its own with two counties (ids far above the plate codes of the seed). */
export async function createCityWithCounties(db: Executor, name = `Test İli ${randomToken()}`) {
  const cityId = randomInt(1_000, 2_000_000_000);
  await db.insert(cities).values({ id: cityId, name });
  const countyRows = [
    { id: randomInt(1_000, 2_000_000_000), cityId, name: 'Şile' },
    { id: randomInt(1_000, 2_000_000_000), cityId, name: 'Çatalca' },
  ];
  await db.insert(counties).values(countyRows);
  return { cityId, cityName: name, counties: countyRows };
}

/** A valid customers/add body; the overrides win. */
export function customerPayload(overrides: Partial<TCustomerInput> = {}): TCustomerInput {
  return {
    id: randomUUID(),
    firstName: 'Ayşe',
    lastName: `Yılmaz ${randomToken()}`,
    phoneNumber: randomPhone(),
    datetimeOfCustomer: '1990-04-12',
    emailAddress: `ayse.${randomToken()}@example.test`,
    address: null,
    loyaltyCards: [],
    ...overrides,
  };
}

/** Posts and returns the answer; `body` is sent as JSON. */
export async function post(ctx: TestContext, user: TestUser | null, url: string, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: user ? await ctx.authHeader(user) : {},
    payload: body as Record<string, unknown>,
  });
}

export async function get(ctx: TestContext, user: TestUser | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await ctx.authHeader(user) : {} });
}

/** Adds a customer over HTTP and returns the payload that was stored. */
export async function addCustomer(
  ctx: TestContext,
  user: TestUser,
  overrides: Partial<TCustomerInput> = {},
): Promise<TCustomerInput> {
  const payload = customerPayload(overrides);
  const response = await post(ctx, user, '/api/customers/add', payload);
  expect(response.statusCode, response.body).toBe(200);
  return payload;
}

/** The messages of a refusal, joined, for `toContain`. */
export function messagesOf(response: { json(): unknown }): string {
  return (response.json() as { messages: string[] }).messages.join(' | ');
}

/** Sends a DELETE and returns the answer. */
export async function remove(ctx: TestContext, user: TestUser | null, url: string) {
  return ctx.app.inject({ method: 'DELETE', url, headers: user ? await ctx.authHeader(user) : {} });
}
