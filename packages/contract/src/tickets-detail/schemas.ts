import { z } from 'zod';

/**
 * The reads of the ticket detail page (docs/domain.md §13). Every call takes `{ id }` (the
 * ticket's id) unless it says otherwise; a ticket the user may not see answers 404
 * (docs/domain.md §2). Dates are ISO strings; the page shows them DD.MM.YYYY HH:mm.
 */

/** The ticket's id, for every per-ticket read. */
export const ZTicketIdRequest = z.object({ id: z.string().uuid() });
export type TTicketIdRequest = z.infer<typeof ZTicketIdRequest>;

const ZDate = z.string();
const ZNullableId = z.string().uuid().nullable();

/** isHoliday: 0 none, 1 today is a full-day holiday, 2 a half-day one (docs/domain.md §4). */
export const HOLIDAY_KIND = { none: 0, fullDay: 1, halfDay: 2 } as const;

export const ZTicketProduct = z.object({
  productId: z.string().uuid(),
  productName: z.string(),
  barcode: z.string(),
  wescode: z.string(),
  count: z.number().int(),
});

export const ZTicketAnswer = z.object({
  /** The question's id. */
  id: z.string().uuid(),
  description: z.string(),
  state: z.boolean(),
  ivrDescription: z.string().nullable(),
});
export type TTicketAnswer = z.infer<typeof ZTicketAnswer>;

export const ZTicketUpdateHistory = z.object({
  creatorUserFullName: z.string(),
  createdDate: ZDate,
  /** One changed field: "Kategori: Eski → Yeni". */
  description: z.string(),
});
export type TTicketUpdateHistory = z.infer<typeof ZTicketUpdateHistory>;

/** One owner a ticket passed through (the 'activity flow' section). */
export const ZTicketActivityFlow = z.object({
  roleName: z.string(),
  responsibleStoreName: z.string(),
  /** When it became the owner. */
  createdDate: ZDate,
  /** When it handed the ticket on; null for the current owner. */
  ticketResponsibleChangeDate: ZDate.nullable(),
  differenceDays: z.number().int(),
  differenceHours: z.number().int(),
  differenceMinutes: z.number().int(),
  differenceSeconds: z.number().int(),
  creatorUserFullName: z.string(),
});
export type TTicketActivityFlow = z.infer<typeof ZTicketActivityFlow>;

/** Time under each department, summed over the flow ('SLA time per department'). */
export const ZTicketFlowSummary = z.object({
  departmentName: z.string(),
  days: z.number().int(),
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});
export type TTicketFlowSummary = z.infer<typeof ZTicketFlowSummary>;

/** ticket/GetTicketActivityFlow: the flow rows in order and the per-department sums. */
export const ZTicketActivityFlowResponse = z.object({
  ticketActivityFlows: z.array(ZTicketActivityFlow),
  ticketActivityFlowSummaryInformations: z.array(ZTicketFlowSummary),
});
export type TTicketActivityFlowResponse = z.infer<typeof ZTicketActivityFlowResponse>;

/** A unit currently responsible for the ticket ('responsible units', GetTicketCurrentFlows). */
export const ZTicketResponsibleStore = z.object({
  responsibleStoreId: z.string().uuid(),
  responsibleStoreName: z.string(),
  roleId: z.string().uuid(),
  roleName: z.string(),
});
export type TTicketResponsibleStore = z.infer<typeof ZTicketResponsibleStore>;

/**
 * A possible responsible department (GetTicketOfFlows, docs/domain.md §13.8): a role of the
 * ticket's rule set flows with one of the people holding it where the ticket is, or without a
 * person when nobody holds it there.
 */
export const ZTicketOfFlow = z.object({
  id: z.string(),
  roleId: z.string().uuid(),
  roleName: z.string(),
  /** 0 read 'Okuma', 1 write 'Yazma'. */
  actionStatus: z.number().int(),
  userFullName: z.string().nullable(),
  userEmailAddress: z.string().nullable(),
});
export type TTicketOfFlow = z.infer<typeof ZTicketOfFlow>;

/**
 * ticket/GetRoleFlowById, as its name says: the id of one of a ticket's flows (the
 * `currentFlowId` its activities carry), answered with that flow's role.
 */
export const ZRoleFlowRequest = z.object({ id: z.string().uuid() });
export const ZRoleFlowResponse = z.object({ roleId: z.string().uuid() });

