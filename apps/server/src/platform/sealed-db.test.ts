import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { stores } from '../db/schema/index.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import type { Database, DatabaseHandle, Executor, Transaction } from './db.ts';
import { inTransaction, type SealedDb, type SealedTx } from './sealed-db.ts';
import { unsealed } from './unseal-db.ts';

/**
 * Never run: each marked line is a query through a sealed handle, and `npm run typecheck` fails
 * if the compiler stops refusing one of them.
 */
function queriesThroughSealedHandles(db: SealedDb, tx: SealedTx) {
  // @ts-expect-error no query builder on a sealed handle
  db.select();
  // @ts-expect-error no raw SQL either
  db.execute(sql`select 1`);
  // @ts-expect-error nor the driver's client
  db.$client;
  // @ts-expect-error nor drizzle's session, through its internals
  db._.session;
  // @ts-expect-error nor a transaction opened by hand (inTransaction opens it)
  db.transaction(async () => {});
  // @ts-expect-error a sealed transaction is as closed
  tx.insert(stores);
  // @ts-expect-error and it cannot be rolled back by hand: throwing does that
  tx.rollback();
  // @ts-expect-error a handle is not the database again without unsealed()
  const executor: Executor = db;
  return executor;
}

describe('sealed database handles', () => {
  it('refuse queries at compile time, and take the real database and transaction', () => {
    expectTypeOf(queriesThroughSealedHandles).toBeFunction();
    expectTypeOf<Database>().toExtend<SealedDb>();
    expectTypeOf<Transaction>().toExtend<SealedTx>();
    // A function that must run in its caller's transaction cannot be handed the pool.
    expectTypeOf<Database>().not.toExtend<SealedTx>();
    expectTypeOf<SealedDb>().not.toExtend<Executor>();
  });

  it('refuses to unseal a look-alike', () => {
    const lookAlike: SealedDb = { _: {} };
    expect(() => unsealed(lookAlike)).toThrow(TypeError);
  });
});

describe.each(TEST_BACKENDS)('inTransaction on %s', (backend) => {
  let handle: DatabaseHandle;
  // The code of the stores written here: only they are counted.
  const marker = `sealed${Date.now()}`;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(() => handle?.close());

  const addStore = (db: SealedDb, name: string) =>
    unsealed(db).insert(stores).values({ name, type: 1, code: marker });
  async function storeNames(): Promise<string[]> {
    const rows = await handle.db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.code, marker));
    return rows.map((row) => row.name).sort();
  }

  it('commits when the work resolves, and answers what it answered', async () => {
    const answer = await inTransaction(handle.db, async (tx) => {
      await addStore(tx, 'SEALED COMMITTED');
      const [row] = await unsealed(tx)
        .select({ n: count() })
        .from(stores)
        .where(eq(stores.code, marker));
      return row?.n;
    });
    expect(answer).toBe(1);
    expect(await storeNames()).toEqual(['SEALED COMMITTED']);
  });

  it('rolls back when the work throws, and throws it on', async () => {
    const failure = new Error('the work failed');
    await expect(
      inTransaction(handle.db, async (tx) => {
        await addStore(tx, 'SEALED ROLLED BACK');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storeNames()).toEqual(['SEALED COMMITTED']);
  });

  it('inside a transaction undoes only the failed inner work (a savepoint)', async () => {
    await inTransaction(handle.db, async (tx) => {
      await addStore(tx, 'SEALED OUTER');
      await inTransaction(tx, async (inner) => {
        await addStore(inner, 'SEALED INNER');
        throw new Error('the inner work failed');
      }).catch(() => {});
    });
    expect(await storeNames()).toEqual(['SEALED COMMITTED', 'SEALED OUTER']);
  });
});
