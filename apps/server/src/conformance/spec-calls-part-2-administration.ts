import { id, newId, pickId, query, type SpecCall, type World } from './spec-call.ts';

/*
 * The second call list's reference data and stores, users, roles (mail groups, holidays,
 * health), as the administrator; fields in the spec's own spelling (`Id`).
 */

const REFERENCE = 'Reference data';
const ORGANISATION = 'Stores, users, roles';

const call = (
  section: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  answer: SpecCall['answer'],
  more: Partial<Pick<SpecCall, 'url' | 'body' | 'keep' | 'call'>> = {},
): SpecCall => ({
  part: 2,
  section,
  call: `${method} ${path}`,
  as: 'admin',
  method,
  url: () => path,
  answer,
  ...more,
});

/** A name administration: POST create, then update, keeping the new row's id. */
function createAndUpdate(
  create: string,
  update: string,
  key: string,
  body: (w: World) => Record<string, unknown>,
) {
  return [
    call(REFERENCE, 'POST', create, 'write', {
      body: body,
      keep: (w, a) => {
        w.ids[key] = pickId(a, 'data', 'id');
      },
    }),
    call(REFERENCE, 'POST', update, 'write', {
      body: (w) => ({ ...body(w), id: id(w, key), isActive: true }),
    }),
  ];
}

