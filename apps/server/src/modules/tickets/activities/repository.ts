import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  callWrapUps,
  customerVoices,
  roles,
  ruleSets,
  stores,
  ticketActivities,
  ticketCategorySets,
  ticketFlows,
  tickets,
  userRolesInStores,
  users,
} from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** The ticket columns an activity reads and changes, with its breakdown's. */
export async function findTicketForActivity(db: SealedDb, ticketId: string) {
  const [row] = await unsealed(db)
    .select({
      id: tickets.id,
      status: tickets.status,
      version: tickets.version,
      ruleSetId: tickets.ruleSetId,
      currentRoleId: tickets.currentRoleId,
      responsibleStoreId: tickets.responsibleStoreId,
      creatorRoleId: tickets.creatorRoleId,
      creatorStoreId: tickets.creatorStoreId,
      closedUserId: tickets.closedUserId,
      closedAt: tickets.closedAt,
      slaDeadlineBm: tickets.slaDeadlineBm,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      slaExceededNotifiedDeadlineBm: tickets.slaExceededNotifiedDeadlineBm,
      slaMinutes: tickets.slaMinutes,
      isRemovedFromSla: tickets.isRemovedFromSla,
      createdByUserId: tickets.createdByUserId,
      firstAnsweredAt: tickets.firstAnsweredAt,
      canGoEcommerceBackOffice: ticketCategorySets.canGoEcommerceBackOffice,
      isSms: ticketCategorySets.isSms,
      isCaseClosedRuleSet: ruleSets.isCaseClosed,
    })
    .from(tickets)
    .innerJoin(ticketCategorySets, eq(ticketCategorySets.id, tickets.ticketCategorySetId))
    .leftJoin(ruleSets, eq(ruleSets.id, tickets.ruleSetId))
    .where(eq(tickets.id, ticketId));
  return row;
}
export type TicketForActivity = NonNullable<Awaited<ReturnType<typeof findTicketForActivity>>>;

const WRAP_UP_FLAGS = {
  id: callWrapUps.id,
  isClosed: callWrapUps.isClosed,
  isProcess: callWrapUps.isProcess,
  isCustomerVoiceNecessary: callWrapUps.isCustomerVoiceNecessary,
  isSlaPaused: callWrapUps.isSlaPaused,
  revealsDiscountCode: callWrapUps.revealsDiscountCode,
  revealsMoneyPoint: callWrapUps.revealsMoneyPoint,
};

/** An active wrap-up with the switches the activity rules read. */
export async function findActiveCallWrapUp(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select(WRAP_UP_FLAGS)
    .from(callWrapUps)
    .where(and(eq(callWrapUps.id, id), eq(callWrapUps.isActive, true)));
  return row;
}

/** A wrap-up's switches even when it was deactivated since (an activity keeps its wrap-up). */
export async function findCallWrapUpFlags(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select(WRAP_UP_FLAGS)
    .from(callWrapUps)
    .where(eq(callWrapUps.id, id));
  return row;
}

export async function isActiveCustomerVoice(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: customerVoices.id })
    .from(customerVoices)
    .where(and(eq(customerVoices.id, id), eq(customerVoices.isActive, true)));
  return row !== undefined;
}

/** An active role; the caller decides whether its type may receive tickets. */
export async function findActiveRole(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      id: roles.id,
      roleType: roles.roleType,
      isECommerceBackOffice: roles.isECommerceBackOffice,
    })
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.isActive, true)));
  return row;
}

export async function isActiveStore(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.isActive, true)));
  return row !== undefined;
}

