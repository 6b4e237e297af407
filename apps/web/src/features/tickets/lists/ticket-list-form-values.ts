import dayjs, { type Dayjs } from 'dayjs';
import type { TicketListFilters } from './ticket-list-query';

type DayRange = [Dayjs | null, Dayjs | null] | null;

/** The filter form's values: the stored filters with the two date ranges as pickers hold them. */
export type TicketListFormValues = Omit<
  TicketListFilters,
  'createdDateFrom' | 'createdDateTo' | 'closedDateFrom' | 'closedDateTo'
> & {
  createdRange?: DayRange;
  closedRange?: DayRange;
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

/** Stored filters → the form (restoring a saved state, or after 'Temizle'). */
export function toFormValues(filters: TicketListFilters): TicketListFormValues {
  const { createdDateFrom, createdDateTo, closedDateFrom, closedDateTo, ...rest } = filters;
  return {
    ...rest,
    createdRange: toRange(createdDateFrom, createdDateTo),
    closedRange: toRange(closedDateFrom, closedDateTo),
  };
}

/**
 * The form → the filters to apply and store. Empty values are dropped (so the stored state stays
 * small); trimming and upper-casing happen when the query is built.
 */
export function fromFormValues(values: TicketListFormValues): TicketListFilters {
  const { createdRange, closedRange, ...rest } = values;
  const filters: TicketListFilters = {
    ...rest,
    createdDateFrom: toDay(createdRange?.[0]),
    createdDateTo: toDay(createdRange?.[1]),
    closedDateFrom: toDay(closedRange?.[0]),
    closedDateTo: toDay(closedRange?.[1]),
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
  createdRange: null,
  closedRange: null,
  status: 'all',
  isFromComplaint: false,
  isAllTickets: false,
  isEditedTickets: false,
  hasDiscountCode: false,
};