export const PART_2_ADMINISTRATION_CALLS: SpecCall[] = [
  call(REFERENCE, 'POST', 'campaign/GetCampaigns', 'paged', { body: () => query() }),
  call(REFERENCE, 'POST', 'campaign/GetCampaignsPage', 'paged', {
    body: () => query({ maxItemCountPerPage: 100 }),
  }),
  ...createAndUpdate('campaign/CreateCampaign', 'campaign/UpdateCampaign', 'campaign', (w) => ({
    name: `Uyum Kampanyası ${w.tag}`,
    isOnlineShop: 0,
    isActive: true,
  })),
  call(REFERENCE, 'POST', 'sources/getsources', 'read'),
  call(REFERENCE, 'POST', 'sources/GetSourcesPage', 'paged', {
    body: () => query({ maxItemCountPerPage: 30 }),
  }),
  call(REFERENCE, 'POST', 'sources/GetSources', 'read'),
  ...createAndUpdate('sources/CreateSource', 'sources/UpdateSource', 'newSource', (w) => ({
    name: `Uyum Kaynağı ${w.tag}`,
  })),
  ...[
    'GetCallWrapUps',
    'GetCallWrapUpsForClosed',
    'GetAllCallWrapUps',
    'GetCallWrapUpsForInAction',
  ].map((path) => call(REFERENCE, 'GET', `CallWrapUps/${path}`, 'read')),
  call(REFERENCE, 'POST', 'CallWrapUps/GetCallWrapUp', 'read', {
    body: (w) => ({ id: id(w, 'closingWrapUp') }),
  }),
  call(REFERENCE, 'POST', 'CallWrapUps/GetCallWrapUpsByStatus', 'read', {
    body: () => ({ status: 3 }),
  }),
  ...createAndUpdate('CallWrapUps/Create', 'CallWrapUps/Update', 'wrapUp', (w) => ({
    name: `Uyum Sonucu ${w.tag}`,
    isClosed: true,
  })),
  call(REFERENCE, 'GET', 'customersvoices/GetCustomersVoices', 'read'),
  call(REFERENCE, 'GET', 'customersvoices/GetAllCustomerVoices', 'read'),
  ...createAndUpdate(
    'customersvoices/CreateCustomersVoice',
    'customersvoices/UpdateCustomersVoice',
    'voice',
    (w) => ({
      name: `Uyum Sesi ${w.tag}`,
    }),
  ),
  call(REFERENCE, 'GET', 'deliveryTypes/GetDeliveryTypes', 'read'),
  call(REFERENCE, 'GET', 'deliveryTypes/GetAllDeliveryTypes', 'read'),
  ...createAndUpdate('deliveryTypes/Create', 'deliveryTypes/Update', 'deliveryType', (w) => ({
    name: `Uyum Teslimatı ${w.tag}`,
  })),
  call(REFERENCE, 'GET', 'cargoCompany/GetAllCargoCompanies', 'read'),
  call(REFERENCE, 'GET', 'problem/GetAllProblems/{id}', 'read', {
    url: () => 'problem/GetAllProblems/1',
  }),
  call(REFERENCE, 'GET', 'Order/GetOrderCancellingContentList', 'read'),
  call(REFERENCE, 'POST', 'ticketquestion/GetTicketQuestions', 'paged', { body: () => query() }),

  // The store service's calls are named by operation only; these are the paths that serve them.
  call(ORGANISATION, 'POST', 'watsonsstore/GetStoresList', 'paged', {
    call: 'Store service: paged list',
    body: () =>
      query({ maxItemCountPerPage: 10 }, [
        { propertyName: 'name', operator: 'contains', targetValue: 'KADIKÖY' },
        { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
      ]),
  }),
  call(ORGANISATION, 'POST', 'watsonsstore/GetAllStoresPage', 'paged', {
    call: 'Store service: paged list including deleted',
    body: () =>
      query({ maxItemCountPerPage: 30 }, [
        { propertyName: 'name', operator: 'contains', targetValue: 'KADIKÖY' },
      ]),
  }),
  call(ORGANISATION, 'POST', 'watsonsstore/GetStore', 'read', {
    call: 'Store service: get by id',
    body: (w) => ({ id: id(w, 'store') }),
  }),
  call(ORGANISATION, 'GET', 'watsonsstore/rolesinstores', 'paged', {
    call: 'GET store role lookup by storeId and roleId',
    url: (w) =>
      `watsonsstore/rolesinstores?storeId=${id(w, 'store')}&roleId=${id(w, 'storeManagerRole')}`,
  }),
  call(ORGANISATION, 'GET', 'watsonsstore/rolesinstores', 'paged', {
    call: 'GET paged with query parameters',
    url: () => 'watsonsstore/rolesinstores?pageNumber=1&maxItemCountPerPage=10',
  }),
  call(ORGANISATION, 'POST', 'users/getUsersPage', 'paged', {
    body: () =>
      query(
        {},
        [
          { propertyName: 'name', operator: 'contains', targetValue: 'a' },
          { propertyName: 'emailaddress', operator: 'contains', targetValue: 'demo.local' },
          { propertyName: 'userType', operator: 'equal', targetValue: '1' },
        ],
        [{ propertyName: 'name', direction: 0 }],
      ),
  }),
  call(ORGANISATION, 'POST', 'users/GetUsersList', 'read'),
  call(ORGANISATION, 'POST', 'users/CreateUser', 'write', {
    body: (w) => ({
      user: {
        name: 'Uyum',
        surname: `Kullanıcı ${w.tag}`,
        emailAddress: `kullanici.${w.tag}@example.test`,
        userType: 1,
      },
      UserRoleInStores: [{ roleId: id(w, 'storeManagerRole'), storeId: id(w, 'otherStore') }],
    }),
    keep: (w, a) => {
      w.ids.newUser = pickId(a, 'data', 'user', 'id');
    },
  }),
  call(ORGANISATION, 'POST', 'users/GetUser', 'read', { body: (w) => ({ Id: id(w, 'newUser') }) }),
  call(ORGANISATION, 'POST', 'users/{userId}/rolesinstores', 'write', {
    url: (w) => `users/${id(w, 'newUser')}/rolesinstores`,
    body: (w) => ({ roleId: id(w, 'expertRole'), storeId: id(w, 'expertUnit') }),
    keep: (w, a) => {
      w.ids.roleInStore = pickId(a, 'data', 'id');
    },
  }),
  call(ORGANISATION, 'GET', 'users/{id}/roles', 'read', {
    url: (w) => `users/${id(w, 'newUser')}/roles`,
  }),
  call(ORGANISATION, 'GET', 'users/{id}/rolesinstores', 'read', {
    url: (w) => `users/${id(w, 'newUser')}/rolesinstores`,
  }),
  call(ORGANISATION, 'GET', 'users/check?emailAddress', 'read', {
    url: (w) => `users/check?emailAddress=kullanici.${w.tag}@example.test`,
  }),
  call(ORGANISATION, 'DELETE', 'users/{id}/rolesinstores/{id2}', 'write', {
    url: (w) => `users/${id(w, 'newUser')}/rolesinstores/${id(w, 'roleInStore')}`,
  }),
  call(ORGANISATION, 'POST', 'users/{id}/status/{status}', 'write', {
    url: (w) => `users/${id(w, 'newUser')}/status/0`,
  }),
  call(ORGANISATION, 'POST', 'roles/list', 'paged', {
    body: () =>
      query({ maxItemCountPerPage: 30 }, [
        { propertyName: 'name', operator: 'contains', targetValue: 'Müdür' },
        { propertyName: 'roleType', operator: 'notequal', targetValue: '4' },
        { propertyName: 'roleType', operator: 'notequal', targetValue: '5' },
      ]),
  }),
  call(ORGANISATION, 'POST', 'roles/createrole', 'write', {
    body: (w) => ({ name: `Uyum Rolü ${w.tag}`, roleType: 4 }),
  }),
  call(ORGANISATION, 'POST', 'roles/getroles', 'read'),
  call(ORGANISATION, 'GET', 'roles/{id}/rolesinstores', 'read', {
    url: (w) => `roles/${id(w, 'storeManagerRole')}/rolesinstores`,
  }),
  call(ORGANISATION, 'POST', 'getMailGroupsPage', 'paged', {
    body: () => query({ maxItemCountPerPage: 30 }, [], [{ propertyName: 'name', direction: 0 }]),
  }),
  call(ORGANISATION, 'POST', 'createOrUpdateMailGroup', 'write', {
    body: (w) => {
      w.ids.mailGroup = newId();
      return {
        id: w.ids.mailGroup,
        name: `Uyum Grubu ${w.tag}`,
        isActive: true,
        internalRoleIds: [id(w, 'storeManagerRole')],
        extraUsers: [],
        isNew: true,
      };
    },
  }),
  call(ORGANISATION, 'GET', 'getMailGroups', 'read'),
  call(ORGANISATION, 'GET', 'getMailGroup', 'read', {
    url: (w) => `getMailGroup?id=${id(w, 'mailGroup')}`,
  }),
  call(ORGANISATION, 'POST', 'deleteMailGroupFromTicketCategorySet', 'write', {
    body: (w) => ({ id: id(w, 'mailGroup') }),
  }),
  call(ORGANISATION, 'POST', 'deleteMailGroup', 'write', {
    body: (w) => ({ id: id(w, 'mailGroup') }),
  }),
  call(ORGANISATION, 'POST', 'holiday/getHolidays', 'paged', {
    body: () =>
      query(
        {},
        [
          { propertyName: 'Name', operator: 'contains', targetValue: 'BAYRAM' },
          {
            propertyName: 'Date',
            operator: 'greatherThanOrEqual',
            targetValue: '2026.01.01 00:00',
          },
          { propertyName: 'Date', operator: 'lessThan', targetValue: '2027.01.01 00:00' },
        ],
        [{ propertyName: 'date', direction: 0 }],
      ),
  }),
  call(ORGANISATION, 'GET', 'check', 'read'),
];
