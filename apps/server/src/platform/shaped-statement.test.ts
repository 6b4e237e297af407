import type { QueryOperator, TQueryFormatter } from '@ccms/contract/query-format';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema/index.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import type { DatabaseHandle } from './db.ts';
import { compileListQuery, type ListDefinition } from './query-format.ts';
import { ShapedStatement, StatementValues } from './shaped-statement.ts';

const storeList: ListDefinition = {
  fields: {
    name: { column: stores.name, type: 'string', sortable: true },
    type: { column: stores.type, type: 'number', sortable: true },
  },
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: stores.id,
  defaultPageSize: 10,
};

describe.each(TEST_BACKENDS)('statements rendered once per shape on %s', (backend) => {
  let handle: DatabaseHandle;
  const marker = `ss${Date.now()}`;
  const ids: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    const rows = await handle.db
      .insert(stores)
      .values(
        ['KADIKÖY ÇARŞI', 'ANKARA KIZILAY', 'İZMİR ALSANCAK'].map((name, type) => ({
          name,
          type,
          code: marker,
        })),
      )
      .returning({ id: stores.id });
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(() => handle?.close());

  /** The names of the stores a list request selects, through `statement`. */
  async function names(statement: ShapedStatement, formatter: TQueryFormatter, only?: string[]) {
    const values = new StatementValues();
    const ofThisTest = eq(stores.code, values.bind(marker));
    // Bound last, so that only the list's own length tells one length from another.
    const byIds = only ? sql`${stores.id} in ${only.map((id) => values.bind(id))}` : undefined;
    const query = compileListQuery(storeList, formatter, [ofThisTest, byIds], values);
    const rows = await statement.run<{ name: string }>(
      handle.db,
      values,
      '',
      [query.where, query.orderBy],
      () =>
        sql`select ${stores.name} from ${stores} where ${query.where} order by ${sql.join(query.orderBy, sql`, `)}`,
    );
    return rows.map((row) => row.name);
  }
  const contains = (text: string): TQueryFormatter => ({
    filters: [{ propertyName: 'name', operator: 'contains', targetValue: text }],
  });

  it('renders a shape once and runs its text again with other values, never in the text', async () => {
    const statement = new ShapedStatement('test_same_shape');
    expect(await names(statement, contains('kadıköy'))).toEqual(['KADIKÖY ÇARŞI']);
    expect(await names(statement, contains('ankara'))).toEqual(['ANKARA KIZILAY']);
    expect(await names(statement, contains('yok'))).toEqual([]);
    expect(statement.renders).toBe(1);
    expect(statement.texts).toHaveLength(1);
    for (const value of ['kadıköy', 'ankara', marker]) {
      expect(statement.texts[0]).not.toContain(value);
    }
  });

  it('gives every structure its own text: operators, directions, lengths of id lists', async () => {
    const statement = new ShapedStatement('test_shapes');
    const byType = (operator: QueryOperator, direction: 0 | 1): TQueryFormatter => ({
      filters: [{ propertyName: 'type', operator, targetValue: 1 }],
      sortings: [{ propertyName: 'name', direction }],
    });
    expect(await names(statement, byType('greatherThanOrEqual', 0))).toEqual([
      'ANKARA KIZILAY',
      'İZMİR ALSANCAK',
    ]);
    expect(await names(statement, byType('greatherThanOrEqual', 1))).toEqual([
      'İZMİR ALSANCAK',
      'ANKARA KIZILAY',
    ]);
    expect(await names(statement, byType('lessThan', 0))).toEqual(['KADIKÖY ÇARŞI']);
    expect(await names(statement, {}, ids.slice(0, 1))).toEqual(['KADIKÖY ÇARŞI']);
    expect(await names(statement, {}, ids.slice(1, 3))).toEqual([
      'ANKARA KIZILAY',
      'İZMİR ALSANCAK',
    ]);
    expect(await names(statement, {}, ids.slice(0, 2))).toEqual([
      'ANKARA KIZILAY',
      'KADIKÖY ÇARŞI',
    ]);
    // Five shapes: the last request is the fifth's again with other ids.
    expect(statement.renders).toBe(5);
    expect(new Set(statement.texts).size).toBe(5);
  });

  it('keeps the most recently used shapes only', async () => {
    const statement = new ShapedStatement('test_kept', { maxShapes: 2 });
    await names(statement, contains('a'));
    await names(statement, {});
    await names(statement, contains('a'));
    await names(statement, {}, ids);
    expect(statement.texts).toHaveLength(2);
    await names(statement, contains('b'));
    expect(statement.renders).toBe(3);
    await names(statement, {});
    expect(statement.renders).toBe(4);
  });

  it('fails under test when a key misses a difference of structure', async () => {
    const statement = new ShapedStatement('test_wrong_key');
    const run = (descending: boolean) => {
      const values = new StatementValues();
      const where = eq(stores.code, values.bind(marker));
      // The direction decides the text but is neither in the tag nor in the fragments.
      return statement.run(handle.db, values, '', [where], () =>
        descending
          ? sql`select ${stores.name} from ${stores} where ${where} order by ${stores.name} desc`
          : sql`select ${stores.name} from ${stores} where ${where} order by ${stores.name}`,
      );
    };
    await run(false);
    await expect(run(true)).rejects.toThrow(/two shapes share a key/);
  });

  it('fails under test when a fragment or the statement holds a value not bound', async () => {
    const statement = new ShapedStatement('test_unbound');
    const values = new StatementValues();
    const literal: SQL = eq(stores.code, marker);
    await expect(
      statement.run(handle.db, values, '', [literal], () => sql`select 1 where ${literal}`),
    ).rejects.toThrow(/unbound value/);
    const where = eq(stores.code, values.bind(marker));
    await expect(
      statement.run(
        handle.db,
        values,
        '',
        [where],
        () => sql`select 1 from ${stores} where ${and(where, eq(stores.type, 1))}`,
      ),
    ).rejects.toThrow(/not a bound parameter/);
  });
});
