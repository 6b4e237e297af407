import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import { rolePermissions, roles, stores, userRolesInStores, users } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';

export type TestUser = {
  id: string;
  name: string;
  surname: string;
  emailAddress: string;
  ccmsIdent: string | null;
  positionIdent: string | null;
};

const unique = () => randomUUID().slice(0, 8);

/** A unit of its own, so tests never share data. */
export async function createStore(
  db: Executor,
  overrides: Partial<typeof stores.$inferInsert> = {},
) {
  const [store] = await db
    .insert(stores)
    .values({ name: `TEST MAĞAZA ${unique()}`, type: 0, ...overrides })
    .returning();
  return store!;
}

/** A role holding exactly these permissions. */
export async function createRole(
  db: Executor,
  permissions: readonly Permission[],
  overrides: Partial<typeof roles.$inferInsert> = {},
) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Test Rolü ${unique()}`, roleType: 4, ...overrides })
    .returning();
  if (permissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role!.id, permission })));
  }
  return role!;
}

/** A user holding one new role with these permissions in one new unit. */
export async function createUserWithPermissions(
  db: Executor,
  permissions: readonly Permission[],
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const suffix = unique();
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test',
      surname: `Kullanıcı ${suffix}`,
      userName: `test.${suffix}`,
      emailAddress: `test.${suffix}@example.test`,
      userType: 1,
      ...overrides,
    })
    .returning();
  const role = await createRole(db, permissions);
  const store = await createStore(db, { type: 4 });
  await db
    .insert(userRolesInStores)
    .values({ userId: user!.id, roleId: role.id, storeId: store.id });
  return {
    id: user!.id,
    name: user!.name,
    surname: user!.surname,
    emailAddress: user!.emailAddress,
    ccmsIdent: user!.ccmsIdent,
    positionIdent: user!.positionIdent,
  };
}
