import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
} from '../../../db/schema/index.ts';
import { preparedStatement } from '../../../platform/prepared.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { remainingSlaMinutesSql, remainingSlaPercentageSql } from '../../sla/index.ts';
import {
  closers,
  creators,
  modifiers,
  TICKET_NAMES as NAMES,
  personNameSql,
  solutionUnits,
  storeViews,
  ticketNameSql,
} from '../names/service.ts';

/** The reads of the ticket detail page; the caller has checked access (access/service.ts). */

/**
 * The ticket with every name the page shows, in one row, and its SLA at `nowBm`: built once,
 * planned once per connection.
 */
const detailRowStatement = preparedStatement('ticket_detail_row', (db, name) =>
  db
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
      sourceName: ticketNameSql<string>('source', sources.name),
      storeId: tickets.storeId,
      storeName: stores.name,
      storeIsECommerce: stores.isECommerce,
      responsibleStoreId: tickets.responsibleStoreId,
      responsibleStoreName: ticketNameSql<string>('solutionUnit', solutionUnits.name),
      ticketCategorySetId: tickets.ticketCategorySetId,
      ticketTypeId: tickets.ticketTypeId,
      ticketCategoryId: tickets.ticketCategoryId,
      ticketSubCategoryId: tickets.ticketSubCategoryId,
      typeName: ticketNameSql<string>('type', ticketTypes.name),
      categoryName: ticketNameSql<string>('category', ticketCategories.name),
      subCategoryName: ticketNameSql<string>('subCategory', ticketSubCategories.name),
      isRedAlarm: ticketCategorySets.isRedAlarm,
      canGoEcommerceBackOffice: ticketCategorySets.canGoEcommerceBackOffice,
      isManagerSee: ticketCategorySets.isManagerSee,
      isIvr: ticketCategorySets.isIvr,
      ruleSetId: tickets.ruleSetId,
      ruleSetName: ticketNameSql<string | null>('ruleSet', ruleSets.name),
      description: tickets.description,
      device: tickets.device,
      deviceOs: tickets.deviceOs,
      problemId: tickets.problemId,
      problemContent: ticketNameSql<string | null>('problem', problems.problemContent),
      cargoCompanyId: tickets.cargoCompanyId,
      cargoCompanyName: ticketNameSql<string | null>('cargoCompany', cargoCompanies.companyName),
      deliveryTypeId: tickets.deliveryTypeId,
      deliveryTypeName: ticketNameSql<string | null>('deliveryType', deliveryTypes.name),
      storeViewId: tickets.storeViewId,
      storeViewName: ticketNameSql<string | null>('storeView', storeViews.name),
      isWaitingForProduct: tickets.isWaitingForProduct,
      isNotClosed: tickets.isNotClosed,
      orderId: ticketOrders.id,
      orderNumber: ticketOrders.orderNumber,
      orderCancellingId: ticketOrders.orderCancellingId,
      orderCancellingDescription: ticketNameSql<string | null>(
        'orderCancelling',
        orderCancellingContents.description,
      ),
      campaignId: ticketCampaigns.campaignId,
      campaignContract: ticketCampaigns.contract,
      campaignName: ticketNameSql<string | null>('campaign', campaigns.name),
      callWrapUpId: tickets.callWrapUpId,
      callWrapUpName: ticketNameSql<string | null>('wrapUp', callWrapUps.name),
      customerVoiceId: tickets.customerVoiceId,
      customerVoiceName: ticketNameSql<string | null>('voice', customerVoices.name),
      discountCode: tickets.discountCode,
      discountCodeAmount: tickets.discountCodeAmount,
      moneyPoint: tickets.moneyPoint,
      moneyPointAmount: tickets.moneyPointAmount,
      slaMinutes: tickets.slaMinutes,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      isRemovedFromSla: tickets.isRemovedFromSla,
      remainingSlaMinutes: remainingSlaMinutesSql(tickets, sql.placeholder('nowBm')),
      remainingSlaPercentage: remainingSlaPercentageSql(tickets, sql.placeholder('nowBm')),
      currentRoleId: tickets.currentRoleId,
      currentRoleName: ticketNameSql<string>('currentRole', roles.name),
      creatorUserId: tickets.createdByUserId,
      creatorUserFullName: ticketNameSql<string | null>('creator', personNameSql(creators)),
      createdAt: tickets.createdAt,
      modifierUserId: tickets.updatedByUserId,
      modifierUserFullName: ticketNameSql<string | null>('modifier', personNameSql(modifiers)),
      updatedAt: tickets.updatedAt,
      closedUserId: tickets.closedUserId,
      closedUserFullName: ticketNameSql<string | null>('closer', personNameSql(closers)),
      closedAt: tickets.closedAt,
    })
    .from(tickets)
    .innerJoin(...NAMES.customer)
    .innerJoin(...NAMES.store)
    .innerJoin(...NAMES.categorySet)
    .leftJoin(...NAMES.order)
    .leftJoin(...NAMES.campaignLink)
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare(name),
);

export async function findTicketDetailRow(db: SealedDb, ticketId: string, nowBm: number) {
  const [row] = await detailRowStatement(unsealed(db)).execute({ ticketId, nowBm });
  return row ?? null;
}
export type TicketDetailRow = NonNullable<Awaited<ReturnType<typeof findTicketDetailRow>>>;

/** The ticket's products as they were when chosen (copied names and codes). */
export function findTicketProducts(db: SealedDb, ticketId: string) {
  return unsealed(db)
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
export function findTicketAnswers(db: SealedDb, ticketId: string) {
  return unsealed(db)
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
export function findTicketUpdateHistories(db: SealedDb, ticketId: string) {
  return unsealed(db)
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
export function findTicketFlows(db: SealedDb, ticketId: string) {
  return unsealed(db)
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
    .innerJoin(...NAMES.creator)
    .leftJoin(ticketActivities, eq(ticketActivities.id, ticketFlows.activityId))
    .leftJoin(activityCreators, eq(activityCreators.id, ticketActivities.createdByUserId))
    .where(eq(ticketFlows.ticketId, ticketId))
    .orderBy(asc(ticketFlows.startedAt), asc(ticketFlows.id));
}

/** The ticket's current owner: role and responsible unit, with their names. */
export function findCurrentFlow(db: SealedDb, ticketId: string) {
  return unsealed(db)
    .select({
      responsibleStoreId: tickets.responsibleStoreId,
      responsibleStoreName: solutionUnits.name,
      roleId: tickets.currentRoleId,
      roleName: roles.name,
    })
    .from(tickets)
    .innerJoin(...NAMES.solutionUnit)
    .innerJoin(...NAMES.currentRole)
    .where(eq(tickets.id, ticketId));
}

/**
 * The read and write flows of a rule set, each with the active users holding its role at one of
 * `storeIds` (null user when nobody does): write flows first, then by role and person.
 */
export function findRuleSetFlowHolders(
  db: SealedDb,
  ruleSetId: string,
  storeIds: readonly string[],
) {
  const holders = unsealed(db)
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
  return unsealed(db)
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

/** One of a ticket's flows by its id: the ticket and the role; undefined when there is none. */
export async function findTicketFlowById(db: SealedDb, flowId: string) {
  const [row] = await unsealed(db)
    .select({ ticketId: ticketFlows.ticketId, roleId: ticketFlows.roleId })
    .from(ticketFlows)
    .where(eq(ticketFlows.id, flowId))
    .limit(1);
  return row;
}
