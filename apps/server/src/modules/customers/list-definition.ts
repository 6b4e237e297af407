import { PAGE_SIZES } from '@ccms/contract/constants';
import { CUSTOMER_LIST_FILTERS, CUSTOMER_LIST_SORTABLE } from '@ccms/contract/customers';
import { customers } from '../../db/schema/index.ts';
import type { ListDefinition, ListField } from '../../platform/query-format.ts';

type ListProperty = keyof typeof CUSTOMER_LIST_FILTERS;

const COLUMNS: Record<ListProperty, ListField['column']> = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  emailAddress: customers.emailAddress,
  isActive: customers.isActive,
  isFlag: customers.isFlag,
};

const isSortable = (name: string) => (CUSTOMER_LIST_SORTABLE as readonly string[]).includes(name);

/** The whitelist of customers/list, built from the contract's filters and sortable columns. */
export const CUSTOMER_LIST: ListDefinition = {
  fields: Object.fromEntries(
    (Object.keys(CUSTOMER_LIST_FILTERS) as ListProperty[]).map((name) => [
      name,
      {
        column: COLUMNS[name],
        type: CUSTOMER_LIST_FILTERS[name] === 'contains' ? 'string' : 'boolean',
        filterable: true,
        sortable: isSortable(name),
        ...(name === 'phoneNumber' ? { match: 'phone' as const } : {}),
      } satisfies ListField,
    ]),
  ),
  // firstName then id: the (first_name, id) index serves the default page.
  defaultSort: [{ property: 'firstName', direction: 0 }],
  tieBreaker: customers.id,
  defaultPageSize: PAGE_SIZES.customers,
};
