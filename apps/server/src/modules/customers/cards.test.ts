import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import type { TCustomer, TLoyaltyCard } from '@ccms/contract/customers/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  addCustomer,
  get,
  getOk,
  messagesOf,
  post,
  randomCardNumber,
} from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('loyalty cards, switches and ticket summary on %s', (backend) => {
  let ctx: TestContext;
  let editor: TestUser;
  let manager: TestUser;
  let flagger: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    editor = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    manager = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud', 'Manager']);
    flagger = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Flag']);
  });
  afterAll(() => ctx.close());

  const cardsOf = (customerId: string, query = '') =>
    getOk<TLoyaltyCard[]>(
      ctx,
      editor,
      `/api/customers/id/${customerId}/watsonscards?customerId=${customerId}${query}`,
    );
  const activeNumbers = (cards: TLoyaltyCard[]) =>
    cards.filter((card) => card.isActiveCard).map((card) => card.number);
  const readCustomer = async (id: string): Promise<TCustomer> =>
    (await get(ctx, editor, `/api/customers/id/${id}`)).json();
  const addCard = (body: Record<string, unknown>, user = editor) =>
    post(ctx, user, '/api/customers/watsonscards/add', body);

  it('makes the first card of a customer without cards active, and keeps one active card', async () => {
    const customer = await addCustomer(ctx, editor);
    const [first, second, third] = [randomCardNumber(), randomCardNumber(), randomCardNumber()];
    const added = await addCard({ number: first, customerId: customer.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ isSuccess: true, data: { number: first }, messages: [] });
    expect(activeNumbers(await cardsOf(customer.id))).toEqual([first]);

    await addCard({ number: second, customerId: customer.id, isActiveCard: false });
    expect(activeNumbers(await cardsOf(customer.id))).toEqual([first]);

    await addCard({ number: third, customerId: customer.id, isActiveCard: true });
    const cards = await cardsOf(customer.id);
    expect(activeNumbers(cards)).toEqual([third]);
    expect(cards[0]!.number).toBe(third);
    expect(cards).toHaveLength(3);
  });

  it('moves the active card on update and deactivates cards', async () => {
    const numbers = [randomCardNumber(), randomCardNumber()];
    const customer = await addCustomer(ctx, editor, {
      loyaltyCards: numbers.map((number) => ({ number })),
    });
    const cards = await cardsOf(customer.id);
    const other = cards.find((card) => !card.isActiveCard)!;
    const update = await post(ctx, editor, '/api/customers/watsonscards/update', {
      id: other.id,
      customerId: customer.id,
      isActiveCard: true,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ id: other.id, isActiveCard: true, isActive: true });
    expect(activeNumbers(await cardsOf(customer.id))).toEqual([other.number]);

    await post(ctx, editor, '/api/customers/watsonscards/update', {
      id: other.id,
      customerId: customer.id,
      isActiveCard: false,
      isActive: false,
    });
    const all = await cardsOf(customer.id);
    expect(all).toHaveLength(2);
    expect(activeNumbers(all)).toEqual([]);
    const onlyActive = await cardsOf(customer.id, '&onlyActiveCards=true');
    expect(onlyActive.map((card) => card.number)).toEqual(
      numbers.filter((n) => n !== other.number),
    );
    expect(await cardsOf(customer.id, '&onlyActiveCards=false')).toHaveLength(2);
    // The detail lists passive cards too.
    expect((await readCustomer(customer.id)).loyaltyCards).toHaveLength(2);
  });

  it('refuses a card of another customer with 404 and unknown customers with 404', async () => {
    const owner = await addCustomer(ctx, editor, {
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    const stranger = await addCustomer(ctx, editor);
    const [card] = await cardsOf(owner.id);
    const refused = await post(ctx, editor, '/api/customers/watsonscards/update', {
      id: card!.id,
      customerId: stranger.id,
      isActiveCard: true,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messages).toEqual([CUSTOMER_MESSAGES.cardNotFound]);
    const unknown = randomUUID();
    expect((await addCard({ number: randomCardNumber(), customerId: unknown })).statusCode).toBe(
      404,
    );
    expect((await get(ctx, editor, `/api/customers/id/${unknown}/watsonscards`)).statusCode).toBe(
      404,
    );
  });

  it('refuses duplicate, short and non-digit card numbers via cards/add', async () => {
    const number = randomCardNumber();
    await addCustomer(ctx, editor, { loyaltyCards: [{ number }] });
    const customer = await addCustomer(ctx, editor);
    const duplicate = await addCard({ number, customerId: customer.id });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().messages).toEqual([CUSTOMER_MESSAGES.duplicateCard]);
    for (const bad of ['299000123456', '29900012345AB']) {
      const response = await addCard({ number: bad, customerId: customer.id });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(CUSTOMER_MESSAGES.cardNumberInput);
    }
    expect(await cardsOf(customer.id)).toEqual([]);
  });

  it('answers the cards path of another brand with 404', async () => {
    const customer = await addCustomer(ctx, editor);
    const response = await addCard({ number: randomCardNumber(), customerId: customer.id });
    expect(response.statusCode).toBe(200);
    const otherBrand = await post(ctx, editor, '/api/customers/othercards/add', {
      number: randomCardNumber(),
      customerId: customer.id,
    });
    expect(otherBrand.statusCode).toBe(404);
  });

  it('refuses managers to add or update cards and to change the active status', async () => {
    const customer = await addCustomer(ctx, editor, {
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    const [card] = await cardsOf(customer.id);
    for (const [url, body] of [
      ['/api/customers/watsonscards/add', { number: randomCardNumber(), customerId: customer.id }],
      [
        '/api/customers/watsonscards/update',
        { id: card!.id, customerId: customer.id, isActiveCard: false, isActive: false },
      ],
      ['/api/customers/changeisactivestatus', { id: customer.id, isActive: false }],
    ] as const) {
      const response = await post(ctx, manager, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().messages).toEqual([CUSTOMER_MESSAGES.managerCannotEdit]);
    }
    expect(await cardsOf(customer.id)).toEqual([card]);
    expect((await readCustomer(customer.id)).isActive).toBe(true);
  });

  it('deactivates and reactivates a customer', async () => {
    const customer = await addCustomer(ctx, editor);
    const off = await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: customer.id,
      isActive: false,
    });
    expect(off.json()).toEqual({ isSuccess: true, data: { id: customer.id }, messages: [] });
    expect((await readCustomer(customer.id)).isActive).toBe(false);
    await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: customer.id,
      isActive: true,
    });
    expect((await readCustomer(customer.id)).isActive).toBe(true);
    const unknown = await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: randomUUID(),
      isActive: false,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('flags with a reason or the user name, and unflagging clears the description', async () => {
    const customer = await addCustomer(ctx, editor);
    const flag = (body: Record<string, unknown>) =>
      post(ctx, flagger, '/api/customers/changeisflagstatus', { id: customer.id, ...body });

    expect((await flag({ isFlag: true })).statusCode).toBe(200);
    expect(await readCustomer(customer.id)).toMatchObject({
      isFlag: true,
      flagDescription: CUSTOMER_MESSAGES.manualFlag(`${flagger.name} ${flagger.surname}`),
    });
    await flag({ isFlag: false, flagDescription: 'yok sayılır' });
    expect(await readCustomer(customer.id)).toMatchObject({ isFlag: false, flagDescription: null });
    await flag({ isFlag: true, flagDescription: ' Sürekli şikayet ' });
    expect((await readCustomer(customer.id)).flagDescription).toBe('Sürekli şikayet');
    const unknown = await post(ctx, flagger, '/api/customers/changeisflagstatus', {
      id: randomUUID(),
      isFlag: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an empty ticket page and no duplicate for a known customer, 404 for an unknown one', async () => {
    const customer = await addCustomer(ctx, editor);
    const tickets = await post(ctx, editor, '/api/customers/tickets', {
      customerId: customer.id,
      formatter: { paging: { pageNumber: 2, maxItemCountPerPage: 20 } },
    });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.json()).toEqual({
      items: [],
      itemCountOnPage: 0,
      currentPageNumber: 2,
      totalCount: 0,
    });
    const breakdown = { type: randomUUID(), category: randomUUID(), subCategory: randomUUID() };
    const duplicate = await post(ctx, editor, '/api/customers/checkCustomerDuplicateTickets', {
      customerId: customer.id,
      ...breakdown,
    });
    expect(duplicate.json()).toEqual({ responseMessage: null, userConfirmation: false });

    const unknown = randomUUID();
    const ticketsOfUnknown = await post(ctx, editor, '/api/customers/tickets', {
      customerId: unknown,
    });
    expect(ticketsOfUnknown.statusCode).toBe(404);
    expect(ticketsOfUnknown.json().messages).toEqual([CUSTOMER_MESSAGES.customerNotFound]);
    const duplicateOfUnknown = await post(
      ctx,
      editor,
      '/api/customers/checkCustomerDuplicateTickets',
      {
        customerId: unknown,
        ...breakdown,
      },
    );
    expect(duplicateOfUnknown.statusCode).toBe(404);
  });
});
