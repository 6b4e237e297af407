import { defineEndpoint } from '../endpoint.ts';
import { pagedOf, ZIdRequest } from '../envelope.ts';
import { ZUserRoleInStoreRow } from '../organisation/schemas.ts';
import { ZStoreRoleLookupQuery, ZStoreRow, ZUnitLookupRow } from '../organisation/stores.ts';
import { ZQueryFormatter } from '../query-format.ts';

export const getStoresListEndpoint = defineEndpoint({
  method: 'POST',
  path: 'watsonsstore/GetStoresList',
  tag: 'stores',
  summary:
    'The stores list: units with their managers by the query format (name, last name, phone, e-mail, active)',
  body: ZQueryFormatter,
  response: pagedOf(ZStoreRow),
});

export const getAllStoresPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'watsonsstore/GetAllStoresPage',
  tag: 'stores',
  summary:
    'Units with their type, including inactive ones (isActive equal narrows), name contains, 30 a page',
  body: ZQueryFormatter,
  response: pagedOf(ZUnitLookupRow),
});

export const getStoreEndpoint = defineEndpoint({
  method: 'POST',
  path: 'watsonsstore/GetStore',
  tag: 'stores',
  summary: 'One unit with its managers, by id',
  body: ZIdRequest,
  response: ZStoreRow,
});

export const getStoreRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'watsonsstore/rolesinstores',
  tag: 'stores',
  summary:
    'Who holds which role at which unit (storeId, roleId), paged by query parameters; the role-in-store form reads totalCount and items[0]',
  query: ZStoreRoleLookupQuery,
  response: pagedOf(ZUserRoleInStoreRow),
});
