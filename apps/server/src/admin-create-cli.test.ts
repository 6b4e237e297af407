import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORGANISATION_MESSAGES } from '@ccms/contract/organisation/messages';
import { PERMISSIONS } from '@ccms/contract/permissions';
import { SETUP_TEXTS } from '@ccms/contract/setup';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CREATE_TEXTS, runAdminCreateCli } from './admin-create-cli.ts';
import {
  adminAuditLog,
  rolePermissions,
  roles,
  stores,
  userRolesInStores,
  users,
} from './db/schema/index.ts';
import { findPasswordLinkHolder } from './modules/organisation/index.ts';
import { type DatabaseHandle, openDatabase } from './platform/db.ts';
import { SYSTEM_USER_ID } from './platform/system-user.ts';
import { type Backend, openTestDatabase, TEST_BACKENDS } from './test/backends.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

const EMAIL = 'ayse.yilmaz@zincir.com.tr';
const PUBLIC_URL = 'http://ccms.zincir.test';

describe.each(TEST_BACKENDS)('npm run admin:create (%s)', (backend: Backend) => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let postgres: (DatabaseHandle & { url?: string }) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-admin-create-'));
    env = { DATA_DIR: dataDir, PUBLIC_URL };
    if (backend === 'postgres') {
      postgres = await openTestDatabase('postgres');
      env.DATABASE_URL = postgres.url;
    }
  }, 60_000);
  afterAll(async () => {
    await postgres?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The command's database, opened once the command has let go of it (PGlite has one holder). */
  async function inspect<T>(read: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
    if (postgres) return read(postgres.db);
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      return await read(handle.db);
    } finally {
      await handle.close();
    }
  }

  async function run(args: string[], extra: NodeJS.ProcessEnv = {}) {
    const result = capture();
    const code = await runAdminCreateCli(args, { ...env, ...extra }, result.output);
    return { code, ...result };
  }

  const tokenOf = (lines: string[]) =>
    lines
      .find((line) => line.startsWith(`${PUBLIC_URL}/oidc/password/`))
      ?.split('/')
      .at(-1);

  it('refuses a bad e-mail or a missing surname in Turkish and writes nothing', async () => {
    const bad = await run(['ayse@', 'Ayşe', 'Yılmaz']);
    expect(bad.code).toBe(1);
    expect(bad.err).toEqual([ORGANISATION_MESSAGES.emailInvalid]);
    const nameless = await run([EMAIL, 'Ayşe']);
    expect(nameless.code).toBe(1);
    expect(nameless.err).toEqual([SETUP_TEXTS.fullNameNeeded]);
    const empty = await run([]);
    expect(empty.err).toEqual([ADMIN_CREATE_TEXTS.usage]);
    // Refused before the database is opened: nothing of it was made.
    if (!postgres) expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    else expect(await inspect((db) => db.$count(users))).toBe(1);
  });

  it('makes the Admin role, a unit and the user with a one-time link, and once only', async () => {
    const first = await run([EMAIL, 'Ayşe', 'Nur', 'Yılmaz']);
    expect(first.err).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.out).toContain(ADMIN_CREATE_TEXTS.roleCreated('Sistem Yöneticisi'));
    expect(first.out).toContain(ADMIN_CREATE_TEXTS.unitCreated('Genel Merkez', 'GM'));
    expect(first.out).toContain(ADMIN_CREATE_TEXTS.created(`Ayşe Nur Yılmaz <${EMAIL}>`));
    const firstToken = tokenOf(first.out);
    expect(firstToken).toBeDefined();

    // The same address written otherwise: no second user, the role is held already, a new link.
    const second = await run([EMAIL.toUpperCase(), 'Ayşe', 'Yılmaz']);
    expect(second.code).toBe(0);
    expect(second.out).toContain(ADMIN_CREATE_TEXTS.existing(`Ayşe Nur Yılmaz <${EMAIL}>`));
    expect(second.out).toContain(ADMIN_CREATE_TEXTS.roleHeld('Sistem Yöneticisi', 'Genel Merkez'));
    expect(second.out.some((line) => line.includes('oluşturuldu'))).toBe(false);
    const secondToken = tokenOf(second.out);
    expect(secondToken).not.toBe(firstToken);

    await inspect(async (db) => {
      const found = await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          hash: users.passwordHash,
        })
        .from(users)
        .where(sql`lower(${users.emailAddress}) = ${EMAIL}`);
      expect(found).toEqual([
        { id: expect.any(String), name: 'Ayşe Nur', surname: 'Yılmaz', hash: null },
      ]);
      const [role] = await db
        .select({ id: roles.id, roleType: roles.roleType })
        .from(roles)
        .where(eq(roles.name, 'Sistem Yöneticisi'));
      expect(role?.roleType).toBe(4);
      const granted = await db
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, String(role?.id)));
      expect(granted.map((row) => row.permission).sort()).toEqual([...PERMISSIONS].sort());
      const [unit] = await db
        .select({ id: stores.id, code: stores.code, type: stores.type })
        .from(stores)
        .where(eq(stores.name, 'Genel Merkez'));
      expect(unit).toMatchObject({ code: 'GM', type: 1 });
      const links = await db
        .select({ id: userRolesInStores.id })
        .from(userRolesInStores)
        .where(
          and(
            eq(userRolesInStores.userId, String(found[0]?.id)),
            eq(userRolesInStores.roleId, String(role?.id)),
            eq(userRolesInStores.storeId, String(unit?.id)),
          ),
        );
      expect(links).toHaveLength(1);
      // The older link stopped working when the second was made.
      const now = new Date();
      expect(await findPasswordLinkHolder(db, String(firstToken), now)).toBeNull();
      expect(await findPasswordLinkHolder(db, String(secondToken), now)).toMatchObject({
        emailAddress: EMAIL,
      });
      // Audited as the system user: the role, the unit, the user, the role in the unit, links.
      const audited = await db
        .select({ type: adminAuditLog.entityType, action: adminAuditLog.action })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.userId, SYSTEM_USER_ID));
      expect(audited).toEqual(
        expect.arrayContaining([
          { type: 'role', action: 'create' },
          { type: 'store', action: 'create' },
          { type: 'user', action: 'create' },
          { type: 'userRoleInStore', action: 'create' },
        ]),
      );
    });
  }, 120_000);

  it('only records the user when an external provider keeps the passwords', async () => {
    const email = 'mehmet.demir@zincir.com.tr';
    const done = await run([email, 'Mehmet', 'Demir'], { OIDC_ISSUER: 'https://sso.zincir.test' });
    expect(done.code).toBe(0);
    expect(done.out).toContain(ADMIN_CREATE_TEXTS.externalIssuer(email));
    expect(tokenOf(done.out)).toBeUndefined();
    // The role and unit the first run made are found, not made again.
    expect(done.out).toContain(ADMIN_CREATE_TEXTS.roleGiven('Sistem Yöneticisi', 'Genel Merkez'));
    expect(
      await inspect((db) => db.$count(users, sql`lower(${users.emailAddress}) = ${email}`)),
    ).toBe(1);
  }, 60_000);
});
