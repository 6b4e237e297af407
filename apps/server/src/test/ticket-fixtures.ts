import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import {
  cargoCompanies,
  deliveryTypes,
  orderCancellingContents,
  problems,
  userRolesInStores,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import { createRole, createUserWithPermissions, type TestUser } from './factories.ts';
import { type Envelope, expectOk, postMultipart } from './http-support.ts';
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

/** Posts the ticket (and files) to ticket/createTicket as `agent`, expects a 200, answers its id and number. */
export async function postTicket(
  ctx: TestContext,
  agent: TestUser,
  ticket: TTicketFormInput,
  files: Upload[] = [],
) {
  const body = await multipartBody({ ticket }, files);
  const answer = expectOk<Envelope<{ id: string; ticketNo: number }>>(
    await postMultipart(ctx, agent, '/api/ticket/createTicket', body),
  );
  return answer.data;
}

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
  await postTicket(ctx, agent, ticket, files);
  return ticket.id;
}
