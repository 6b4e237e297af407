import { sql } from 'drizzle-orm';
import { users } from '../db/schema/organisation.ts';
import type { Database, Executor } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { buildAddressBook, seedAddresses } from './address.ts';
import { buildCustomers, seedCustomers } from './customers.ts';
import { seedHierarchy } from './hierarchy.ts';
import { seedHolidays } from './holidays.ts';
import { DEMO_PASSWORD, seedOrganisation } from './organisation.ts';
import { buildProducts, seedProducts } from './products.ts';
import { createRandom, DEMO_SEED, mulberry32 } from './random.ts';
import { seedReference } from './reference.ts';
import { seedRuleSets } from './rule-sets.ts';
import { buildStores, seedStores } from './stores.ts';
import { seedTickets } from './tickets.ts';

/** The user whose presence means the demo data is already there. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.local';

/** Serialises two seeders on one PostgreSQL server (the second then finds the data). */
const SEED_LOCK_KEY = 727002;

/** True when the demo data has been written (the demo administrator exists). */
export async function isDemoDataSeeded(db: Executor): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${DEMO_ADMIN_EMAIL}`)
    .limit(1);
  return found.length > 0;
}

/**
 * Writes the demo data set (units, roles, users, hierarchy, rule sets, lookups, holidays,
 * products, customers, a year of tickets) in one transaction. Idempotent: when the demo administrator already
 * exists it writes nothing and answers `{ seeded: false }`. The output is deterministic for a
 * given `random` source (default: mulberry32 with a fixed seed) and row ids are derived from
 * names, so links and screenshots stay stable.
 */
export async function seedDemoData(
  db: Database,
  options: { random?: () => number } = {},
): Promise<{ seeded: boolean }> {
  if (await isDemoDataSeeded(db)) return { seeded: false };

  // Everything that needs no database is built first, so the transaction stays short.
  const random = createRandom(options.random ?? mulberry32(DEMO_SEED));
  const addressBook = buildAddressBook();
  const storeRows = buildStores(random, addressBook);
  const productRows = buildProducts(random);
  const customerData = buildCustomers(random, addressBook);
  // scrypt is slow on purpose: hash once, every demo user shares the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isDemoDataSeeded(tx)) return { seeded: false };
    await seedAddresses(tx, addressBook);
    const storeIds = await seedStores(tx, storeRows);
    await seedOrganisation(tx, storeIds, passwordHash);
    await seedRuleSets(tx, storeIds);
    await seedHierarchy(tx);
    await seedReference(tx);
    await seedHolidays(tx);
    await seedProducts(tx, productRows);
    await seedCustomers(tx, customerData);
    await seedTickets(tx, random, new Date());
    return { seeded: true };
  });
}
