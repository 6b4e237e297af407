import { PAGE_SIZES } from '@ccms/contract/constants';
import { USER_PAGE_FILTERS, USER_PAGE_SORTABLE } from '@ccms/contract/organisation/users';
import { users } from '../../../db/schema/index.ts';
import { defineList } from '../../../platform/query-format.ts';

/** The whitelist of users/getUsersPage, built from the contract's filters and sortable columns. */
export const USER_PAGE = defineList({
  filters: USER_PAGE_FILTERS,
  sortable: USER_PAGE_SORTABLE,
  columns: {
    name: users.name,
    surname: users.surname,
    emailAddress: users.emailAddress,
    userType: users.userType,
    isActive: users.isActive,
  },
  overrides: { userType: { type: 'number' } },
  turkishOrder: ['name', 'surname'],
  defaultSort: [
    { property: 'name', direction: 0 },
    { property: 'surname', direction: 0 },
  ],
  tieBreaker: users.id,
  defaultPageSize: PAGE_SIZES.users,
});
