import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import type { TCustomer } from '@ccms/contract/customers/schemas';
import { IDEMPOTENCY_MESSAGES } from '@ccms/contract/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { findUniqueViolation } from '../../platform/db-errors.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  addCustomer,
  createCityWithCounties,
  customerPayload,
  get,
  getOk,
  messagesOf,
  post,
  randomCardNumber,
  randomPhone,
} from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('customers add, update and read on %s', (backend) => {
  let ctx: TestContext;
  let editor: TestUser;
  let manager: TestUser;
  let city: Awaited<ReturnType<typeof createCityWithCounties>>;
  let otherCity: Awaited<ReturnType<typeof createCityWithCounties>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    editor = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    manager = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud', 'Manager']);
    city = await createCityWithCounties(ctx.db, 'İstanbul');
    otherCity = await createCityWithCounties(ctx.db, 'Ankara');
  });
  afterAll(() => ctx.close());

  const read = (id: string) => getOk<TCustomer>(ctx, editor, `/api/customers/id/${id}`);

  it('adds a customer with address and cards, the first card active, and reads it back', async () => {
    const [first, second] = [randomCardNumber(), randomCardNumber()];
    const payload = customerPayload({
      firstName: '  Ayşe ',
      address: { cityId: city.cityId, countyId: city.counties[0]!.id, details: 'Gül Sok. 5' },
      loyaltyCards: [{ number: first }, { number: '' }, { number: second }],
    });
    const response = await post(ctx, editor, '/api/customers/add', payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, data: { id: payload.id }, messages: [] });

    const customer = await read(payload.id);
    expect(customer).toMatchObject({
      id: payload.id,
      firstName: 'Ayşe',
      phoneNumber: payload.phoneNumber,
      datetimeOfCustomer: '1990-04-12',
      isActive: true,
      isFlag: false,
      flagDescription: null,
      address: {
        cityId: city.cityId,
        countyId: city.counties[0]!.id,
        details: 'Gül Sok. 5',
        cityName: 'İstanbul',
        countyName: 'Şile',
        addressText: 'Gül Sok. 5, Şile / İstanbul',
      },
    });
    expect(new Date(customer.createdDate).toISOString()).toBe(customer.createdDate);
    expect(customer.loyaltyCards.map((c) => [c.number, c.isActiveCard])).toEqual([
      [first, true],
      [second, false],
    ]);
  });

  // The id is the add's idempotency key (docs/domain.md §21): the same user's other body with
  // it is a reused key (422), another user's add with it a taken id (409).
  it('refuses a second add with the same id: 422 from its user, 409 from another', async () => {
    const payload = await addCustomer(ctx, editor);
    const changed = { ...payload, phoneNumber: randomPhone() };
    const again = await post(ctx, editor, '/api/customers/add', changed);
    expect(again.statusCode).toBe(422);
    expect(again.json().messages).toEqual([IDEMPOTENCY_MESSAGES.keyReused]);
    const other = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    const foreign = await post(ctx, other, '/api/customers/add', changed);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().isSuccess).toBe(false);
  });

  it.each([
    ['empty first name', { firstName: ' ' }, CUSTOMER_MESSAGES.firstNameRequired],
    ['empty last name', { lastName: '' }, CUSTOMER_MESSAGES.lastNameRequired],
    ['empty phone', { phoneNumber: '' }, CUSTOMER_MESSAGES.phoneRequired],
    ['phone with letters', { phoneNumber: '0532abc4567' }, CUSTOMER_MESSAGES.phoneFormat],
    ['10-digit phone', { phoneNumber: '0532123456' }, CUSTOMER_MESSAGES.phoneFormat],
    ['phone not starting with 0', { phoneNumber: '15321234567' }, CUSTOMER_MESSAGES.phoneFormat],
    [
      'birth date after 2020',
      { datetimeOfCustomer: '2021-05-05' },
      CUSTOMER_MESSAGES.birthDateTooLate,
    ],
    [
      '12-digit card',
      { loyaltyCards: [{ number: '299000123456' }] },
      CUSTOMER_MESSAGES.cardNumberLength,
    ],
    [
      'card with letters',
      { loyaltyCards: [{ number: '29900012345AB' }] },
      CUSTOMER_MESSAGES.cardNumberLength,
    ],
    ['invalid e-mail', { emailAddress: 'ayse@' }, CUSTOMER_MESSAGES.emailInvalid],
    [
      'address with empty details',
      { address: { cityId: 34, countyId: 1, details: ' ' } },
      CUSTOMER_MESSAGES.addressIncomplete,
    ],
  ])('refuses %s with its Turkish message', async (_name, overrides, message) => {
    const payload = customerPayload(overrides);
    const response = await post(ctx, editor, '/api/customers/add', payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect((await get(ctx, editor, `/api/customers/id/${payload.id}`)).statusCode).toBe(404);
  });

  it('refuses half an address (no details) with 400', async () => {
    const payload = customerPayload();
    const response = await post(ctx, editor, '/api/customers/add', {
      ...payload,
      address: { cityId: city.cityId, countyId: city.counties[0]!.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      'Adres ayrıntısı (address.details) gönderilmelidir.',
    ]);
  });

  it('refuses a county of another city, and unknown ones, with 400', async () => {
    for (const address of [
      { cityId: city.cityId, countyId: otherCity.counties[0]!.id, details: 'X Sok.' },
      { cityId: city.cityId, countyId: 2_100_000_000, details: 'X Sok.' },
      { cityId: 2_100_000_000, countyId: city.counties[0]!.id, details: 'X Sok.' },
    ]) {
      const response = await post(ctx, editor, '/api/customers/add', customerPayload({ address }));
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([CUSTOMER_MESSAGES.countyNotInCity]);
    }
  });

  it('refuses a duplicate phone and a card held by another customer on add', async () => {
    const card = randomCardNumber();
    const existing = await addCustomer(ctx, editor, { loyaltyCards: [{ number: card }] });
    const samePhone = await post(
      ctx,
      editor,
      '/api/customers/add',
      customerPayload({ phoneNumber: existing.phoneNumber }),
    );
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().messages).toEqual([CUSTOMER_MESSAGES.duplicatePhone]);
    const sameCard = customerPayload({ loyaltyCards: [{ number: card }] });
    const refused = await post(ctx, editor, '/api/customers/add', sameCard);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([CUSTOMER_MESSAGES.duplicateCard]);
    // All or nothing: the customer of the refused card was not stored either.
    expect((await get(ctx, editor, `/api/customers/id/${sameCard.id}`)).statusCode).toBe(404);
  });

  it('answers two adds racing with the same phone with one success and one 400, never 500', async () => {
    const phoneNumber = randomPhone();
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        post(ctx, editor, '/api/customers/add', customerPayload({ phoneNumber })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json().messages).toEqual([CUSTOMER_MESSAGES.duplicatePhone]);
    }
  });

  it('names the unique index a racing insert violates, on either driver', async () => {
    const payload = await addCustomer(ctx, editor);
    const error = await ctx.db
      .insert(customers)
      .values({ firstName: 'A', lastName: 'B', phoneNumber: payload.phoneNumber })
      .catch((caught: unknown) => caught);
    expect(findUniqueViolation(error)).toBe('customers_phone_unique');
    expect(findUniqueViolation(new Error('other'))).toBeNull();
  });

  it('updates the editable fields, clears the address and keeps the cards', async () => {
    const card = randomCardNumber();
    const payload = await addCustomer(ctx, editor, {
      address: { cityId: city.cityId, countyId: city.counties[1]!.id, details: 'Lale Sok.' },
      loyaltyCards: [{ number: card }],
    });
    const phoneNumber = randomPhone();
    const response = await post(ctx, editor, '/api/customers/update', {
      ...payload,
      firstName: 'İsmail',
      phoneNumber,
      datetimeOfCustomer: null,
      emailAddress: '',
      address: null,
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, data: { id: payload.id }, messages: [] });
    const customer = await read(payload.id);
    expect(customer).toMatchObject({
      firstName: 'İsmail',
      phoneNumber,
      datetimeOfCustomer: null,
      emailAddress: null,
      address: null,
    });
    expect(customer.loyaltyCards.map((c) => c.number)).toEqual([card]);
  });

  it('keeps its own phone on update but refuses another customer’s', async () => {
    const payload = await addCustomer(ctx, editor);
    const other = await addCustomer(ctx, editor);
    const same = await post(ctx, editor, '/api/customers/update', { ...payload, lastName: 'Kaya' });
    expect(same.statusCode).toBe(200);
    const taken = await post(ctx, editor, '/api/customers/update', {
      ...payload,
      firstName: 'Değişmemeli',
      phoneNumber: other.phoneNumber,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messages).toEqual([CUSTOMER_MESSAGES.duplicatePhone]);
    const stored = await read(payload.id);
    expect(stored).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Kaya',
      phoneNumber: payload.phoneNumber,
    });
  });

  it('leaves the stored customer unchanged after a refused update', async () => {
    const payload = await addCustomer(ctx, editor);
    const before = await read(payload.id);
    for (const change of [
      { firstName: '' },
      { phoneNumber: '0532' },
      { datetimeOfCustomer: '2021-05-05' },
      { address: { cityId: city.cityId, countyId: otherCity.counties[0]!.id, details: 'X' } },
    ]) {
      const response = await post(ctx, editor, '/api/customers/update', {
        ...payload,
        lastName: 'Değişmemeli',
        ...change,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await read(payload.id)).toEqual(before);
  });

  it('answers 404 to an update of an unknown customer and 400 to an invalid id', async () => {
    const unknown = await post(ctx, editor, '/api/customers/update', customerPayload());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual([CUSTOMER_MESSAGES.customerNotFound]);
    expect((await get(ctx, editor, `/api/customers/id/${randomUUID()}`)).statusCode).toBe(404);
    const invalid = await get(ctx, editor, '/api/customers/id/not-a-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().isSuccess).toBe(false);
  });

  it('refuses managers to add or update customers with 403', async () => {
    const payload = customerPayload();
    const add = await post(ctx, manager, '/api/customers/add', payload);
    expect(add.statusCode).toBe(403);
    expect(add.json().messages).toEqual([CUSTOMER_MESSAGES.managerCannotEdit]);
    const existing = await addCustomer(ctx, editor);
    const update = await post(ctx, manager, '/api/customers/update', {
      ...existing,
      firstName: 'Müdür',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().messages).toEqual([CUSTOMER_MESSAGES.managerCannotEdit]);
    expect((await read(existing.id)).firstName).toBe('Ayşe');
  });

  it('lets an administrator, who holds every permission, Manager included, change customers', async () => {
    const admin = await createUserWithPermissions(ctx.db, [
      'Customer',
      'Customer.Crud',
      'Manager',
      'Admin',
    ]);
    const existing = await addCustomer(ctx, editor);
    const update = await post(ctx, admin, '/api/customers/update', {
      ...existing,
      firstName: 'Yönetici',
    });
    expect(update.statusCode).toBe(200);
    expect((await read(existing.id)).firstName).toBe('Yönetici');
  });

  it('finds a customer by the incoming-call number and by the stored form', async () => {
    const payload = await addCustomer(ctx, editor);
    const national = payload.phoneNumber.slice(1);
    for (const phone of [
      payload.phoneNumber,
      `9${payload.phoneNumber}`,
      national,
      `+90${national}`,
    ]) {
      const response = await get(
        ctx,
        editor,
        `/api/customers/phoneNumber/${encodeURIComponent(phone)}`,
      );
      expect(response.statusCode, phone).toBe(200);
      expect(response.json().id).toBe(payload.id);
    }
    const unknown = await get(ctx, editor, `/api/customers/phoneNumber/9${randomPhone()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual([CUSTOMER_MESSAGES.customerNotFound]);
    expect((await get(ctx, editor, '/api/customers/phoneNumber/123')).statusCode).toBe(404);
  });
});
