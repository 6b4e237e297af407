import { z } from 'zod';
import { ZQueryFormatter } from './query-format.ts';

/**
 * ticket/gettickets, getalltickets and their Excel twins (docs/domain.md §12: screens, rows and
 * columns, filters).
 */

/**
 * 1 'assigned to me' (work the user must answer), 0 'viewed' (work they may be asked about);
 * beyond the spec, 2 'every ticket I may see' (both together), the list a report's figure opens
 * for users without Ticket.AllTickets (docs/domain.md §24 Drill-down).
 */
export const ASSIGN_FILTER = { viewed: 0, assigned: 1, visible: 2 } as const;

/** Filters of the lists with the operators the screens send; dates take >= and <=. */
export const TICKET_LIST_TEXT_FILTERS = [
  'storeFullName',
  'sourceName',
  'callWrapUpName',
  'solutionUnitName',
  'customerPhoneNumber',
  'customerFirstName',
  'customerLastName',
  'orderTicketNumber',
] as const;
export const TICKET_LIST_ID_FILTERS = [
  'deliveryTypeId',
  'typeId',
  'categoryId',
  'subCategoryId',
  'creatorUserId',
  'closedUserId',
] as const;
export const TICKET_LIST_FLAG_FILTERS = [
  'isEditedTickets',
  'hasDiscountCode',
  'isFromComplaint',
  'isActiveCategorySet',
] as const;
export const TICKET_LIST_DATE_FILTERS = ['createdDate', 'closedDateTime'] as const;
/** ticketNo and status are numbers; status 'open' is sent as notequal 3. */
export const TICKET_LIST_NUMBER_FILTERS = ['ticketNo', 'status'] as const;

export const TICKET_LIST_SORTABLE = [
  'remainingSlaPercentage',
  'ticketNo',
  'status',
  'subStatus',
  'createdDate',
  'closedDateTime',
  'storeFullName',
  'sourceName',
  'solutionUnitName',
  'customerFirstName',
  'customerLastName',
  'ticketCategorySetTypeName',
  'ticketCategorySetCategoryName',
  'ticketCategorySetSubCategoryName',
] as const;

/** Default order: remaining SLA share ascending, then newest number first. */
export const TICKET_LIST_DEFAULT_SORT = [
  { propertyName: 'remainingSlaPercentage', priority: 0, direction: 0 as const },
  { propertyName: 'ticketNo', priority: 1, direction: 1 as const },
];

/** The Excel files' fixed names. */
export const TICKET_EXCEL_FILE_NAMES = {
  myTickets: 'Biletlerim.xlsx',
  allTickets: 'Tum_Biletler.xlsx',
} as const;

export const ZGetTicketsRequest = z.object({
  formatter: ZQueryFormatter.nullish(),
  assignFilter: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
});
export type TGetTicketsRequest = z.infer<typeof ZGetTicketsRequest>;

export const ZTicketListRow = z.object({
  id: z.string().uuid(),
  ticketNo: z.number().int(),
  remainingSlaPercentage: z.number().nullable(),
  remainingSlaMinutes: z.number().nullable(),
  slaMinutes: z.number().nullable(),
  /** 0 none, 1 normal, 2 danger, 3 critical, 4 crisis (docs/domain.md §4). */
  remainingSlaStatus: z.number().int(),
  isSlaPaused: z.boolean(),
  isDeletedFromSLA: z.boolean(),
  customerId: z.string().uuid(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  status: z.number().int(),
  subStatus: z.number().int(),
  ticketCategorySetTypeName: z.string(),
  ticketCategorySetCategoryName: z.string(),
  ticketCategorySetSubCategoryName: z.string(),
  categoryId: z.string().uuid(),
  sourceName: z.string(),
  storeFullName: z.string(),
  campaignName: z.string().nullable(),
  solutionUnitName: z.string(),
  orderTicketNumber: z.string().nullable(),
  deliveryTypeName: z.string().nullable(),
  createdDate: z.string(),
  closedDateTime: z.string().nullable(),
  creatorUserFullName: z.string(),
  closedUserFullName: z.string().nullable(),
  /** Only for Ticket.CanSeeDiscountCode; the server leaves them out otherwise. */
  discountCode: z.string().nullable().optional(),
  discountCodeAmount: z.number().nullable().optional(),
  moneyPoint: z.string().nullable().optional(),
  moneyPointAmount: z.number().nullable().optional(),
  isFromComplaint: z.boolean(),
  /** Rows of red-alarm breakdowns are highlighted. */
  isRedAlarm: z.boolean(),
});
export type TTicketListRow = z.infer<typeof ZTicketListRow>;

/**
 * The columns of both lists, in screen order, with their Turkish titles: the screen and the
 * Excel file show the same ones. `discount` columns need Ticket.CanSeeDiscountCode.
 */
export const TICKET_LIST_COLUMNS = [
  { key: 'ticketNo', title: 'Bilet No' },
  { key: 'sla', title: 'SLA' },
  { key: 'customer', title: 'Müşteri' },
  { key: 'status', title: 'Durum' },
  { key: 'subStatus', title: 'Alt Durum' },
  { key: 'ticketCategorySetTypeName', title: 'Tip' },
  { key: 'ticketCategorySetCategoryName', title: 'Kategori' },
  { key: 'ticketCategorySetSubCategoryName', title: 'Alt Kategori' },
  { key: 'sourceName', title: 'Kaynak' },
  { key: 'storeFullName', title: 'Mağaza' },
  { key: 'campaignName', title: 'Kampanya' },
  { key: 'solutionUnitName', title: 'Çözüm Birimi' },
  { key: 'orderTicketNumber', title: 'Sipariş No' },
  { key: 'deliveryTypeName', title: 'Teslimat Türü' },
  { key: 'createdDate', title: 'Oluşturma Tarihi' },
  { key: 'closedDateTime', title: 'Kapanış Tarihi' },
  { key: 'creatorUserFullName', title: 'Oluşturan' },
  { key: 'closedUserFullName', title: 'Kapatan' },
  { key: 'discountCode', title: 'İndirim Kodu', discount: true },
  { key: 'discountCodeAmount', title: 'İndirim Tutarı', discount: true },
  { key: 'moneyPoint', title: 'Puan', discount: true },
  { key: 'moneyPointAmount', title: 'Puan Tutarı', discount: true },
] as const;
