import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import type {
  TTicketActivityFlowResponse,
  TTicketAnswer,
  TTicketAuthority,
  TTicketDetail,
  TTicketOfFlow,
  TTicketResponsibleStore,
} from '@ccms/contract/tickets-detail/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Sealed } from '../../../platform/sealed-db.ts';
import { toSlaView } from '../../sla/index.ts';
import { loadTicketAccess, ticketAuthority } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { fullName } from '../full-name.ts';
import { spanMilliseconds, splitDuration, sumByDepartment } from './flow-durations.ts';
import {
  findCurrentFlow,
  findRuleSetFlowHolders,
  findTicketAnswers,
  findTicketDetailRow,
  findTicketFlowById,
  findTicketFlows,
  findTicketProducts,
  findTicketUpdateHistories,
  type TicketDetailRow,
} from './repository.ts';

/**
 * The reads of the ticket detail page. Each loads the ticket through
 * `loadTicketAccess` first, so a ticket the user may not see (or a deleted one) is a 404 on
 * every call, and nothing else is read before that check passed.
 */

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'businessClocks'>>;

/** ticket/GetTicket: the whole ticket as the page shows it, SLA as the lists compute it. */
export async function getTicketDetail(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketDetail> {
  const [access, businessClock] = await Promise.all([
    loadTicketAccess(deps.db, user, ticketId),
    deps.businessClocks.get(),
  ]);
  const now = deps.clock.now();
  const canSeeLastEdit = user.permissions.has('Ticket.LastEdit');
  const [row, products, answers, histories] = await Promise.all([
    findTicketDetailRow(deps.db, ticketId, businessClock.minuteAt(now)),
    findTicketProducts(deps.db, ticketId),
    findTicketAnswers(deps.db, ticketId),
    canSeeLastEdit ? findTicketUpdateHistories(deps.db, ticketId) : Promise.resolve([]),
  ]);
  // Access found the row a moment ago; only a concurrent hard delete could lose it.
  if (!row) throw new Error(`Ticket ${ticketId} vanished after its access check`);
  return {
    ...toDetail(row, user.permissions.has('Ticket.CanSeeDiscountCode')),
    products,
    answers,
    isHoliday: businessClock.holidayKindAt(now),
    ticketUpdateHistories: histories.map((history) => ({
      creatorUserFullName: fullName(history.name, history.surname) ?? '',
      createdDate: history.createdAt.toISOString(),
      description: history.description,
    })),
    isAddActivity: ticketAuthority(user, access).canAddActivity,
  };
}

type DetailFromRow = Omit<
  TTicketDetail,
  'products' | 'answers' | 'isHoliday' | 'ticketUpdateHistories' | 'isAddActivity'
>;

function toDetail(row: TicketDetailRow, canSeeDiscountCode: boolean): DetailFromRow {
  const sla = toSlaView({
    status: row.status,
    slaMinutes: row.slaMinutes,
    slaStoppedAtBm: row.slaStoppedAtBm,
    isRemovedFromSla: row.isRemovedFromSla,
    remainingSlaMinutes: row.remainingSlaMinutes,
    remainingSlaPercentage: row.remainingSlaPercentage,
  });
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    version: row.version,
    status: row.status,
    subStatus: row.subStatus,
    isTHH: row.isThh,
    removedReporting: row.isRemovedFromReporting,
    isFromComplaint: row.isFromComplaint,
    isEdited: row.isEdited,
    customerIsFlag: row.customerIsFlag,
    customerFlagDescription: row.customerFlagDescription,
    customerId: row.customerId,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerPhoneNumber: row.customerPhoneNumber,
    customerEmailAddress: row.customerEmailAddress,
    currentWatsonsCardNo: row.currentWatsonsCardNo,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    storeId: row.storeId,
    storeFullName: row.storeName,
    storeIsECommerce: row.storeIsECommerce,
    solutionUnitId: row.responsibleStoreId,
    solutionUnitName: row.responsibleStoreName,
    ticketCategorySetId: row.ticketCategorySetId,
    ticketTypeId: row.ticketTypeId,
    ticketCategoryId: row.ticketCategoryId,
    ticketSubCategoryId: row.ticketSubCategoryId,
    ticketCategorySetTypeName: row.typeName,
    ticketCategorySetCategoryName: row.categoryName,
    ticketCategorySetSubCategoryName: row.subCategoryName,
    isRedAlarm: row.isRedAlarm,
    canGoEcommerceBackOffice: row.canGoEcommerceBackOffice,
    isManagerSee: row.isManagerSee,
    isIvr: row.isIvr,
    ruleSetId: row.ruleSetId,
    ruleSetName: row.ruleSetName,
    description: row.description,
    device: row.device,
    deviceOs: row.deviceOs,
    problemId: row.problemId,
    problemContent: row.problemContent,
    cargoCompanyId: row.cargoCompanyId,
    cargoCompanyName: row.cargoCompanyName,
    deliveryTypeId: row.deliveryTypeId,
    deliveryTypeName: row.deliveryTypeName,
    storeViewId: row.storeViewId,
    storeViewName: row.storeViewName,
    isWaitingForProduct: row.isWaitingForProduct,
    isNotClosed: row.isNotClosed,
    order:
      row.orderId === null
        ? null
        : { orderNumber: row.orderNumber, orderCancellingId: row.orderCancellingId },
    orderTicketNumber: row.orderNumber,
    ticketOrderCancellingDescription: row.orderCancellingDescription,
    campaign:
      row.campaignId === null
        ? null
        : { campaignId: row.campaignId, contract: row.campaignContract },
    campaignName: row.campaignName,
    callWrapUpId: row.callWrapUpId,
    callWrapUpName: row.callWrapUpName,
    customerVoiceId: row.customerVoiceId,
    customerVoiceName: row.customerVoiceName,
    discountCode: canSeeDiscountCode ? row.discountCode : null,
    discountCodeAmount: canSeeDiscountCode ? row.discountCodeAmount : null,
    moneyPoint: canSeeDiscountCode ? row.moneyPoint : null,
    moneyPointAmount: canSeeDiscountCode ? row.moneyPointAmount : null,
    ...sla,
    currentRoleId: row.currentRoleId,
    currentRoleName: row.currentRoleName,
    ticketResponsibleStores: [
      {
        responsibleStoreId: row.responsibleStoreId,
        responsibleStoreName: row.responsibleStoreName,
        roleId: row.currentRoleId,
        roleName: row.currentRoleName,
      },
    ],
    creatorUserId: row.creatorUserId,
    creatorUserFullName: row.creatorUserFullName ?? '',
    CreatedDate: row.createdAt.toISOString(),
    modifierUserId: row.modifierUserId,
    modifierUserFullName: row.modifierUserFullName,
    modifiedDate: row.updatedAt?.toISOString() ?? null,
    closedUserId: row.closedUserId,
    closedUserFullName: row.closedUserFullName,
    closedDateTime: row.closedAt?.toISOString() ?? null,
  };
}

