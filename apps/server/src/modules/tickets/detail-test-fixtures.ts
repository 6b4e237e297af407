import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import {
  cargoCompanies,
  deliveryTypes,
  orderCancellingContents,
  problems,
  userRolesInStores,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';

const tag = () => randomUUID().slice(0, 8);

/** The look-up rows a fully filled ticket names besides those of `createTicketWorld`. */
export async function createDetailReferences(db: Executor) {
  const [problem] = await db
    .insert(problems)
    .values({ problemContent: `Uygulama açılmıyor ${tag()}` })
    .returning();
  const [cargoCompany] = await db
    .insert(cargoCompanies)
    .values({ companyName: `Hızlı Kargo ${tag()}` })
    .returning();
  const [deliveryType] = await db
    .insert(deliveryTypes)
    .values({ name: `Mağazadan Teslim ${tag()}` })
    .returning();
  const [cancelling] = await db
    .insert(orderCancellingContents)
    .values({ description: `Geç teslimat ${tag()}` })
    .returning();
  return {
    problem: problem!,
    cargoCompany: cargoCompany!,
    deliveryType: deliveryType!,
    cancelling: cancelling!,
  };
}

/** A user with these permissions who also holds `roleId` at `storeId`. */
export async function createRoleHolder(
  db: Executor,
  roleId: string,
  storeId: string,
  permissions: readonly Permission[] = [],
  overrides: Parameters<typeof createUserWithPermissions>[2] = {},
): Promise<TestUser> {
  const user = await createUserWithPermissions(db, permissions, overrides);
  await db.insert(userRolesInStores).values({ userId: user.id, roleId, storeId });
  return user;
}

/** A store employee (a store-type role) of `storeId`: sees that store's tickets whole. */
export async function createStoreEmployee(
  db: Executor,
  storeId: string,
  permissions: readonly Permission[] = [],
): Promise<TestUser> {
  const storeRole = await createRole(db, [], { roleType: 1 });
  return createRoleHolder(db, storeRole.id, storeId, permissions);
}
