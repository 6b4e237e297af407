import { DEMO_ADMINISTRATOR_EMAIL } from '@ccms/contract/setup';
import { ne, sql } from 'drizzle-orm';
import { adminAuditLog, users } from '../db/schema/index.ts';
import type { DemoDataMode } from '../platform/config.ts';
import type { Database, Executor } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { SYSTEM_USER_ID } from '../platform/system-user.ts';
import { seedBaseData } from './base-data.ts';
import { databaseSink } from './batch.ts';
import { buildDemoInputs, writeDemoRows } from './demo-rows.ts';
import { DEMO_PASSWORD } from './organisation.ts';
import { createRandom, DEMO_SEED, mulberry32 } from './random.ts';
import { seedTickets } from './tickets.ts';

/** The user whose presence means the demo data is already there. */
export const DEMO_ADMIN_EMAIL = DEMO_ADMINISTRATOR_EMAIL;

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
 * True for a database nobody has used yet: no user but the built-in system user and nothing in
 * the audit log. `npm run demo:remove` and `npm run admin:create` write the audit log, so a
 * database emptied of the demo is not taken for a new one.
 */
async function isDatabaseUnused(db: Executor): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, SYSTEM_USER_ID))
    .limit(1);
  if (user) return false;
  const [entry] = await db.select({ id: adminAuditLog.id }).from(adminAuditLog).limit(1);
  return entry === undefined;
}

/**
 * Writes the demo data set (units, roles, users, hierarchy, rule sets, lookups, holidays,
 * products, customers, a year of tickets) in one transaction, with the base data it needs.
 * Idempotent: when the demo administrator already exists it writes nothing and answers
 * `{ seeded: false }`. The output is deterministic for a given `random` source (default:
 * mulberry32 with a fixed seed) and row ids are derived from names, so links and screenshots
 * stay stable.
 */
export async function seedDemoData(
  db: Database,
  options: { random?: () => number } = {},
): Promise<{ seeded: boolean }> {
  if (await isDemoDataSeeded(db)) return { seeded: false };

  // Everything that needs no database is built first, so the transaction stays short. The
  // tickets draw on the same source after the rows built here, as they always did.
  const source = options.random ?? mulberry32(DEMO_SEED);
  const inputs = buildDemoInputs(source);
  const random = createRandom(source);
  // scrypt is slow on purpose: hash once, every demo user shares the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isDemoDataSeeded(tx)) return { seeded: false };
    await seedBaseData(tx);
    await writeDemoRows(databaseSink(tx), inputs, passwordHash);
    await seedTickets(tx, random, new Date());
    return { seeded: true };
  });
}

/**
 * The data step of a start (docs/domain.md §16.1): the base data always, missing rows only; the
 * demo when the settings ask for it: `forced` whenever its administrator is missing,
 * `firstStart` only into a database nobody has used yet, `off` never.
 */
export async function loadStartData(
  db: Database,
  mode: DemoDataMode,
): Promise<{ baseRowsAdded: number; demoSeeded: boolean }> {
  const baseRowsAdded = await seedBaseData(db);
  const wantsDemo = mode === 'forced' || (mode === 'firstStart' && (await isDatabaseUnused(db)));
  if (!wantsDemo) return { baseRowsAdded, demoSeeded: false };
  const { seeded } = await seedDemoData(db);
  return { baseRowsAdded, demoSeeded: seeded };
}
