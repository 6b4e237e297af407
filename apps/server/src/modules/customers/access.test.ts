import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  addCustomer,
  call,
  createCityWithCounties,
  customerPayload,
  get,
  randomCardNumber,
  randomPhone,
} from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

type Call = {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  /** The permission the route requires; the user without it holds `without` instead. */
  permission: Permission;
  without: Permission[];
};

describe.each(TEST_BACKENDS)(
  'who may call the customer, address and call routes on %s',
  (backend) => {
    let ctx: TestContext;
    let editor: TestUser;
    let customerId: string;
    let phoneNumber: string;
    let cardId: string;
    let countyId: number;
    let cityId: number;

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      editor = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
      const customer = await addCustomer(ctx, editor, {
        loyaltyCards: [{ number: randomCardNumber() }],
      });
      customerId = customer.id;
      phoneNumber = customer.phoneNumber;
      const cards = await get(ctx, editor, `/api/customers/id/${customerId}/watsonscards`);
      cardId = cards.json()[0].id;
      const city = await createCityWithCounties(ctx.db);
      cityId = city.cityId;
      countyId = city.counties[0]!.id;
    });
    afterAll(() => ctx.close());

    const calls = (): Call[] => [
      { method: 'POST', url: '/api/customers/list', body: {}, permission: 'Customer', without: [] },
      {
        method: 'POST',
        url: '/api/customers/add',
        body: customerPayload(),
        permission: 'Customer.Crud',
        without: ['Customer'],
      },
      {
        method: 'POST',
        url: '/api/customers/update',
        body: customerPayload({ id: customerId, phoneNumber }),
        permission: 'Customer.Crud',
        without: ['Customer'],
      },
      {
        method: 'GET',
        url: `/api/customers/id/${customerId}`,
        permission: 'Customer',
        without: [],
      },
      {
        method: 'GET',
        url: `/api/customers/phoneNumber/9${phoneNumber}`,
        permission: 'Customer',
        without: ['Cti'],
      },
      {
        method: 'POST',
        url: '/api/customers/changeisactivestatus',
        body: { id: customerId, isActive: true },
        permission: 'Customer.Crud',
        without: ['Customer', 'Customer.Flag'],
      },
      {
        method: 'POST',
        url: '/api/customers/changeisflagstatus',
        body: { id: customerId, isFlag: false },
        permission: 'Customer.Flag',
        without: ['Customer', 'Customer.Crud'],
      },
      {
        method: 'POST',
        url: '/api/customers/watsonscards/add',
        body: { number: randomCardNumber(), customerId },
        permission: 'Customer.Crud',
        without: ['Customer'],
      },
      {
        method: 'POST',
        url: '/api/customers/watsonscards/update',
        body: { id: cardId, customerId, isActiveCard: true },
        permission: 'Customer.Crud',
        without: ['Customer'],
      },
      {
        method: 'GET',
        url: `/api/customers/id/${customerId}/watsonscards?customerId=${customerId}`,
        permission: 'Customer',
        without: [],
      },
      {
        method: 'POST',
        url: '/api/customers/tickets',
        body: { customerId },
        permission: 'Customer',
        without: ['Ticket.Create'],
      },
      {
        method: 'POST',
        url: '/api/customers/checkCustomerDuplicateTickets',
        body: { customerId, type: randomUUID(), category: randomUUID(), subCategory: randomUUID() },
        permission: 'Customer',
        without: ['Ticket.Create'],
      },
      {
        method: 'POST',
        url: '/api/Call/CreateInboundCallHistory',
        body: { CcmsIdent: 'CCMS-1', connectionId: randomUUID(), phoneNumber: randomPhone() },
        permission: 'Cti',
        without: ['Customer'],
      },
    ];

    it('answers 401 without a token, 403 without the permission and 200 with it', async () => {
      for (const route of calls()) {
        const send = (user: TestUser | null) =>
          call(ctx, user, route.method, route.url, route.body);
        const label = `${route.method} ${route.url}`;
        expect((await send(null)).statusCode, label).toBe(401);
        const refused = await send(await createUserWithPermissions(ctx.db, route.without));
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json().isSuccess, label).toBe(false);
        const allowed = await send(await createUserWithPermissions(ctx.db, [route.permission]));
        expect(allowed.statusCode, `${label}: ${allowed.body}`).toBe(200);
      }
    });

    it('lets any signed-in user read cities and counties, and nobody else', async () => {
      const anyone = await createUserWithPermissions(ctx.db, []);
      for (const url of [
        '/api/address/cities',
        `/api/address/CountiesOfCity/${cityId}`,
        `/api/address/GetCountyById/${countyId}`,
      ]) {
        expect((await get(ctx, null, url)).statusCode, url).toBe(401);
        const response = await get(ctx, anyone, url);
        expect(response.statusCode, url).toBe(200);
      }
    });

    it('documents every route with schemas, a tag and a summary', async () => {
      const document = (await get(ctx, null, '/api/docs/json')).json();
      const paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string }>
      > = document.paths;
      for (const path of [
        '/api/customers/list',
        '/api/customers/watsonscards/add',
        '/api/customers/id/{id}/watsonscards',
        '/api/address/CountiesOfCity/{cityId}',
        '/api/Call/CreateInboundCallHistory',
      ]) {
        const operations = Object.values(paths[path] ?? {});
        expect(operations.length, path).toBeGreaterThan(0);
        for (const operation of operations) {
          expect(operation.summary, path).toBeTruthy();
          expect(operation.tags?.length, path).toBe(1);
        }
      }
    });
  },
);
