import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  customers,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  roles,
  ruleSetFlows,
  ruleSets,
  sources,
  stores,
  ticketActivities,
  ticketAnswers,
  ticketCampaigns,
  ticketCategories,
  ticketCategorySets,
  ticketFlows,
  ticketOrders,
  ticketProducts,
  ticketQuestions,
  ticketSubCategories,
  tickets,
  ticketTypes,
  ticketUpdateHistories,
  userRolesInStores,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { remainingSlaMinutesSql, remainingSlaPercentageSql } from '../sla/sla.ts';

/** The reads of the ticket detail page; the caller has checked access (ticket-access.ts). */

const solutionUnits = alias(stores, 'solution_units');
const storeViews = alias(stores, 'store_views');
const creators = alias(users, 'creators');
const modifiers = alias(users, 'modifiers');
const closers = alias(users, 'closers');

/** The ticket with every name the page shows, in one row, and its SLA at `nowBm`. */
export async function findTicketDetailRow(db: Executor, ticketId: string, nowBm: number) {
  const [row] = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      version: tickets.version,
      status: tickets.status,
      subStatus: tickets.subStatus,
      isThh: tickets.isThh,
      isRemovedFromReporting: tickets.isRemovedFromReporting,
      isFromComplaint: tickets.isFromComplaint,
      isEdited: tickets.isEdited,
      customerId: tickets.customerId,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerPhoneNumber: customers.phoneNumber,
      customerEmailAddress: customers.emailAddress,
      customerIsFlag: customers.isFlag,
      customerFlagDescription: customers.flagDescription,
      currentWatsonsCardNo: tickets.currentWatsonsCardNo,
      sourceId: tickets.sourceId,
      sourceName: sources.name,
      storeId: tickets.storeId,
      storeName: stores.name,
      storeIsECommerce: stores.isECommerce,
      responsibleStoreId: tickets.responsibleStoreId,
      responsibleStoreName: solutionUnits.name,
      ticketCategorySetId: tickets.ticketCategorySetId,
      ticketTypeId: tickets.ticketTypeId,
      ticketCategoryId: tickets.ticketCategoryId,
      ticketSubCategoryId: tickets.ticketSubCategoryId,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      isRedAlarm: ticketCategorySets.isRedAlarm,
      canGoEcommerceBackOffice: ticketCategorySets.canGoEcommerceBackOffice,
      isManagerSee: ticketCategorySets.isManagerSee,
      isIvr: ticketCategorySets.isIvr,
      ruleSetId: tickets.ruleSetId,
      ruleSetName: ruleSets.name,
      description: tickets.description,
      device: tickets.device,
      deviceOs: tickets.deviceOs,
      problemId: tickets.problemId,
      problemContent: problems.problemContent,
      cargoCompanyId: tickets.cargoCompanyId,
      cargoCompanyName: cargoCompanies.companyName,
      deliveryTypeId: tickets.deliveryTypeId,
      deliveryTypeName: deliveryTypes.name,
      storeViewId: tickets.storeViewId,
      storeViewName: storeViews.name,
      isWaitingForProduct: tickets.isWaitingForProduct,
      isNotClosed: tickets.isNotClosed,
      orderId: ticketOrders.id,
      orderNumber: ticketOrders.orderNumber,
      orderCancellingId: ticketOrders.orderCancellingId,
      orderCancellingDescription: orderCancellingContents.description,
      campaignId: ticketCampaigns.campaignId,
      campaignContract: ticketCampaigns.contract,
      campaignName: campaigns.name,
      callWrapUpId: tickets.callWrapUpId,
      callWrapUpName: callWrapUps.name,
      customerVoiceId: tickets.customerVoiceId,
      customerVoiceName: customerVoices.name,
      discountCode: tickets.discountCode,
      discountCodeAmount: tickets.discountCodeAmount,
      moneyPoint: tickets.moneyPoint,
      moneyPointAmount: tickets.moneyPointAmount,
      slaMinutes: tickets.slaMinutes,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      isRemovedFromSla: tickets.isRemovedFromSla,
      remainingSlaMinutes: remainingSlaMinutesSql(nowBm),
      remainingSlaPercentage: remainingSlaPercentageSql(nowBm),
      currentRoleId: tickets.currentRoleId,
      currentRoleName: roles.name,
      creatorUserId: tickets.createdByUserId,
      creatorName: creators.name,
      creatorSurname: creators.surname,
      createdAt: tickets.createdAt,
      modifierUserId: tickets.updatedByUserId,
      modifierName: modifiers.name,
      modifierSurname: modifiers.surname,
      updatedAt: tickets.updatedAt,
      closedUserId: tickets.closedUserId,
      closerName: closers.name,
      closerSurname: closers.surname,
      closedAt: tickets.closedAt,
    })
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .innerJoin(sources, eq(sources.id, tickets.sourceId))
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .innerJoin(solutionUnits, eq(solutionUnits.id, tickets.responsibleStoreId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .innerJoin(ticketCategorySets, eq(ticketCategorySets.id, tickets.ticketCategorySetId))
    .innerJoin(roles, eq(roles.id, tickets.currentRoleId))
    .innerJoin(creators, eq(creators.id, tickets.createdByUserId))
    .leftJoin(ruleSets, eq(ruleSets.id, tickets.ruleSetId))
    .leftJoin(problems, eq(problems.id, tickets.problemId))
    .leftJoin(cargoCompanies, eq(cargoCompanies.id, tickets.cargoCompanyId))
    .leftJoin(deliveryTypes, eq(deliveryTypes.id, tickets.deliveryTypeId))
    .leftJoin(storeViews, eq(storeViews.id, tickets.storeViewId))
    .leftJoin(ticketOrders, eq(ticketOrders.ticketId, tickets.id))
    .leftJoin(
      orderCancellingContents,
      eq(orderCancellingContents.id, ticketOrders.orderCancellingId),
    )
    .leftJoin(ticketCampaigns, eq(ticketCampaigns.ticketId, tickets.id))
    .leftJoin(campaigns, eq(campaigns.id, ticketCampaigns.campaignId))
    .leftJoin(callWrapUps, eq(callWrapUps.id, tickets.callWrapUpId))
    .leftJoin(customerVoices, eq(customerVoices.id, tickets.customerVoiceId))
    .leftJoin(modifiers, eq(modifiers.id, tickets.updatedByUserId))
    .leftJoin(closers, eq(closers.id, tickets.closedUserId))
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}
export type TicketDetailRow = NonNullable<Awaited<ReturnType<typeof findTicketDetailRow>>>;

/** The ticket's products as they were when chosen (copied names and codes). */
export function findTicketProducts(db: Executor, ticketId: string) {
  return db
    .select({
      productId: ticketProducts.productId,
      productName: ticketProducts.productName,
      barcode: ticketProducts.barcode,
      wescode: ticketProducts.wesCode,
      count: ticketProducts.count,
    })
    .from(ticketProducts)
    .where(eq(ticketProducts.ticketId, ticketId))
    .orderBy(asc(ticketProducts.productName), asc(ticketProducts.productId));
}

/** The survey answers with their questions' texts, in the questions' order. */
export function findTicketAnswers(db: Executor, ticketId: string) {
  return db
    .select({
      id: ticketAnswers.questionId,
      description: ticketQuestions.description,
      state: ticketAnswers.state,
      ivrDescription: ticketAnswers.ivrDescription,
    })
    .from(ticketAnswers)
    .innerJoin(ticketQuestions, eq(ticketQuestions.id, ticketAnswers.questionId))
    .where(eq(ticketAnswers.ticketId, ticketId))
    .orderBy(asc(ticketQuestions.order), asc(ticketQuestions.id));
}

/** Every changed field of the ticket's edits, newest first. */
export function findTicketUpdateHistories(db: Executor, ticketId: string) {
  return db
    .select({
      name: users.name,
      surname: users.surname,
      createdAt: ticketUpdateHistories.createdAt,
      description: ticketUpdateHistories.description,
    })
    .from(ticketUpdateHistories)
    .innerJoin(users, eq(users.id, ticketUpdateHistories.createdByUserId))
    .where(eq(ticketUpdateHistories.ticketId, ticketId))
    .orderBy(desc(ticketUpdateHistories.createdAt), desc(ticketUpdateHistories.id));
}

const activityCreators = alias(users, 'activity_creators');

/**
 * The owners the ticket passed through, oldest first, with who handed it over: the creator of
 * the activity that started the flow row, else the ticket's creator.
 */
export function findTicketFlows(db: Executor, ticketId: string) {
  return db
    .select({
      roleName: roles.name,
      storeId: ticketFlows.storeId,
      storeName: stores.name,
      startedAt: ticketFlows.startedAt,
      endedAt: ticketFlows.endedAt,
      activityCreatorName: activityCreators.name,
      activityCreatorSurname: activityCreators.surname,
      ticketCreatorName: creators.name,
      ticketCreatorSurname: creators.surname,
    })
    .from(ticketFlows)
    .innerJoin(roles, eq(roles.id, ticketFlows.roleId))
    .innerJoin(stores, eq(stores.id, ticketFlows.storeId))
    .innerJoin(tickets, eq(tickets.id, ticketFlows.ticketId))
    .innerJoin(creators, eq(creators.id, tickets.createdByUserId))
    .leftJoin(ticketActivities, eq(ticketActivities.id, ticketFlows.activityId))
    .leftJoin(activityCreators, eq(activityCreators.id, ticketActivities.createdByUserId))
    .where(eq(ticketFlows.ticketId, ticketId))
    .orderBy(asc(ticketFlows.startedAt), asc(ticketFlows.id));
}

/** The ticket's current owner: role and responsible unit, with their names. */
export function findCurrentFlow(db: Executor, ticketId: string) {
  return db
    .select({
      responsibleStoreId: tickets.responsibleStoreId,
      responsibleStoreName: stores.name,
      roleId: tickets.currentRoleId,
      roleName: roles.name,
    })
    .from(tickets)
    .innerJoin(stores, eq(stores.id, tickets.responsibleStoreId))
    .innerJoin(roles, eq(roles.id, tickets.currentRoleId))
    .where(eq(tickets.id, ticketId));
}

/**
 * The read and write flows of a rule set, each with the active users holding its role at one of
 * `storeIds` (null user when nobody does): write flows first, then by role and person.
 */
export function findRuleSetFlowHolders(
  db: Executor,
  ruleSetId: string,
  storeIds: readonly string[],
) {
  const holders = db
    .select({
      roleId: userRolesInStores.roleId,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
    })
    .from(userRolesInStores)
    .innerJoin(users, eq(users.id, userRolesInStores.userId))
    .where(and(inArray(userRolesInStores.storeId, [...storeIds]), eq(users.isActive, true)))
    .as('holders');
  return db
    .select({
      flowId: ruleSetFlows.id,
      roleId: ruleSetFlows.roleId,
      roleName: roles.name,
      actionStatus: ruleSetFlows.actionStatus,
      userId: holders.userId,
      userName: holders.name,
      userSurname: holders.surname,
      userEmailAddress: holders.emailAddress,
    })
    .from(ruleSetFlows)
    .innerJoin(roles, eq(roles.id, ruleSetFlows.roleId))
    .leftJoin(holders, eq(holders.roleId, ruleSetFlows.roleId))
    .where(eq(ruleSetFlows.ruleSetId, ruleSetId))
    .orderBy(
      desc(ruleSetFlows.actionStatus),
      asc(roles.name),
      asc(holders.name),
      asc(holders.surname),
      asc(holders.userId),
    );
}
