import dayjs, { type Dayjs } from 'dayjs';
import type { TicketListFilters } from './ticket-list-query';

type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A user picked in 'Oluşturan' or 'Kapatan'; the name is missing only in a hand-edited entry. */
export type ChosenUser = { id: string; displayName?: string };

/**
 * The filter form's values: the stored filters with the two date ranges as pickers hold them
 * and each user filter as one value (id and name together).
 */
export type TicketListFormValues = Omit<
  TicketListFilters,
  | 'createdDateFrom'
  | 'createdDateTo'
  | 'closedDateFrom'
  | 'closedDateTo'
  | 'creatorUserId'
  | 'creatorUserDisplayName'
  | 'closedUserId'
  | 'closedUserDisplayName'
> & {
  createdRange?: DayRange;
  closedRange?: DayRange;
  creatorUser?: ChosenUser | null;
  closedUser?: ChosenUser | null;
};

const DAY_FORMAT = 'YYYY-MM-DD';

function toDay(value: Dayjs | null | undefined): string | undefined {
  return value?.isValid() ? value.format(DAY_FORMAT) : undefined;
}

function toPicker(day: string | undefined): Dayjs | null {
  if (!day) return null;
  const date = dayjs(day);
  return date.isValid() ? date : null;
}

function toRange(from: string | undefined, to: string | undefined): DayRange {
  return from || to ? [toPicker(from), toPicker(to)] : null;
}

function toChosenUser(id: string | undefined, displayName: string | undefined): ChosenUser | null {
  if (!id) return null;
  return displayName ? { id, displayName } : { id };
}

/** Stored filters → the form (restoring a saved state, or after 'Temizle'). */
export function toFormValues(filters: TicketListFilters): TicketListFormValues {
  const {
    createdDateFrom,
    createdDateTo,
    closedDateFrom,
    closedDateTo,
    creatorUserId,
    creatorUserDisplayName,
    closedUserId,
    closedUserDisplayName,
    ...rest
  } = filters;
  return {
    ...rest,
    createdRange: toRange(createdDateFrom, createdDateTo),
    closedRange: toRange(closedDateFrom, closedDateTo),
    // The stored names show at once: no look-up when the list is opened again (docs/domain.md §12).
    creatorUser: toChosenUser(creatorUserId, creatorUserDisplayName),
    closedUser: toChosenUser(closedUserId, closedUserDisplayName),
  };
}

/**
 * The form → the filters to apply and store. Empty values are dropped (so the stored state stays
 * small); trimming and upper-casing happen when the query is built.
 */
export function fromFormValues(values: TicketListFormValues): TicketListFilters {
  const { createdRange, closedRange, creatorUser, closedUser, ...rest } = values;
  const filters: TicketListFilters = {
    ...rest,
    createdDateFrom: toDay(createdRange?.[0]),
    createdDateTo: toDay(createdRange?.[1]),
    closedDateFrom: toDay(closedRange?.[0]),
    closedDateTo: toDay(closedRange?.[1]),
    creatorUserId: creatorUser?.id,
    creatorUserDisplayName: creatorUser?.id ? creatorUser.displayName : undefined,
    closedUserId: closedUser?.id,
    closedUserDisplayName: closedUser?.id ? closedUser.displayName : undefined,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && value !== false,
    ),
  ) as TicketListFilters;
}

type ClearedFormValues = {
  [K in keyof Required<TicketListFormValues>]: TicketListFormValues[K] | undefined;
};

/** Every field of the card emptied ('Temizle'): the status back to 'Tümü', the rest blank. */
export const CLEARED_FORM_VALUES: ClearedFormValues = {
  storeFullName: undefined,
  sourceName: undefined,
  callWrapUpName: undefined,
  solutionUnitName: undefined,
  customerPhoneNumber: undefined,
  customerFirstName: undefined,
  customerLastName: undefined,
  orderTicketNumber: undefined,
  ticketNo: undefined,
  deliveryTypeId: undefined,
  typeId: undefined,
  categoryId: undefined,
  subCategoryId: undefined,
  creatorUser: null,
  closedUser: null,
  createdRange: null,
  closedRange: null,
  status: 'all',
  isFromComplaint: false,
  isAllTickets: false,
  isEditedTickets: false,
  hasDiscountCode: false,
};
