import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { expect } from 'vitest';
import {
  cargoCompanies,
  deliveryTypes,
  orderCancellingContents,
  problems,
  userRolesInStores,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import { createRole, createUserWithPermissions, type TestUser } from './factories.ts';
import type { TestContext } from './test-app.ts';
import { multipartBody, type TicketWorld } from './ticket-world.ts';

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
export async function createStoreUser(
  db: Executor,
  storeId: string,
  permissions: readonly Permission[] = [],
): Promise<TestUser> {
  const storeRole = await createRole(db, [], { roleType: 1 });
  return createRoleHolder(db, storeRole.id, storeId, permissions);
}

type Upload = { name: string; content: Uint8Array | string; type?: string };

/** Creates a ticket through the real ticket/createTicket and answers its id. */
export async function createTicketOverHttp(
  ctx: TestContext,
  world: TicketWorld,
  agent: TestUser,
  of?: Awaited<ReturnType<TicketWorld['breakdown']>>,
  files: Upload[] = [],
  overrides: Partial<TTicketFormInput> = {},
): Promise<string> {
  const ticket = world.payload(of ?? (await world.breakdown()), overrides);
  const body = await multipartBody({ ticket }, files);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/ticket/createTicket',
    headers: { ...(await ctx.authHeader(agent)), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ticket.id;
}