/** The ticket as the detail page shows it (docs/domain.md §13.8). */
export const ZTicketDetail = z.object({
  id: z.string().uuid(),
  ticketNo: z.number().int(),
  /** The row version: UpdateTicket and createActivity send it back (409 when stale). */
  version: z.number().int(),
  status: z.number().int(),
  subStatus: z.number().int(),
  isTHH: z.boolean(),
  removedReporting: z.boolean(),
  isFromComplaint: z.boolean(),
  isEdited: z.boolean(),
  customerIsFlag: z.boolean(),
  customerFlagDescription: z.string().nullable(),
  customerId: z.string().uuid(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  customerPhoneNumber: z.string().nullable(),
  customerEmailAddress: z.string().nullable(),
  currentWatsonsCardNo: z.string().nullable(),
  sourceId: z.string().uuid(),
  sourceName: z.string(),
  storeId: z.string().uuid(),
  storeFullName: z.string(),
  storeIsECommerce: z.boolean(),
  solutionUnitId: z.string().uuid(),
  solutionUnitName: z.string(),
  ticketCategorySetId: z.string().uuid(),
  ticketTypeId: z.string().uuid(),
  ticketCategoryId: z.string().uuid(),
  ticketSubCategoryId: z.string().uuid(),
  ticketCategorySetTypeName: z.string(),
  ticketCategorySetCategoryName: z.string(),
  ticketCategorySetSubCategoryName: z.string(),
  /** Breakdown flags the page needs: red-alarm highlight, e-commerce transfer, managers. */
  isRedAlarm: z.boolean(),
  canGoEcommerceBackOffice: z.boolean(),
  isManagerSee: z.boolean(),
  isIvr: z.boolean(),
  ruleSetId: ZNullableId,
  ruleSetName: z.string().nullable(),
  description: z.string(),
  device: z.string().nullable(),
  deviceOs: z.string().nullable(),
  problemId: ZNullableId,
  problemContent: z.string().nullable(),
  cargoCompanyId: ZNullableId,
  cargoCompanyName: z.string().nullable(),
  deliveryTypeId: ZNullableId,
  deliveryTypeName: z.string().nullable(),
  storeViewId: ZNullableId,
  storeViewName: z.string().nullable(),
  isWaitingForProduct: z.boolean(),
  isNotClosed: z.boolean(),
  products: z.array(ZTicketProduct),
  order: z
    .object({
      orderNumber: z.string().nullable(),
      orderCancellingId: ZNullableId,
    })
    .nullable(),
  orderTicketNumber: z.string().nullable(),
  ticketOrderCancellingDescription: z.string().nullable(),
  campaign: z.object({ campaignId: z.string().uuid(), contract: z.string().nullable() }).nullable(),
  campaignName: z.string().nullable(),
  answers: z.array(ZTicketAnswer),
  callWrapUpId: ZNullableId,
  callWrapUpName: z.string().nullable(),
  customerVoiceId: ZNullableId,
  customerVoiceName: z.string().nullable(),
  /** Only for Ticket.CanSeeDiscountCode; null otherwise. */
  discountCode: z.string().nullable(),
  discountCodeAmount: z.number().nullable(),
  moneyPoint: z.string().nullable(),
  moneyPointAmount: z.number().nullable(),
  /** SLA (docs/domain.md §4), the same figures as the lists at the same moment. */
  slaMinutes: z.number().int().nullable(),
  remainingSlaMinutes: z.number().int().nullable(),
  remainingSlaPercentage: z.number().nullable(),
  remainingSlaStatus: z.number().int(),
  isSlaPaused: z.boolean(),
  isDeletedFromSLA: z.boolean(),
  isHoliday: z.number().int(),
  currentRoleId: z.string().uuid(),
  currentRoleName: z.string(),
  ticketResponsibleStores: z.array(ZTicketResponsibleStore),
  creatorUserId: z.string().uuid(),
  creatorUserFullName: z.string(),
  CreatedDate: ZDate,
  modifierUserId: ZNullableId,
  modifierUserFullName: z.string().nullable(),
  modifiedDate: ZDate.nullable(),
  closedUserId: ZNullableId,
  closedUserFullName: z.string().nullable(),
  closedDateTime: ZDate.nullable(),
  /** Only for Ticket.LastEdit; empty otherwise. */
  ticketUpdateHistories: z.array(ZTicketUpdateHistory),
  /** Whether this user may add an activity now (TicketAuthority.canAddActivity). */
  isAddActivity: z.boolean(),
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

/**
 * ticket/TicketAuthority: what this user may do on this ticket, so that the page hides what the
 * server would refuse. The server checks every one of these again on the write itself.
 */
export const ZTicketAuthority = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canDeleteDocument: z.boolean(),
  canAddDocument: z.boolean(),
  canEditDescription: z.boolean(),
  canEditReporting: z.boolean(),
  canEditComplaint: z.boolean(),
  canAddActivity: z.boolean(),
  canAddNote: z.boolean(),
  canSeeDiscountCode: z.boolean(),
  canSeeLastEdit: z.boolean(),
  canSendNotificationMail: z.boolean(),
});
export type TTicketAuthority = z.infer<typeof ZTicketAuthority>;
