import { randomUUID } from 'node:crypto';
import type { Permission } from '@ccms/contract/permissions';
import type {
  TCreateActivityRequest,
  TTicketActivity,
} from '@ccms/contract/tickets-activities/schemas';
import { eq } from 'drizzle-orm';
import {
  callWrapUps,
  ticketActivities,
  ticketCategorySets,
  tickets,
  userRolesInStores,
} from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import { createRole, createStore, createUserWithPermissions, type TestUser } from './factories.ts';
import { post, postOk } from './http-support.ts';
import type { TestContext } from './test-app.ts';
import { createTicketOverHttp } from './ticket-fixtures.ts';
import type { TicketWorld } from './ticket-world.ts';

const tag = () => randomUUID().slice(0, 8);

/**
 * What the activity tests add to a ticket world: wrap-ups with each switch, the roles a ticket
 * is forwarded to (a department role held in two units, the back office, a store role) and the
 * people holding them.
 */
export async function createActivityWorld(ctx: TestContext, world: TicketWorld) {
  const db = ctx.db;
  const [processWrapUp, pausingWrapUp, voiceDiscountWrapUp, pointsWrapUp, inactiveWrapUp] = await db
    .insert(callWrapUps)
    .values([
      { name: `İşleme Alındı ${tag()}`, isProcess: true },
      { name: `Müşteriden Bilgi Bekleniyor ${tag()}`, isProcess: true, isSlaPaused: true },
      {
        name: `İndirim Tanımlandı ${tag()}`,
        isClosed: true,
        isCustomerVoiceNecessary: true,
        revealsDiscountCode: true,
      },
      { name: `Puan Yüklendi ${tag()}`, isClosed: true, revealsMoneyPoint: true },
      { name: `Eski Sonuç ${tag()}`, isActive: false },
    ])
    .returning();

  // A department role held in a unit named to sort first, and (later, by a test) elsewhere.
  const departmentUnit = await createStore(db, { type: 4, name: `AAA SATIN ALMA ${tag()}` });
  const departmentRole = await createRole(db, [], { roleType: 4 });
  const departmentUser = await holder(db, departmentRole.id, departmentUnit.id, [
    'Ticket.CallWrapUps',
  ]);
  const backOfficeUnit = await createStore(db, { type: 4, name: `E-TİCARET ${tag()}` });
  const backOfficeRole = await createRole(db, [], { roleType: 4, isECommerceBackOffice: true });
  await holder(db, backOfficeRole.id, backOfficeUnit.id);
  const storeRole = await createRole(db, [], { roleType: 1 });
  const operatorRole = await createRole(db, [], { roleType: 5 });

  /** A breakdown with the switches the activity rules read. */
  async function breakdown(
    flags: { canGoEcommerceBackOffice?: boolean; isSms?: boolean; sla?: number } = {},
  ) {
    const made = await world.breakdown({ sla: flags.sla ?? 24 });
    await db
      .update(ticketCategorySets)
      .set({
        canGoEcommerceBackOffice: flags.canGoEcommerceBackOffice ?? false,
        isSms: flags.isSms ?? false,
      })
      .where(eq(ticketCategorySets.id, made.set.id));
    return made;
  }

  /** A new open ticket (1 Bekliyor) created over HTTP by `creator`. */
  async function createTicket(creator: TestUser, flags: Parameters<typeof breakdown>[0] = {}) {
    return createTicketOverHttp(ctx, world, creator, await breakdown(flags));
  }

  return {
    processWrapUp: processWrapUp!,
    pausingWrapUp: pausingWrapUp!,
    voiceDiscountWrapUp: voiceDiscountWrapUp!,
    pointsWrapUp: pointsWrapUp!,
    inactiveWrapUp: inactiveWrapUp!,
    departmentUnit,
    departmentRole,
    departmentUser,
    backOfficeUnit,
    backOfficeRole,
    storeRole,
    operatorRole,
    createTicket,
  };
}
export type ActivityWorld = Awaited<ReturnType<typeof createActivityWorld>>;

/** A user holding exactly one role in one unit (plus a role with the given permissions there). */
export async function holder(
  db: Executor,
  roleId: string,
  storeId: string,
  permissions: Permission[] = [],
) {
  const user = await createUserWithPermissions(db, permissions);
  await db.delete(userRolesInStores).where(eq(userRolesInStores.userId, user.id));
  await db.insert(userRolesInStores).values({ userId: user.id, roleId, storeId });
  if (permissions.length > 0) {
    const permissionRole = await createRole(db, permissions, { roleType: 4 });
    await db
      .insert(userRolesInStores)
      .values({ userId: user.id, roleId: permissionRole.id, storeId });
  }
  return user;
}

/** The ticket row as stored. */
export async function ticketRow(db: Executor, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

export async function activityCount(db: Executor, ticketId: string) {
  return db.$count(ticketActivities, eq(ticketActivities.ticketId, ticketId));
}

/** Posts createActivity on the ticket's current version; the overrides win. */
export async function postActivity(
  ctx: TestContext,
  user: TestUser,
  ticketId: string,
  body: Partial<TCreateActivityRequest>,
) {
  const { version } = await ticketRow(ctx.db, ticketId);
  return post(ctx, user, '/api/ticket/createActivity', {
    ticketId,
    version,
    description: 'Müşteri arandı, bilgi verildi.',
    ...body,
  });
}

/** GetTicketActivities as `user` sees it (expects 200). */
export function getActivities(ctx: TestContext, user: TestUser, id: string) {
  return postOk<TTicketActivity[]>(ctx, user, '/api/ticket/GetTicketActivities', { id });
}