/** ticket/TicketAuthority: what the page may offer this user on this ticket. */
export async function getTicketAuthority(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketAuthority> {
  return ticketAuthority(user, await loadTicketAccess(deps.db, user, ticketId));
}

/** ticket/GetTicketActivityFlow: each owner with how long it held the ticket, and the sums. */
export async function getTicketActivityFlow(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketActivityFlowResponse> {
  await loadTicketAccess(deps.db, user, ticketId);
  const flows = await findTicketFlows(deps.db, ticketId);
  const now = deps.clock.now();
  const spans = flows.map((flow) => ({
    departmentId: flow.storeId,
    startedAt: flow.startedAt,
    endedAt: flow.endedAt,
  }));
  const departmentNames = new Map(flows.map((flow) => [flow.storeId, flow.storeName]));
  return {
    ticketActivityFlows: flows.map((flow, index) => {
      const duration = splitDuration(spanMilliseconds(spans[index]!, now));
      return {
        roleName: flow.roleName,
        responsibleStoreName: flow.storeName,
        createdDate: flow.startedAt.toISOString(),
        ticketResponsibleChangeDate: flow.endedAt?.toISOString() ?? null,
        differenceDays: duration.days,
        differenceHours: duration.hours,
        differenceMinutes: duration.minutes,
        differenceSeconds: duration.seconds,
        creatorUserFullName:
          fullName(flow.activityCreatorName, flow.activityCreatorSurname) ??
          fullName(flow.ticketCreatorName, flow.ticketCreatorSurname) ??
          '',
      };
    }),
    ticketActivityFlowSummaryInformations: sumByDepartment(spans, now).map(
      ({ departmentId, duration }) => ({
        departmentName: departmentNames.get(departmentId) ?? '',
        ...duration,
      }),
    ),
  };
}

/**
 * ticket/GetTicketOfFlows: the possible responsible departments, one row per (flow role,
 * person holding it at the ticket's store or responsible unit); a role nobody holds there once.
 */
export async function getTicketOfFlows(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketOfFlow[]> {
  const { ticket } = await loadTicketAccess(deps.db, user, ticketId);
  if (ticket.ruleSetId === null) return [];
  const rows = await findRuleSetFlowHolders(deps.db, ticket.ruleSetId, [
    ...new Set([ticket.storeId, ticket.responsibleStoreId]),
  ]);
  // A person holding the role at both units is listed once.
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const id = `${row.flowId}:${row.userId ?? ''}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [
      {
        id,
        roleId: row.roleId,
        roleName: row.roleName,
        actionStatus: row.actionStatus,
        userFullName: fullName(row.userName, row.userSurname),
        userEmailAddress: row.userEmailAddress,
      },
    ];
  });
}

/** ticket/GetTicketCurrentFlows: the unit (and role) responsible for the ticket now. */
export async function getTicketCurrentFlows(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketResponsibleStore[]> {
  await loadTicketAccess(deps.db, user, ticketId);
  return findCurrentFlow(deps.db, ticketId);
}

/**
 * ticket/GetRoleFlowById: the role of one of a ticket's flows, by the flow's id (docs/domain.md
 * §13.8); the flow's ticket must be one the user may see.
 */
export async function getRoleFlow(
  deps: Deps,
  user: CurrentUser,
  flowId: string,
): Promise<{ roleId: string }> {
  const flow = await findTicketFlowById(deps.db, flowId);
  if (!flow) throw notFound(TICKET_DETAIL_MESSAGES.flowNotFound);
  await loadTicketAccess(deps.db, user, flow.ticketId);
  return { roleId: flow.roleId };
}

/** ticket/GetTicketQuestionsByTicketId: the survey answers in the questions' order. */
export async function getTicketQuestions(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketAnswer[]> {
  await loadTicketAccess(deps.db, user, ticketId);
  return findTicketAnswers(deps.db, ticketId);
}
