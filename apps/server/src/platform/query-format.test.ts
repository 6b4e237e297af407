import type { TQueryFormatter } from '@ccms/contract/query-format';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema/index.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import type { DatabaseHandle } from './db.ts';
import { AppError } from './errors.ts';
import { compileListQuery, type ListDefinition } from './query-format.ts';

const storeList: ListDefinition = {
  fields: {
    name: { column: stores.name, type: 'string', sortable: true },
    type: { column: stores.type, type: 'number', sortable: true },
    isActive: { column: stores.isActive, type: 'boolean' },
    id: { column: stores.id, type: 'uuid' },
    createdAt: { column: stores.createdAt, type: 'date', sortable: true },
  },
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: stores.id,
  defaultPageSize: 10,
};

const names = [
  'İSTANBUL KADIKÖY',
  'istanbul beşiktaş',
  'IĞDIR MERKEZ',
  'ANKARA KIZILAY',
  'izmir 50%_off',
];

describe.each(TEST_BACKENDS)('compileListQuery on %s', (backend) => {
  let handle: DatabaseHandle;
  const marker = `qf${Date.now()}`;

  async function run(formatter: TQueryFormatter) {
    const query = compileListQuery(storeList, formatter, [eq(stores.code, marker)]);
    const rows = await handle.db
      .select({ name: stores.name })
      .from(stores)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await handle.db.select({ value: count() }).from(stores).where(query.where);
    return { names: rows.map((r) => r.name), total: Number(total!.value), query };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.db.insert(stores).values(
      names.map((name, index) => ({
        name,
        code: marker,
        type: index % 2,
        isActive: index !== 3,
        createdAt: new Date(Date.UTC(2026, 0, 10 + index, 9, 0)),
      })),
    );
  });
  afterAll(() => handle.close());

  it('sorts by the default and pages', async () => {
    const page = await run({ paging: { pageNumber: 2, maxItemCountPerPage: 2 } });
    expect(page.total).toBe(5);
    expect(page.query.pageNumber).toBe(2);
    expect(page.names).toHaveLength(2);
  });

  it('matches contains case-insensitively the Turkish way', async () => {
    const upper = await run({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'İSTANBUL' }],
    });
    expect(upper.names.sort()).toEqual(['istanbul beşiktaş', 'İSTANBUL KADIKÖY'].sort());
    const dotless = await run({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'ığdır' }],
    });
    expect(dotless.names).toEqual(['IĞDIR MERKEZ']);
  });

  it('treats % and _ in a contains value as plain text', async () => {
    const result = await run({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: '50%_' }],
    });
    expect(result.names).toEqual(['izmir 50%_off']);
    const none = await run({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: '%' }],
    });
    expect(none.names).toEqual(['izmir 50%_off']);
  });

  it('ignores empty values and matches property names case-insensitively', async () => {
    const result = await run({
      filters: [
        { propertyName: 'Name', operator: 'contains', targetValue: '   ' },
        { propertyName: 'IsActive', operator: 'equal', targetValue: 'false' },
        { propertyName: 'type', operator: 'equal', targetValue: null },
      ],
    });
    expect(result.names).toEqual(['ANKARA KIZILAY']);
  });

  it('applies every comparison operator', async () => {
    const cases: [TQueryFormatter['filters'], number][] = [
      [[{ propertyName: 'type', operator: 'equal', targetValue: 1 }], 2],
      [[{ propertyName: 'type', operator: 'notequal', targetValue: '1' }], 3],
      [[{ propertyName: 'type', operator: 'greatherThan', targetValue: 0 }], 2],
      [[{ propertyName: 'type', operator: 'greatherThanOrEqual', targetValue: 0 }], 5],
      [[{ propertyName: 'type', operator: 'lessThan', targetValue: 1 }], 3],
      [[{ propertyName: 'type', operator: 'lessThanOrEqual', targetValue: 1 }], 5],
    ];
    for (const [filters, expected] of cases) {
      expect((await run({ filters })).total, JSON.stringify(filters)).toBe(expected);
    }
  });

  it('reads date ranges in the filter format', async () => {
    const result = await run({
      filters: [
        {
          propertyName: 'createdAt',
          operator: 'greatherThanOrEqual',
          targetValue: '2026.01.11 00:00',
        },
        { propertyName: 'createdAt', operator: 'lessThanOrEqual', targetValue: '2026.01.12 23:59' },
      ],
      sortings: [{ propertyName: 'createdAt', priority: 1, direction: 1 }],
    });
    expect(result.names).toEqual(['IĞDIR MERKEZ', 'istanbul beşiktaş']);
  });

  it('ORs several equal filters on one property and ANDs the properties', async () => {
    const either = await run({
      filters: [
        { propertyName: 'name', operator: 'equal', targetValue: 'ANKARA KIZILAY' },
        { propertyName: 'Name', operator: 'equal', targetValue: 'IĞDIR MERKEZ' },
      ],
    });
    expect(either.names.sort()).toEqual(['ANKARA KIZILAY', 'IĞDIR MERKEZ'].sort());
    // isActive (ANKARA is the inactive one) narrows the OR-ed names.
    const narrowed = await run({
      filters: [
        { propertyName: 'name', operator: 'equal', targetValue: 'ANKARA KIZILAY' },
        { propertyName: 'isActive', operator: 'equal', targetValue: true },
        { propertyName: 'name', operator: 'equal', targetValue: 'IĞDIR MERKEZ' },
      ],
    });
    expect(narrowed.names).toEqual(['IĞDIR MERKEZ']);
    // Other operators on one property still all apply.
    const range = await run({
      filters: [
        { propertyName: 'type', operator: 'greatherThanOrEqual', targetValue: 1 },
        { propertyName: 'type', operator: 'lessThanOrEqual', targetValue: 0 },
      ],
    });
    expect(range.total).toBe(0);
    const both = await run({
      filters: [
        { propertyName: 'isActive', operator: 'equal', targetValue: true },
        { propertyName: 'isActive', operator: 'equal', targetValue: false },
      ],
    });
    expect(both.total).toBe(5);
  });

  it("filters through a field's own condition", async () => {
    const withCondition: ListDefinition = {
      ...storeList,
      fields: {
        ...storeList.fields,
        // Matches stores whose name or code has the text (code holds the marker here).
        nameOrCode: {
          type: 'string',
          condition: (compare) => sql`(${compare(stores.name)} or ${compare(stores.code)})`,
        },
      },
    };
    const query = compileListQuery(
      withCondition,
      { filters: [{ propertyName: 'nameOrCode', operator: 'contains', targetValue: 'kızılay' }] },
      [eq(stores.code, marker)],
    );
    const rows = await handle.db.select({ name: stores.name }).from(stores).where(query.where);
    expect(rows.map((row) => row.name)).toEqual(['ANKARA KIZILAY']);
    expect(() =>
      compileListQuery(withCondition, { sortings: [{ propertyName: 'nameOrCode', direction: 0 }] }),
    ).toThrow(AppError);
  });

  it('sorts by priority and direction', async () => {
    const result = await run({
      sortings: [
        { propertyName: 'name', priority: 2, direction: 1 },
        { propertyName: 'type', priority: 1, direction: 0 },
      ],
    });
    expect(result.names).toEqual([
      'İSTANBUL KADIKÖY',
      'izmir 50%_off',
      'IĞDIR MERKEZ',
      'istanbul beşiktaş',
      'ANKARA KIZILAY',
    ]);
  });
});

