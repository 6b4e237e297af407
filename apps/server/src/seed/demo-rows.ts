import { getTableName } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';
import { buildAddressBook } from './address.ts';
import type { RowSink } from './batch.ts';
import { buildCustomers, seedCustomers } from './customers.ts';
import { seedHierarchy } from './hierarchy.ts';
import { seedHolidays } from './holidays.ts';
import { seedOrganisation } from './organisation.ts';
import { buildProducts, seedProducts } from './products.ts';
import { createRandom, DEMO_SEED, mulberry32 } from './random.ts';
import { seedReference } from './reference.ts';
import { seedRuleSets } from './rule-sets.ts';
import { buildStores, seedStores } from './stores.ts';
import { demoTicketIds } from './tickets.ts';

/** The demo's rows that need the random source, built before any is written. */
export type DemoInputs = {
  storeRows: ReturnType<typeof buildStores>;
  productRows: ReturnType<typeof buildProducts>;
  customerData: ReturnType<typeof buildCustomers>;
};

/**
 * Builds the random-dependent rows in the seed's order, so the same source gives the same rows
 * (and ids) on every machine: stores, products, customers with their cards.
 */
export function buildDemoInputs(source: () => number = mulberry32(DEMO_SEED)): DemoInputs {
  const random = createRandom(source);
  const addressBook = buildAddressBook();
  const storeRows = buildStores(random, addressBook);
  const productRows = buildProducts(random);
  const customerData = buildCustomers(random, addressBook);
  return { storeRows, productRows, customerData };
}

/**
 * Puts every demo row but the tickets (which the seed generates from what the database holds)
 * into the sink: units, roles, users, rule sets, the hierarchy, look-ups, holidays, products
 * and customers.
 */
export async function writeDemoRows(
  sink: RowSink,
  inputs: DemoInputs,
  passwordHash: string,
): Promise<void> {
  const storeIds = await seedStores(sink, inputs.storeRows);
  await seedOrganisation(sink, storeIds, passwordHash);
  await seedRuleSets(sink, storeIds);
  await seedHierarchy(sink);
  await seedReference(sink);
  await seedHolidays(sink);
  await seedProducts(sink, inputs.productRows);
  await seedCustomers(sink, inputs.customerData);
}

/**
 * The ids of the rows the demo writes, by table name: what `npm run demo:remove` knows the demo
 * by (docs/domain.md §16.1 Removing the demo). The seed's ids are stable (derived from names and
 * the fixed random seed), so they are the same in every database the demo was loaded into.
 * Rows without an id of their own (a role's permissions, a mail group's members) are parts of
 * these and go with them.
 */
export async function collectDemoRowIds(): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  const sink: RowSink = {
    async put(table, rows) {
      const own = (rows as { id?: unknown }[]).flatMap((row) =>
        typeof row.id === 'string' ? [row.id] : [],
      );
      if (own.length === 0) return;
      ids.set(getTableName(table), [...(ids.get(getTableName(table)) ?? []), ...own]);
    },
  };
  // No password is hashed: the collector keeps ids only.
  await writeDemoRows(sink, buildDemoInputs(), '');
  ids.set(getTableName(tickets), demoTicketIds());
  return ids;
}
