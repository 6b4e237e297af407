import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETUP_TEXTS } from '@ccms/contract/setup';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CREATE_TEXTS, runAdminCreateCli } from '../admin-create-cli.ts';
import { users } from '../db/schema/index.ts';
import { type DatabaseHandle, rowsOf } from '../platform/db.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { SYSTEM_USER_ID } from '../platform/system-user.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { createUserWithPermissions } from '../test/factories.ts';
import { signInOverHttp, startAuthorization } from '../test/oidc-sign-in.ts';
import { findFreePort, type ProductProcess, startProductProcess } from '../test/product-process.ts';
import { nonEmptyTables, snapshotTables } from '../test/table-snapshot.ts';
import { collectDemoRowIds } from './demo-rows.ts';
import { DEMO_PASSWORD } from './organisation.ts';
import { loadStartData, seedDemoData } from './seed.ts';

/*
 * The product started as an operator starts it, on PostgreSQL (docs/domain.md §16.1): a
 * production start writes only the base data and signs nobody in until `npm run admin:create`;
 * the new code started on a demo database leaves it as it was.
 */

/** Tables a start fills whatever the data: versions, counters' shards, the sign-in provider's. */
const PRODUCT_STATE = [
  'access_version',
  'data_versions',
  'customer_counts',
  'ticket_counts',
  'ticket_day_counts',
  'idp_keys',
  'oidc_payloads',
];

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

async function clientSetup(base: string) {
  const response = await fetch(`${base}/api/client-config`);
  return ((await response.json()) as { setup: { hasAdministrator: boolean; hasDemoData: boolean } })
    .setup;
}

describe.skipIf(!TEST_BACKENDS.includes('postgres'))('a production start (postgres)', () => {
  let handle: DatabaseHandle & { url?: string };
  let dataDir: string;
  let running: ProductProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-production-start-'));
  });
  afterEach(async () => {
    running?.child.kill('SIGTERM');
    await running?.exited;
    running = undefined;
    await handle?.close();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: NodeJS.ProcessEnv) {
    const port = await findFreePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const full = { DATABASE_URL: handle.url, DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...env };
    running = await startProductProcess({ port, env: full });
    return { base: publicUrl, env: full };
  }

  it('writes only the base data, keeps no password and signs nobody in until admin:create', async () => {
    handle = await openTestDatabase('postgres');
    const { base, env } = await start({
      NODE_ENV: 'production',
      EMBEDDED_IDP_IN_PRODUCTION: 'true',
    });

    // No demo row: besides the product's own state, only the base data and the system user.
    const tables = nonEmptyTables(await snapshotTables(handle.db, { except: PRODUCT_STATE }));
    expect(tables).toEqual({ cities: 81, counties: 973, users: 1 });
    for (const [table, ids] of await collectDemoRowIds()) {
      const [found] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}
          where id::text = any(string_to_array(${ids.join(',')}, ','))`),
      );
      expect(found?.n, table).toBe(0);
    }
    expect(await handle.db.select({ id: users.id }).from(users)).toEqual([{ id: SYSTEM_USER_ID }]);
    expect(running?.output()).toContain('npm run admin:create');
    expect(await clientSetup(base)).toEqual({ hasAdministrator: false, hasDemoData: false });

    // The sign-in page names the command instead of the form, and a posted form signs nobody in.
    const { browser, interaction } = await startAuthorization({ base, clientId: 'ccms-web' });
    const page = await browser.request(interaction);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain(SETUP_TEXTS.noAdministratorTitle);
    expect(html).toContain('npm run admin:create');
    expect(html).not.toContain('type="password"');
    const posted = await browser.postForm(`${interaction}/login`, {
      email: 'admin@demo.local',
      password: DEMO_PASSWORD,
    });
    expect(posted.status).toBe(503);

    // The first administrator, while the product runs on the same database.
    const created = capture();
    const code = await runAdminCreateCli(
      ['ayse.yilmaz@zincir.com.tr', 'Ayşe', 'Yılmaz'],
      env,
      created.output,
    );
    expect(created.err).toEqual([]);
    expect(code).toBe(0);
    const link = created.out.find((line) => line.startsWith(`${base}/oidc/password/`));
    expect(link, created.out.join('\n')).toBeDefined();
    expect(created.out).toContain(ADMIN_CREATE_TEXTS.roleCreated('Sistem Yöneticisi'));
    // Still no password anywhere: the link is how the administrator chooses one.
    expect(
      await handle.db.select({ id: users.id }).from(users).where(isNotNull(users.passwordHash)),
    ).toEqual([]);

    const password = 'Zincir-2026-ilk';
    const saved = await fetch(String(link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password, repeat: password }).toString(),
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(() => clientSetup(base), { timeout: 15_000 })
      .toEqual({
        hasAdministrator: true,
        hasDemoData: false,
      });
    const token = await signInOverHttp({
      base,
      clientId: 'ccms-web',
      email: 'ayse.yilmaz@zincir.com.tr',
      password,
    });
    const session = await fetch(`${base}/api/session/GetCurrentLoginInformation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await session.json()) as {
      permission: { grantedPermissions: string[] };
      rolesInStores: unknown[];
    };
    expect(body.permission.grantedPermissions).toContain('Admin');
    expect(body.rolesInStores).toEqual([
      expect.objectContaining({ roleName: 'Sistem Yöneticisi', storeName: 'Genel Merkez' }),
    ]);

    // Nobody else has a password, and the one there is not the demo's.
    const withPassword = await handle.db
      .select({ email: users.emailAddress, hash: users.passwordHash })
      .from(users)
      .where(isNotNull(users.passwordHash));
    expect(withPassword.map((row) => row.email)).toEqual(['ayse.yilmaz@zincir.com.tr']);
    expect(await verifyPassword(DEMO_PASSWORD, String(withPassword[0]?.hash))).toBe(false);
  }, 240_000);

  it('starts the new code on a demo database and leaves its data as it was', async () => {
    handle = await openTestDatabase('postgres');
    // What the previous release's first start wrote (the seed writes the same rows).
    await seedDemoData(handle.db);
    // Only the sign-in provider's own keys and sessions may change: a start makes its keys.
    const except = ['idp_keys', 'oidc_payloads'];
    const before = await snapshotTables(handle.db, { except });

    // The README's start (the demo is there: nothing to load) and a production start.
    for (const env of [{}, { NODE_ENV: 'production', EMBEDDED_IDP_IN_PRODUCTION: 'true' }]) {
      const { base } = await start(env);
      expect(await clientSetup(base)).toEqual({ hasAdministrator: true, hasDemoData: true });
      running?.child.kill('SIGTERM');
      expect(await running?.exited).toBe(0);
      running = undefined;
    }
    const after = await snapshotTables(handle.db, { except });
    // Row counts of every table, then each table's checksum: the timed jobs may have run, but
    // a demo seeded a moment ago has nothing due.
    expect(nonEmptyTables(after)).toEqual(nonEmptyTables(before));
    expect(after).toEqual(before);
    const [admin] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.emailAddress, 'admin@demo.local'));
    expect(await verifyPassword(DEMO_PASSWORD, String(admin?.hash))).toBe(true);
  }, 240_000);
});

