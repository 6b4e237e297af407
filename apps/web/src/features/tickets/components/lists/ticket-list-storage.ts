import { TICKET_LIST_SORTABLE } from '@ccms/contract/tickets-lists';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { z } from 'zod';
import { CREATED_BY_ME } from './my-tickets-choice';
import { completeColumnChoice, DEFAULT_TICKET_LIST_COLUMNS } from './ticket-list-column-choice';
import {
  INITIAL_TICKET_LIST_STATE,
  TICKET_LIST_PAGE_SIZES,
  type TicketListKind,
  type TicketListState,
} from './ticket-list-query';

/** One browser-storage key per list, the all-tickets one apart (docs/domain.md §12 Saved state). */
export const TICKET_LIST_STORAGE_KEYS: Record<TicketListKind, string> = {
  mine: 'ccms.tickets.list.mine.v1',
  all: 'ccms.tickets.list.all.v1',
};

const text = z.string().max(200).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const flag = z.boolean().optional();
// 'Ad Soyad (e-posta)': names and addresses have no fixed length, so a generous bound.
const displayName = z.string().max(1000).optional();

const ZStoredFilters = z.object({
  storeFullName: text,
  sourceName: text,
  callWrapUpName: text,
  solutionUnitName: text,
  customerPhoneNumber: text,
  customerFirstName: text,
  customerLastName: text,
  orderTicketNumber: text,
  ticketNo: text,
  deliveryTypeId: z.uuid().optional(),
  typeId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  subCategoryId: z.uuid().optional(),
  // Entries saved before the user filters have none of these four; they load as they are.
  creatorUserId: z.uuid().optional(),
  creatorUserDisplayName: displayName,
  closedUserId: z.uuid().optional(),
  closedUserDisplayName: displayName,
  createdDateFrom: day,
  createdDateTo: day,
  closedDateFrom: day,
  closedDateTo: day,
  status: z
    .union([
      z.literal('all'),
      z.literal('open'),
      ...Object.values(TICKET_STATUS).map((status) => z.literal(status)),
    ])
    .optional(),
  isFromComplaint: flag,
  isAllTickets: flag,
  isEditedTickets: flag,
  hasDiscountCode: flag,
});

/**
 * The chosen columns: entries saved before the chooser have none, and a broken list only costs
 * the choice (the default comes back), not the filters.
 */
const ZStoredColumns = z
  .array(z.object({ key: z.string().max(100), isShown: z.boolean() }))
  .max(100)
  .optional()
  .catch(undefined)
  .transform((stored) => (stored ? completeColumnChoice(stored) : DEFAULT_TICKET_LIST_COLUMNS));

/** What is stored: anything else (an old or hand-edited entry) restores the initial state. */
const ZStoredState = z.object({
  filters: ZStoredFilters,
  sort: z
    .object({ field: z.enum(TICKET_LIST_SORTABLE), order: z.enum(['ascend', 'descend']) })
    .nullable(),
  page: z.number().int().min(1).max(1_000_000),
  pageSize: z
    .number()
    .int()
    .refine((size) => (TICKET_LIST_PAGE_SIZES as readonly number[]).includes(size)),
  assignFilter: z.union([z.literal(0), z.literal(1), z.literal(CREATED_BY_ME)]),
  columns: ZStoredColumns,
});

export function serializeTicketListState(state: TicketListState): string {
  return JSON.stringify(state);
}

/** The stored text → the list state; missing, unreadable or invalid gives the initial state. */
export function parseTicketListState(stored: string | null): TicketListState {
  if (!stored) return INITIAL_TICKET_LIST_STATE;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return INITIAL_TICKET_LIST_STATE;
  }
  const parsed = ZStoredState.safeParse(json);
  return parsed.success ? parsed.data : INITIAL_TICKET_LIST_STATE;
}

/** Reads a list's saved state from localStorage (blocked storage counts as nothing saved). */
export function loadTicketListState(kind: TicketListKind): TicketListState {
  try {
    return parseTicketListState(window.localStorage.getItem(TICKET_LIST_STORAGE_KEYS[kind]));
  } catch {
    return INITIAL_TICKET_LIST_STATE;
  }
}

export function saveTicketListState(kind: TicketListKind, state: TicketListState): void {
  try {
    window.localStorage.setItem(TICKET_LIST_STORAGE_KEYS[kind], serializeTicketListState(state));
  } catch {
    // A full or blocked storage only means the state is not remembered.
  }
}
