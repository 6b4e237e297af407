import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  roles,
  stores,
  ticketActivities,
  ticketCategorySets,
  tickets,
  userRolesInStores,
  users,
} from '../db/schema/index.ts';
import {
  createFirstAdministrator,
  isAdministratorPresent,
  isDemoDataPresent,
} from '../modules/organisation/index.ts';
import { systemClock } from '../platform/clock.ts';
import { type DatabaseHandle, type Executor, rowsOf } from '../platform/db.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { type Backend, openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { createRole, createStore, createUserWithPermissions } from '../test/factories.ts';
import { snapshotTables } from '../test/table-snapshot.ts';
import { type DemoRemoval, removeDemoData } from './demo-removal.ts';
import { DEMO_PASSWORD, roleId, userId } from './organisation.ts';
import { stableId } from './random.ts';
import { DEMO_REMOVE_TEXTS, runRemoveDemoCli } from './remove-demo-cli.ts';
import { loadStartData, seedDemoData } from './seed.ts';
import { storeName } from './stores.ts';

/** A ticket like a demo one (its breakdown, rule set, source), with the given people and places. */
async function copyDemoTicket(
  db: Executor,
  values: { customerId: string; storeId: string; createdByUserId: string; creatorStoreId: string },
) {
  const [demo] = await db
    .select({
      sourceId: tickets.sourceId,
      ticketTypeId: tickets.ticketTypeId,
      ticketCategoryId: tickets.ticketCategoryId,
      ticketSubCategoryId: tickets.ticketSubCategoryId,
      ticketCategorySetId: tickets.ticketCategorySetId,
      ruleSetId: tickets.ruleSetId,
      currentRoleId: tickets.currentRoleId,
    })
    .from(tickets)
    .where(eq(tickets.id, stableId('ticket', '7')));
  const [ticket] = await db
    .insert(tickets)
    .values({
      id: randomUUID(),
      ...demo!,
      ...values,
      description: 'Müşteri mağazadaki ürünü sordu.',
      status: 1,
      subStatus: 1,
      responsibleStoreId: values.storeId,
    })
    .returning({ id: tickets.id, ticketCategorySetId: tickets.ticketCategorySetId });
  return ticket!;
}

/*
 * `npm run demo:remove` on a demo database the chain has started to use (docs/domain.md §16.1
 * Removing the demo): the chain's rows stay, with the demo rows they point at; the rest of the
 * demo goes, a try-out ticket of a demo user with it.
 */
