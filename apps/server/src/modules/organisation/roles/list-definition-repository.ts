import { PAGE_SIZES } from '@ccms/contract/constants';
import { ROLE_LIST_FILTERS, ROLE_LIST_SORTABLE } from '@ccms/contract/organisation/roles';
import { roles } from '../../../db/schema/index.ts';
import { defineList } from '../../../platform/query-format.ts';

/**
 * The whitelist of roles/list: name contains; roleType a number, equal for one type or
 * notequal 4 and notequal 5 together for the store types.
 */
export const ROLE_LIST = defineList({
  filters: ROLE_LIST_FILTERS,
  sortable: ROLE_LIST_SORTABLE,
  columns: { name: roles.name, roleType: roles.roleType },
  overrides: { roleType: { type: 'number' } },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: roles.id,
  defaultPageSize: PAGE_SIZES.lookup,
});
