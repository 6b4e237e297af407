import { PAGE_SIZES } from '@ccms/contract/constants';
import { CUSTOMER_LIST_FILTERS, CUSTOMER_LIST_SORTABLE } from '@ccms/contract/customers/rules';
import { customers } from '../../db/schema/index.ts';
import { defineList } from '../../platform/query-format.ts';

/** The whitelist of customers/list, built from the contract's filters and sortable columns. */
export const CUSTOMER_LIST = defineList({
  filters: CUSTOMER_LIST_FILTERS,
  sortable: CUSTOMER_LIST_SORTABLE,
  columns: {
    firstName: customers.firstName,
    lastName: customers.lastName,
    phoneNumber: customers.phoneNumber,
    emailAddress: customers.emailAddress,
    isActive: customers.isActive,
    isFlag: customers.isFlag,
  },
  overrides: { phoneNumber: { match: 'phone' } },
  // firstName then id: the (first_name, id) index serves the default page.
  defaultSort: [{ property: 'firstName', direction: 0 }],
  tieBreaker: customers.id,
  defaultPageSize: PAGE_SIZES.customers,
});
