import { randomInt } from 'node:crypto';
import type { TCustomerListRow } from '@ccms/contract/customers/schemas';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  addCustomer,
  get,
  post,
  postOk,
  randomCardNumber,
  randomToken,
} from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('customers/list on %s', (backend) => {
  let ctx: TestContext;
  let editor: TestUser;
  let flagger: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    editor = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    flagger = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Flag']);
  });
  afterAll(() => ctx.close());

  const list = (formatter: TQueryFormatter) =>
    postOk<TPaged<TCustomerListRow>>(ctx, editor, '/api/customers/list', formatter);
  const contains = (propertyName: string, targetValue: string | boolean) => ({
    propertyName,
    operator: typeof targetValue === 'boolean' ? ('equal' as const) : ('contains' as const),
    targetValue,
  });

  it('gives exact totals without a text filter, kept by triggers through every change', async () => {
    const realCount = async (where: string) => {
      const result = await ctx.db.execute(
        sql.raw(`select count(*)::int as n from customers ${where}`),
      );
      return Number(rowsOf<{ n: number }>(result)[0]?.n);
    };
    const expectTotalsToMatch = async () => {
      expect((await list({})).totalCount).toBe(await realCount(''));
      expect((await list({ filters: [contains('isActive', true)] })).totalCount).toBe(
        await realCount('where is_active'),
      );
      expect(
        (await list({ filters: [contains('isActive', false), contains('isFlag', true)] }))
          .totalCount,
      ).toBe(await realCount('where not is_active and is_flag'));
    };
    const customer = await addCustomer(ctx, editor, {});
    await expectTotalsToMatch();
    await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: customer.id,
      isActive: false,
    });
    await post(ctx, flagger, '/api/customers/changeisflagstatus', {
      id: customer.id,
      isFlag: true,
    });
    await expectTotalsToMatch();
    await ctx.db.execute(sql`update customers set first_name = 'Yeni' where id = ${customer.id}`);
    await ctx.db.execute(sql`delete from customers where id = ${customer.id}`);
    await expectTotalsToMatch();
  });

  it('finds first names the Turkish way, whatever the case of the filter', async () => {
    const token = randomToken();
    const ismail = await addCustomer(ctx, editor, { firstName: 'İsmail', lastName: token });
    await addCustomer(ctx, editor, { firstName: 'Işıl', lastName: token });
    for (const value of ['ismail', 'İSMAİL', ' İsmail ', 'SMA']) {
      const page = await list({
        filters: [contains('firstName', value), contains('lastName', token)],
      });
      expect(
        page.items.map((row) => row.id),
        value,
      ).toEqual([ismail.id]);
    }
    const upperI = await list({
      filters: [contains('FirstName', 'IŞ'), contains('lastName', token)],
    });
    expect(upperI.items.map((row) => row.firstName)).toEqual(['Işıl']);
  });

  it('finds a phone number typed with spaces, +90, 90 or without the leading 0', async () => {
    const phoneNumber = `05${1 + randomInt(9)}${String(randomInt(100_000_000)).padStart(8, '0')}`;
    await addCustomer(ctx, editor, { phoneNumber });
    const [area, a, b, c] = [
      phoneNumber.slice(1, 4),
      phoneNumber.slice(4, 7),
      phoneNumber.slice(7, 9),
      phoneNumber.slice(9),
    ];
    const typed = [
      `0${area} ${a} ${b} ${c}`,
      `+90 ${area} ${a} ${b} ${c}`,
      `+90 (${area}) ${a}-${b}-${c}`,
      `90${area}${a}`,
      `0090 ${area} ${a}`,
      `${area} ${a} ${b}`,
    ];
    for (const value of typed) {
      const page = await list({ filters: [contains('phoneNumber', value)] });
      expect(
        page.items.map((row) => row.phoneNumber),
        value,
      ).toContain(phoneNumber);
    }
    // Letters alone are no phone number: nothing, rather than everyone.
    expect((await list({ filters: [contains('phoneNumber', 'abc')] })).items).toEqual([]);
  });

  it('filters phone numbers by a contained prefix and e-mail by a part', async () => {
    // The digit after 05 is not 0, so the part searched in the middle does not start with 0.
    const prefix = `05${1 + randomInt(9)}${String(randomInt(100_000)).padStart(5, '0')}`;
    const numbers = ['101', '202', '303'].map((end) => `${prefix}${end}`);
    for (const phoneNumber of numbers) await addCustomer(ctx, editor, { phoneNumber });
    const page = await list({ filters: [contains('phoneNumber', prefix)] });
    expect(page.items.map((row) => row.phoneNumber).sort()).toEqual(numbers);
    // A value starting with 0 matches from the start; other digits anywhere in the number.
    const middle = await list({ filters: [contains('phoneNumber', `${prefix.slice(2)}20`)] });
    expect(middle.items.map((row) => row.phoneNumber)).toEqual([numbers[1]]);
    const inner = `05${String(randomInt(100_000)).padStart(5, '0')}0777`;
    await addCustomer(ctx, editor, { phoneNumber: inner });
    const fromStart = await list({ filters: [contains('phoneNumber', inner.slice(7))] });
    expect(fromStart.items.map((row) => row.phoneNumber)).not.toContain(inner);
    const anywhere = await list({ filters: [contains('phoneNumber', inner.slice(8))] });
    expect(anywhere.items.map((row) => row.phoneNumber)).toContain(inner);
    const token = randomToken();
    const mehmet = await addCustomer(ctx, editor, { emailAddress: `Mehmet.${token}@Example.test` });
    const email = await list({ filters: [contains('emailAddress', `mehmet.${token}@`)] });
    expect(email.items.map((row) => [row.id, row.emailAddress])).toEqual([
      [mehmet.id, `Mehmet.${token}@Example.test`],
    ]);
  });

  it('filters isActive and isFlag by equality', async () => {
    const token = randomToken();
    const [active, inactive, flagged] = [
      await addCustomer(ctx, editor, { lastName: token }),
      await addCustomer(ctx, editor, { lastName: token }),
      await addCustomer(ctx, editor, { lastName: token }),
    ];
    await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: inactive.id,
      isActive: false,
    });
    await post(ctx, flagger, '/api/customers/changeisflagstatus', { id: flagged.id, isFlag: true });
    const ids = async (...filters: ReturnType<typeof contains>[]) =>
      (await list({ filters: [contains('lastName', token), ...filters] })).items
        .map((row) => row.id)
        .sort();
    expect(await ids(contains('isActive', true))).toEqual([active.id, flagged.id].sort());
    expect(await ids({ ...contains('isActive', 'false'), operator: 'equal' })).toEqual([
      inactive.id,
    ]);
    expect(await ids(contains('isFlag', true))).toEqual([flagged.id]);
    const flaggedRow = (
      await list({ filters: [contains('lastName', token), contains('isFlag', true)] })
    ).items[0]!;
    expect(flaggedRow.flagDescription).toContain(flagger.surname);
    // An empty value is ignored.
    expect(await ids({ propertyName: 'isFlag', operator: 'equal', targetValue: '' })).toHaveLength(
      3,
    );
  });

  it('sorts by first name by default and by last name descending on request, paging with totals', async () => {
    const token = randomToken();
    for (const [firstName, lastName] of [
      ['Zeynep', `${token} Acar`],
      ['Ahmet', `${token} Demir`],
      ['Can', `${token} Bulut`],
    ] as const) {
      await addCustomer(ctx, editor, { firstName, lastName });
    }
    const byDefault = await list({ filters: [contains('lastName', token)] });
    expect(byDefault.items.map((row) => row.firstName)).toEqual(['Ahmet', 'Can', 'Zeynep']);
    expect(byDefault).toMatchObject({ totalCount: 3, itemCountOnPage: 3, currentPageNumber: 1 });

    const secondPage = await list({
      filters: [contains('lastName', token)],
      sortings: [{ propertyName: 'lastName', direction: 1 }],
      paging: { pageNumber: 2, maxItemCountPerPage: 2 },
    });
    expect(secondPage.items.map((row) => row.lastName)).toEqual([`${token} Acar`]);
    expect(secondPage).toMatchObject({ totalCount: 3, itemCountOnPage: 1, currentPageNumber: 2 });
    const firstPage = await list({
      filters: [contains('lastName', token)],
      sortings: [{ propertyName: 'lastName', direction: 1 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 2 },
    });
    expect(firstPage.items.map((row) => row.lastName)).toEqual([
      `${token} Demir`,
      `${token} Bulut`,
    ]);
  });

  it('answers 20 rows a page by default', async () => {
    const page = await list({});
    expect(page.itemCountOnPage).toBeLessThanOrEqual(20);
    const token = randomToken();
    for (let i = 0; i < 21; i++) await addCustomer(ctx, editor, { lastName: `${token} ${i}` });
    const full = await list({ filters: [contains('lastName', token)] });
    expect(full).toMatchObject({ totalCount: 21, itemCountOnPage: 20 });
  });

  it('counts only the active loyalty cards of each row', async () => {
    const token = randomToken();
    const cards = [randomCardNumber(), randomCardNumber(), randomCardNumber()];
    const withCards = await addCustomer(ctx, editor, {
      lastName: token,
      loyaltyCards: cards.map((number) => ({ number })),
    });
    await addCustomer(ctx, editor, { lastName: token });
    const stored = await get(ctx, editor, `/api/customers/id/${withCards.id}`);
    const passive = stored.json().loyaltyCards[2];
    await post(ctx, editor, '/api/customers/watsonscards/update', {
      id: passive.id,
      customerId: withCards.id,
      isActiveCard: false,
      isActive: false,
    });
    const page = await list({ filters: [contains('lastName', token)] });
    const counts = Object.fromEntries(page.items.map((row) => [row.id, row.loyaltyCardCount]));
    expect(counts[withCards.id]).toBe(2);
    expect(Object.values(counts).sort()).toEqual([0, 2]);
  });

  it('refuses properties outside the whitelist and contains on a switch', async () => {
    const refused = await post(ctx, editor, '/api/customers/list', {
      filters: [{ propertyName: 'createdByUserId', operator: 'equal', targetValue: 'x' }],
    });
    expect(refused.statusCode).toBe(400);
    const switchContains = await post(ctx, editor, '/api/customers/list', {
      filters: [{ propertyName: 'isFlag', operator: 'contains', targetValue: 'tr' }],
    });
    expect(switchContains.statusCode).toBe(400);
    const badSort = await post(ctx, editor, '/api/customers/list', {
      sortings: [{ propertyName: 'phoneNumber', direction: 0 }],
    });
    expect(badSort.statusCode).toBe(400);
  });
});