describe('compileListQuery refusals', () => {
  const refusal = (formatter: TQueryFormatter) => {
    try {
      compileListQuery(storeList, formatter);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return { status: (error as AppError).statusCode, messages: (error as AppError).messages };
    }
    throw new Error('expected a refusal');
  };

  it('refuses a property outside the whitelist', () => {
    expect(
      refusal({ filters: [{ propertyName: 'passwordHash', operator: 'equal', targetValue: 'x' }] }),
    ).toEqual({ status: 400, messages: ["'passwordHash' alanına göre filtreleme yapılamaz."] });
  });

  it('refuses sorting by a property that is not sortable', () => {
    expect(refusal({ sortings: [{ propertyName: 'isActive', direction: 0 }] }).messages).toEqual([
      "'isActive' alanına göre sıralama yapılamaz.",
    ]);
  });

  it('refuses values of the wrong type and contains on numbers', () => {
    expect(
      refusal({ filters: [{ propertyName: 'type', operator: 'equal', targetValue: 'bir' }] })
        .messages,
    ).toEqual(["'type' alanı için gönderilen değer geçersiz."]);
    expect(
      refusal({ filters: [{ propertyName: 'id', operator: 'equal', targetValue: "1' or '1'='1" }] })
        .status,
    ).toBe(400);
    expect(
      refusal({ filters: [{ propertyName: 'type', operator: 'contains', targetValue: '1' }] })
        .messages,
    ).toEqual(["'contains' işlemi 'type' alanı için kullanılamaz."]);
  });
});
