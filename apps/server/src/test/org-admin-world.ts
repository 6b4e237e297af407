import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { adminAuditLog, userRolesInStores, users } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { Backend } from './backends.ts';
import { createRole, createStore, createUserWithPermissions, type TestUser } from './factories.ts';
import { randomToken } from './http-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The people of the users, roles and stores administration tests: an Admin (who also holds the
 * definitions menu), a definer with the menu but without Admin, and an agent with neither; units
 * and roles made on demand with unique names.
 */
export async function createOrgAdminWorld(db: Executor) {
  const admin = await createUserWithPermissions(db, ['Admin', 'Definition.WrapUps', 'Stores']);
  const definer = await createUserWithPermissions(db, ['Definition.WrapUps']);
  const agent = await createUserWithPermissions(db, ['Customer']);

  const store = (values: Parameters<typeof createStore>[1] = {}) =>
    createStore(db, { name: `MAĞAZA ${randomToken()}`, type: 0, ...values });
  const department = (values: Parameters<typeof createStore>[1] = {}) =>
    createStore(db, { name: `DEPARTMAN ${randomToken()}`, type: 4, ...values });
  const storeRole = (permissions: Parameters<typeof createRole>[1] = []) =>
    createRole(db, permissions, { roleType: 1 });
  const departmentRole = (permissions: Parameters<typeof createRole>[1] = []) =>
    createRole(db, permissions, { roleType: 4 });

  /** A user without roles (active unless told). */
  async function person(values: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
    const t = randomToken();
    const [row] = await db
      .insert(users)
      .values({
        name: 'Kişi',
        surname: `Soyad ${t}`,
        userName: 'Kişi',
        emailAddress: `kisi.${t}@example.test`,
        ...values,
      })
      .returning();
    return { ...row!, ccmsIdent: row!.ccmsIdent, positionIdent: row!.positionIdent };
  }

  async function linksOf(userId: string) {
    return db.select().from(userRolesInStores).where(eq(userRolesInStores.userId, userId));
  }

  async function auditEntriesOf(entityId: string) {
    return db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, entityId))
      .orderBy(adminAuditLog.createdAt);
  }

  async function auditCount() {
    const [row] = await db.select({ n: count() }).from(adminAuditLog);
    return row!.n;
  }

  return {
    admin,
    definer,
    agent,
    store,
    department,
    storeRole,
    departmentRole,
    person,
    linksOf,
    auditEntriesOf,
    auditCount,
  };
}
export type OrgAdminWorld = Awaited<ReturnType<typeof createOrgAdminWorld>>;

/** The world of a describe block with its test app (`ctx`) on one backend. */
export function setUpOrgAdminWorld(backend: Backend) {
  const world = {} as OrgAdminWorld & { ctx: TestContext };
  beforeAll(async () => {
    const ctx = await createTestContext(backend);
    Object.assign(world, await createOrgAdminWorld(ctx.db), { ctx });
  });
  afterAll(() => world.ctx.close());
  return world;
}