describe.each(TEST_BACKENDS)('removing the demo (%s)', (backend: Backend) => {
  let handle: DatabaseHandle;
  let chain: {
    adminId: string;
    storeId: string;
    userId: string;
    customerId: string;
    ticketId: string;
    categorySetId: string;
  };
  let tryOutTicketId: string;
  let removal: DemoRemoval;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await seedDemoData(handle.db);
    const db = handle.db;
    // admin:create on the demo database: the demo's Admin role and its unit are taken.
    const admin = await createFirstAdministrator(
      { db, clock: systemClock, passwordPageUrl: 'http://ccms.test/oidc/password' },
      { name: 'Ayşe', surname: 'Yılmaz', emailAddress: 'ayse.yilmaz@zincir.com.tr' },
    );
    expect(admin.role).toEqual({ name: 'Sistem Yöneticisi', isNew: false });
    expect(admin.unit).toEqual({ name: 'Müşteri Hizmetleri', isNew: false });
    // The chain's own store, role and user, who also manages the store with the demo's role.
    const store = await createStore(db, { code: 'Z001', name: 'ZİNCİR KADIKÖY' });
    const user = await createUserWithPermissions(db, ['Customer']);
    await db.insert(userRolesInStores).values({
      userId: user.id,
      roleId: roleId('Mağaza Müdürü'),
      storeId: store.id,
    });
    const chainRole = await createRole(db, ['Customer'], { roleType: 1 });
    const [customer] = await db
      .insert(customers)
      .values({ firstName: 'Zeynep', lastName: 'Zincir', phoneNumber: `05${Date.now() % 1e9}` })
      .returning({ id: customers.id });
    // The chain's ticket on a demo breakdown, written by its administrator.
    const ticket = await copyDemoTicket(db, {
      customerId: customer!.id,
      storeId: store.id,
      createdByUserId: admin.user.id,
      creatorStoreId: store.id,
    });
    chain = {
      adminId: admin.user.id,
      storeId: store.id,
      userId: user.id,
      customerId: customer!.id,
      ticketId: ticket.id,
      categorySetId: ticket.ticketCategorySetId,
    };
    expect(chainRole.id).toBeDefined();
    // A try-out: the demo agent's ticket on a demo customer in a demo store, with an activity.
    const tryOut = await copyDemoTicket(db, {
      customerId: stableId('customer', 5),
      storeId: stableId('store', '1001'),
      createdByUserId: userId('agent@demo.local'),
      creatorStoreId: stableId('store', 'D01'),
    });
    tryOutTicketId = tryOut.id;
    await db.insert(ticketActivities).values({
      ticketId: tryOut.id,
      status: 1,
      subStatus: 1,
      description: 'Deneme',
      createdByUserId: userId('agent@demo.local'),
    });
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('changes nothing on a dry run and says what would go', async () => {
    const except = ['idp_keys', 'oidc_payloads'];
    const before = await snapshotTables(handle.db, { except });
    const plan = await removeDemoData(handle.db, { dryRun: true });
    expect(await snapshotTables(handle.db, { except })).toEqual(before);
    expect(plan.deleted).toContainEqual({ table: 'customers', rows: 3000 - 0 });
    expect(plan.kept.map((row) => row.table)).toEqual(
      expect.arrayContaining(['roles', 'stores', 'ticket_category_sets']),
    );
  }, 120_000);

  it("removes the demo, keeps the chain's rows and the demo rows they point at", async () => {
    const db = handle.db;
    removal = await removeDemoData(db, { dryRun: false });

    // The chain's rows are all there.
    expect(await db.$count(users, inArray(users.id, [chain.adminId, chain.userId]))).toBe(2);
    expect(await db.$count(stores, eq(stores.id, chain.storeId))).toBe(1);
    expect(await db.$count(customers, eq(customers.id, chain.customerId))).toBe(1);
    expect(await db.select({ id: tickets.id }).from(tickets)).toEqual([{ id: chain.ticketId }]);
    expect(await db.$count(roles, like(roles.name, 'Test Rolü %'))).toBeGreaterThan(0);
    expect(await isAdministratorPresent(db)).toBe(true);

    // The demo rows the chain needs stay: its administrator's role and unit, the demo role its
    // user holds, the breakdown of its ticket.
    const keptRoles = await db.select({ name: roles.name }).from(roles);
    expect(keptRoles.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Sistem Yöneticisi', 'Mağaza Müdürü']),
    );
    expect(await db.$count(stores, eq(stores.name, 'Müşteri Hizmetleri'))).toBe(1);
    expect(
      await db.$count(ticketCategorySets, eq(ticketCategorySets.id, chain.categorySetId)),
    ).toBe(1);
    expect(removal.holds).toContainEqual(
      expect.objectContaining({ child: 'user_roles_in_stores', parent: 'roles' }),
    );
    expect(removal.holds).toContainEqual(
      expect.objectContaining({ child: 'tickets', parent: 'ticket_category_sets' }),
    );

    // The rest of the demo is gone: its users, customers, tickets (the try-out one too), stores.
    expect(await db.$count(users, like(users.emailAddress, '%@demo.local'))).toBe(0);
    expect(await db.$count(tickets, eq(tickets.id, tryOutTicketId))).toBe(0);
    expect(await db.$count(customers)).toBe(1);
    expect(await db.$count(stores, eq(stores.name, storeName('İstanbul Kadıköy Bahariye')))).toBe(
      0,
    );
    expect(removal.deleted).toContainEqual({ table: 'tickets', rows: 3002 });
    expect(removal.deleted).toContainEqual({ table: 'users', rows: 28 });

    // No password that verifies 'demo' is left, and the database is no demo any more.
    const hashes = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(isNotNull(users.passwordHash));
    for (const { hash } of hashes)
      expect(await verifyPassword(DEMO_PASSWORD, String(hash))).toBe(false);
    expect(await isDemoDataPresent(db)).toBe(false);
    // The chain's administrator still holds the kept Admin role at the kept unit.
    expect(
      await db.$count(
        userRolesInStores,
        and(
          eq(userRolesInStores.userId, chain.adminId),
          eq(userRolesInStores.roleId, roleId('Sistem Yöneticisi')),
        ),
      ),
    ).toBe(1);
  }, 120_000);

  it('is not loaded again on a later start, and a second removal finds nothing', async () => {
    expect(await loadStartData(handle.db, 'firstStart')).toEqual({
      baseRowsAdded: 0,
      demoSeeded: false,
    });
    const again = await removeDemoData(handle.db, { dryRun: false });
    expect(again.deleted).toEqual([]);
    const [deletedUsers] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from admin_audit_log
        where entity_type = 'user' and action = 'delete'`),
    );
    expect(deletedUsers?.n).toBe(28);
  }, 120_000);
});

describe.skipIf(!TEST_BACKENDS.includes('postgres'))('npm run demo:remove (postgres)', () => {
  let handle: DatabaseHandle & { url?: string };
  const except = ['idp_keys', 'oidc_payloads'];

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    await seedDemoData(handle.db);
  }, 300_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function run(args: string[], answer: boolean) {
    const out: string[] = [];
    const err: string[] = [];
    const questions: string[] = [];
    const code = await runRemoveDemoCli(
      args,
      { DATABASE_URL: handle.url, DATA_DIR: os.tmpdir() },
      { out: (text) => out.push(text), err: (text) => err.push(text) },
      async (question) => {
        questions.push(question);
        return answer;
      },
    );
    return { code, out, err, questions };
  }

  it('asks first and changes nothing when the answer is no', async () => {
    const before = await snapshotTables(handle.db, { except });
    const refused = await run([], false);
    expect(refused.code).toBe(1);
    expect(refused.questions).toEqual([DEMO_REMOVE_TEXTS.question]);
    expect(refused.out[0]).toBe(DEMO_REMOVE_TEXTS.willDelete);
    expect(refused.out).toContain('  - kullanıcı (users): 28');
    expect(refused.out.at(-1)).toBe(DEMO_REMOVE_TEXTS.cancelled);
    expect(await snapshotTables(handle.db, { except })).toEqual(before);
  }, 120_000);

  it('removes the demo with --yes without asking and prints the counts', async () => {
    const done = await run(['--yes'], false);
    expect(done.err).toEqual([]);
    expect(done.code).toBe(0);
    expect(done.questions).toEqual([]);
    expect(done.out[0]).toBe(DEMO_REMOVE_TEXTS.deleted);
    expect(done.out).toContain('  - bilet (tickets): 3001');
    expect(done.out).toContain('  - müşteri (customers): 3000');
    expect(done.out.at(-1)).toBe(DEMO_REMOVE_TEXTS.nextStart);
    // Only the base data and the system user are left of a database that held only the demo.
    expect(await handle.db.$count(users)).toBe(1);
    expect(await handle.db.$count(stores)).toBe(0);
    expect((await run(['--yes'], false)).out).toEqual([DEMO_REMOVE_TEXTS.nothing]);
  }, 120_000);
});