describe.each(TEST_BACKENDS)("a start's data step (%s)", (backend) => {
  const opened: DatabaseHandle[] = [];
  async function freshDatabase() {
    const handle = await openTestDatabase(backend);
    opened.push(handle);
    return handle.db;
  }
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('writes the base data once, missing rows only, and no demo when it is off', async () => {
    const db = await freshDatabase();
    expect(await loadStartData(db, 'off')).toEqual({ baseRowsAdded: 81 + 973, demoSeeded: false });
    const once = await snapshotTables(db);
    expect(await loadStartData(db, 'off')).toEqual({ baseRowsAdded: 0, demoSeeded: false });
    // Nothing missing, nothing written: not even a data version moved.
    expect(await snapshotTables(db)).toEqual(once);
    expect(nonEmptyTables(await snapshotTables(db, { except: PRODUCT_STATE }))).toEqual({
      cities: 81,
      counties: 973,
      users: 1,
    });
  }, 60_000);

  it('loads the demo into an unused database only, and leaves a demo database as it was', async () => {
    const used = await freshDatabase();
    await createUserWithPermissions(used, ['Admin']);
    expect(await loadStartData(used, 'firstStart')).toMatchObject({ demoSeeded: false });

    const db = await freshDatabase();
    expect(await loadStartData(db, 'firstStart')).toMatchObject({ demoSeeded: true });
    const before = await snapshotTables(db);
    for (const mode of ['firstStart', 'off', 'forced'] as const) {
      expect(await loadStartData(db, mode)).toEqual({ baseRowsAdded: 0, demoSeeded: false });
    }
    expect(await snapshotTables(db)).toEqual(before);
  }, 240_000);
});
