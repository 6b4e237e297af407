import type { TicketListFormValues } from './ticket-list-form-values';
import type { TicketListFilters } from './ticket-list-query';

/** A field of the filter card, by its form name. */
export type TicketListFilterField = keyof TicketListFormValues;

/** Stored filters that belong to another card field (a range's ends, a user's name). */
const FIELD_OF_FILTER: Partial<Record<keyof TicketListFilters, TicketListFilterField | null>> = {
  createdDateFrom: 'createdRange',
  createdDateTo: 'createdRange',
  closedDateFrom: 'closedRange',
  closedDateTo: 'closedRange',
  creatorUserId: 'creatorUser',
  creatorUserDisplayName: null,
  closedUserId: 'closedUser',
  closedUserDisplayName: null,
};

/**
 * The card fields the applied filters use: what the folded card shows and counts. 'Tümü' as
 * the status and unticked boxes are no filter.
 */
export function activeTicketListFilterFields(
  filters: TicketListFilters,
): ReadonlySet<TicketListFilterField> {
  const fields = new Set<TicketListFilterField>();
  for (const [name, value] of Object.entries(filters) as [keyof TicketListFilters, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (name === 'status' && value === 'all') continue;
    const field = name in FIELD_OF_FILTER ? FIELD_OF_FILTER[name] : name;
    if (field) fields.add(field as TicketListFilterField);
  }
  return fields;
}