/** The active units where an active user holds the role, by unit name. */
export function findUnitsHoldingRole(db: SealedDb, roleId: string) {
  return unsealed(db)
    .selectDistinct({ storeId: stores.id, name: stores.name })
    .from(userRolesInStores)
    .innerJoin(stores, eq(stores.id, userRolesInStores.storeId))
    .innerJoin(users, eq(users.id, userRolesInStores.userId))
    .where(
      and(
        eq(userRolesInStores.roleId, roleId),
        eq(stores.isActive, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(stores.name), asc(stores.id));
}

/** When the ticket's last activity was written, so that a new one is strictly later. */
export async function findLatestActivity(db: SealedDb, ticketId: string) {
  const [row] = await unsealed(db)
    .select({ id: ticketActivities.id, createdAt: ticketActivities.createdAt })
    .from(ticketActivities)
    .where(eq(ticketActivities.ticketId, ticketId))
    .orderBy(desc(ticketActivities.createdAt), desc(ticketActivities.id))
    .limit(1);
  return row;
}

export async function insertActivity(db: SealedDb, row: typeof ticketActivities.$inferInsert) {
  await unsealed(db).insert(ticketActivities).values(row);
}

/** Columns of a ticket an activity changes. */
export type TicketChanges = Partial<typeof tickets.$inferInsert>;

export async function updateTicketRow(db: SealedDb, ticketId: string, changes: TicketChanges) {
  await unsealed(db).update(tickets).set(changes).where(eq(tickets.id, ticketId));
}

/** The flow row of the current owner, if one is open (a closed ticket's last flow has ended). */
export async function findOpenFlow(db: SealedDb, ticketId: string) {
  const [row] = await unsealed(db)
    .select({ id: ticketFlows.id, roleId: ticketFlows.roleId, storeId: ticketFlows.storeId })
    .from(ticketFlows)
    .where(and(eq(ticketFlows.ticketId, ticketId), isNull(ticketFlows.endedAt)))
    .orderBy(desc(ticketFlows.startedAt))
    .limit(1);
  return row;
}

export async function endOpenFlows(db: SealedDb, ticketId: string, endedAt: Date) {
  await unsealed(db)
    .update(ticketFlows)
    .set({ endedAt })
    .where(and(eq(ticketFlows.ticketId, ticketId), isNull(ticketFlows.endedAt)));
}

export async function insertFlow(db: SealedDb, row: typeof ticketFlows.$inferInsert) {
  await unsealed(db).insert(ticketFlows).values(row);
}

const creators = alias(users, 'activity_creators');
const editors = alias(users, 'activity_editors');
const transferRoles = alias(roles, 'transfer_roles');
const transferStores = alias(stores, 'transfer_stores');

/** Every activity of a ticket with the names it shows, newest first. */
export function findTicketActivities(db: SealedDb, ticketId: string) {
  return unsealed(db)
    .select({
      id: ticketActivities.id,
      ticketId: ticketActivities.ticketId,
      status: ticketActivities.status,
      subStatus: ticketActivities.subStatus,
      description: ticketActivities.description,
      callWrapUpId: ticketActivities.callWrapUpId,
      callWrapUpName: callWrapUps.name,
      customerVoiceId: ticketActivities.customerVoiceId,
      customerVoiceName: customerVoices.name,
      discountCode: ticketActivities.discountCode,
      discountCodeAmount: ticketActivities.discountCodeAmount,
      discountCodeDescription: ticketActivities.discountCodeDescription,
      moneyPoint: ticketActivities.moneyPoint,
      moneyPointAmount: ticketActivities.moneyPointAmount,
      moneyPointDescription: ticketActivities.moneyPointDescription,
      transferRoleId: ticketActivities.transferRoleId,
      transferRoleName: transferRoles.name,
      transferStoreName: transferStores.name,
      isSlaPaused: ticketActivities.isSlaPaused,
      creatorName: creators.name,
      creatorSurname: creators.surname,
      creatorUserType: creators.userType,
      createdAt: ticketActivities.createdAt,
      updatedAt: ticketActivities.updatedAt,
      editorName: editors.name,
      editorSurname: editors.surname,
    })
    .from(ticketActivities)
    .innerJoin(creators, eq(creators.id, ticketActivities.createdByUserId))
    .leftJoin(editors, eq(editors.id, ticketActivities.updatedByUserId))
    .leftJoin(callWrapUps, eq(callWrapUps.id, ticketActivities.callWrapUpId))
    .leftJoin(customerVoices, eq(customerVoices.id, ticketActivities.customerVoiceId))
    .leftJoin(transferRoles, eq(transferRoles.id, ticketActivities.transferRoleId))
    .leftJoin(transferStores, eq(transferStores.id, ticketActivities.transferStoreId))
    .where(eq(ticketActivities.ticketId, ticketId))
    .orderBy(desc(ticketActivities.createdAt), desc(ticketActivities.id));
}

/** The owners of a ticket in order, to tell which owner each activity left it with. */
export function findFlowsWithNames(db: SealedDb, ticketId: string) {
  return unsealed(db)
    .select({
      id: ticketFlows.id,
      activityId: ticketFlows.activityId,
      startedAt: ticketFlows.startedAt,
      roleName: roles.name,
      storeName: stores.name,
    })
    .from(ticketFlows)
    .innerJoin(roles, eq(roles.id, ticketFlows.roleId))
    .innerJoin(stores, eq(stores.id, ticketFlows.storeId))
    .where(eq(ticketFlows.ticketId, ticketId))
    .orderBy(asc(ticketFlows.startedAt), asc(ticketFlows.id));
}

/** One activity, for an inline edit. */
export async function findActivity(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      id: ticketActivities.id,
      ticketId: ticketActivities.ticketId,
      status: ticketActivities.status,
      subStatus: ticketActivities.subStatus,
      callWrapUpId: ticketActivities.callWrapUpId,
      customerVoiceId: ticketActivities.customerVoiceId,
    })
    .from(ticketActivities)
    .where(eq(ticketActivities.id, id));
  return row;
}

/** Columns of an activity its inline edit changes. */
export type ActivityChanges = Partial<typeof ticketActivities.$inferInsert>;

export async function updateActivityRow(db: SealedDb, id: string, changes: ActivityChanges) {
  await unsealed(db).update(ticketActivities).set(changes).where(eq(ticketActivities.id, id));
}
