import type { Permission } from '@ccms/contract/permissions';
import type { TTicketFormInput } from '@ccms/contract/ticket-form';
import { expect } from 'vitest';
import { userRolesInStores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { multipartBody, type TicketWorld } from './test-fixtures.ts';

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

/** A store employee (a store-type role) of `storeId` who also holds these permissions. */
export async function createStoreUser(
  db: Executor,
  storeId: string,
  permissions: readonly Permission[] = [],
): Promise<TestUser> {
  const user = await createUserWithPermissions(db, permissions);
  const storeRole = await createRole(db, [], { roleType: 1 });
  await db.insert(userRolesInStores).values({ userId: user.id, roleId: storeRole.id, storeId });
  return user;
}
