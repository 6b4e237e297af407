import {
  asObject,
  id,
  newCardNumber,
  newId,
  newPhone,
  PDF,
  pickId,
  query,
  type SpecCall,
} from './spec-call.ts';

/*
 * The first call list (shell, customers, ticket creation; docs/spec-map.md, Calls), in its
 * order where no row needs an earlier one's answer; fields in the spec's own spelling (`Id`).
 */

const customer = (w: Parameters<SpecCall['url']>[0], firstName: string) => ({
  id: id(w, 'customer'),
  firstName,
  lastName: 'Uyum',
  phoneNumber: id(w, 'phone'),
  datetimeOfCustomer: '1990-05-17',
  emailAddress: `uyum.${w.tag}@example.test`,
  address: {
    cityId: Number(id(w, 'city')),
    countyId: Number(id(w, 'county')),
    details: 'Bahariye Cad. 1',
  },
  loyaltyCards: [{ number: id(w, 'firstCard') }],
});

/** The creation form's ticket: the spec's ticket fields, its id made on the client. */
const formTicket = (w: Parameters<SpecCall['url']>[0]) => ({
  id: id(w, 'ticket'),
  customerId: id(w, 'customer'),
  sourceId: id(w, 'source'),
  storeId: id(w, 'store'),
  ticketTypeId: id(w, 'type'),
  ticketCategoryId: id(w, 'category'),
  ticketSubCategoryId: id(w, 'subCategory'),
  ticketCategorySetId: id(w, 'categorySet'),
  ruleSetId: id(w, 'ruleSet'),
  description: 'Müşteri mağaza personelinin tutumundan şikayetçi.',
  products: [{ productId: id(w, 'product'), count: 1 }],
  answers: [],
  isNotClosed: false,
  isWaitingForProduct: false,
});

export const PART_1_CALLS: SpecCall[] = [
  // Health and session first: nothing depends on them.
  {
    part: 1,
    section: 'Health',
    call: 'GET check',
    as: 'agent',
    method: 'GET',
    url: () => 'check',
    answer: 'read',
  },
  {
    part: 1,
    section: 'Session',
    call: 'POST session/GetCurrentLoginInformation',
    as: 'agent',
    method: 'POST',
    url: () => 'session/GetCurrentLoginInformation',
    answer: 'read',
  },
  {
    part: 1,
    section: 'Address',
    call: 'GET address/cities',
    as: 'agent',
    method: 'GET',
    url: () => 'address/cities',
    answer: 'read',
    keep: (w, a) => {
      w.ids.city = pickId(a, 0, 'id');
    },
  },
  {
    part: 1,
    section: 'Address',
    call: 'GET address/CountiesOfCity/{cityId}',
    as: 'agent',
    method: 'GET',
    url: (w) => `address/CountiesOfCity/${id(w, 'city')}`,
    answer: 'read',
    keep: (w, a) => {
      w.ids.county = pickId(a, 0, 'id');
    },
  },
  {
    part: 1,
    section: 'Address',
    call: 'GET address/GetCountyById/{id}',
    as: 'agent',
    method: 'GET',
    url: (w) => `address/GetCountyById/${id(w, 'county')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/add',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/add',
    body: (w) => {
      w.ids.customer = newId();
      w.ids.phone = newPhone();
      w.ids.firstCard = newCardNumber();
      return customer(w, 'Deniz');
    },
    answer: 'write',
    keep: (w, a) => {
      w.ids.customer = pickId(a, 'data', 'id');
    },
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/update',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/update',
    body: (w) => customer(w, 'Derin'),
    answer: 'write',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'GET customers/id/{id}',
    as: 'agent',
    method: 'GET',
    url: (w) => `customers/id/${id(w, 'customer')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'GET customers/phoneNumber/{phone}',
    as: 'agent',
    method: 'GET',
    url: (w) => `customers/phoneNumber/${id(w, 'phone')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/list',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/list',
    body: (w) =>
      query({ maxItemCountPerPage: 20 }, [
        { propertyName: 'phoneNumber', operator: 'contains', targetValue: id(w, 'phone') },
      ]),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/changeisactivestatus',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/changeisactivestatus',
    body: (w) => ({ id: id(w, 'customer'), isActive: true }),
    answer: 'write',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/changeisflagstatus',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/changeisflagstatus',
    body: (w) => ({ id: id(w, 'customer'), isFlag: false }),
    answer: 'write',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/{brand}cards/add',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/watsonscards/add',
    body: (w) => ({
      number: newCardNumber(),
      customerId: id(w, 'customer'),
      isActiveCard: false,
    }),
    answer: 'write',
    keep: (w, a) => {
      w.ids.card = pickId(a, 'data', 'id');
    },
  },
  {
    part: 1,
    section: 'Customers',
    call: 'GET customers/id/{id}/{brand}cards',
    as: 'agent',
    method: 'GET',
    url: (w) =>
      `customers/id/${id(w, 'customer')}/watsonscards?customerId=${id(w, 'customer')}&onlyActiveCards=false`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/{brand}cards/update',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/watsonscards/update',
    body: (w) => ({ id: id(w, 'card'), customerId: id(w, 'customer'), isActiveCard: true }),
    answer: 'write',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/tickets',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/tickets',
    body: (w) => ({ customerId: id(w, 'customer'), formatter: query({ maxItemCountPerPage: 20 }) }),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Customers',
    call: 'POST customers/checkCustomerDuplicateTickets',
    as: 'agent',
    method: 'POST',
    url: () => 'customers/checkCustomerDuplicateTickets',
    body: (w) => ({
      customerId: id(w, 'customer'),
      type: id(w, 'type'),
      category: id(w, 'category'),
      subCategory: id(w, 'subCategory'),
    }),
    answer: 'read',
  },
  ...(
    [
      ['tickettypes', 'name'],
      ['ticketcategories', 'name'],
      ['ticketsubcategories', 'name'],
    ] as const
  ).map(
    ([path, sortBy]): SpecCall => ({
      part: 1,
      section: 'Hierarchy and lookups',
      call: `POST tickethierarchy/${path}`,
      as: 'agent',
      method: 'POST',
      url: () => `tickethierarchy/${path}`,
      body: () => query({}, [], [{ propertyName: sortBy, direction: 0 }]),
      answer: 'paged',
    }),
  ),
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST tickethierarchy/getticketcategorysets',
    as: 'agent',
    method: 'POST',
    url: () => 'tickethierarchy/getticketcategorysets',
    body: (w) =>
      query({}, [
        { propertyName: 'TypeId', operator: 'equal', targetValue: id(w, 'type') },
        { propertyName: 'CategoryId', operator: 'equal', targetValue: id(w, 'category') },
        { propertyName: 'IsActive', operator: 'equal', targetValue: 'true' },
        { propertyName: 'IsManagerSee', operator: 'equal', targetValue: 'true' },
      ]),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST tickethierarchy/getticketcategoryset',
    as: 'agent',
    method: 'POST',
    url: () => 'tickethierarchy/getticketcategoryset',
    body: (w) => ({ Id: id(w, 'categorySet') }),
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET tickethierarchy/ticketcategoriesoftype?typeId',
    as: 'agent',
    method: 'GET',
    url: (w) => `tickethierarchy/ticketcategoriesoftype?typeId=${id(w, 'type')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET tickethierarchy/TicketSubCategoriesOfCategories?typeId&categoryId',
    as: 'agent',
    method: 'GET',
    url: (w) =>
      `tickethierarchy/TicketSubCategoriesOfCategories?typeId=${id(w, 'type')}&categoryId=${id(w, 'category')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET tickethierarchy/ticketcategoriesoftypeForManager?typeId',
    as: 'storeManager',
    method: 'GET',
    url: (w) => `tickethierarchy/ticketcategoriesoftypeForManager?typeId=${id(w, 'type')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId&categoryId',
    as: 'storeManager',
    method: 'GET',
    url: (w) =>
      `tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId=${id(w, 'type')}&categoryId=${id(w, 'category')}`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET tickethierarchy/{id}/rules',
    as: 'agent',
    method: 'GET',
    url: (w) => `tickethierarchy/${id(w, 'categorySet')}/rules`,
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST rulesets/GetRuleSet',
    as: 'agent',
    method: 'POST',
    url: () => 'rulesets/GetRuleSet',
    body: (w) => ({ id: id(w, 'ruleSet') }),
    answer: 'read',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET CallWrapUps/GetCallWrapUpsForClosed',
    as: 'agent',
    method: 'GET',
    url: () => 'CallWrapUps/GetCallWrapUpsForClosed',
    answer: 'read',
    keep: (w, a) => {
      w.ids.closingWrapUp = pickId(a, 0, 'id');
    },
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST CallWrapUps/GetCallWrapUp',
    as: 'agent',
    method: 'POST',
    url: () => 'CallWrapUps/GetCallWrapUp',
    body: (w) => ({ id: id(w, 'closingWrapUp') }),
    answer: 'read',
  },
  ...(
    [
      'customersvoices/GetCustomersVoices',
      'deliveryTypes/GetDeliveryTypes',
      'cargoCompany/GetAllCargoCompanies',
      'problem/GetAllProblems/1',
      'Order/GetOrderCancellingContentList',
    ] as const
  ).map(
    (path): SpecCall => ({
      part: 1,
      section: 'Hierarchy and lookups',
      call: `GET ${path.replace(/\/1$/, '/{id}')}`,
      as: 'agent',
      method: 'GET',
      url: () => path,
      answer: 'read',
    }),
  ),
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST watsonsstore/GetStoresPage',
    as: 'agent',
    method: 'POST',
    url: () => 'watsonsstore/GetStoresPage',
    body: () =>
      query(
        { maxItemCountPerPage: 30 },
        [{ propertyName: 'name', operator: 'contains', targetValue: 'KADIKÖY' }],
        [{ propertyName: 'name', direction: 0 }],
      ),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST product/list',
    as: 'agent',
    method: 'POST',
    url: () => 'product/list',
    body: () => query({ maxItemCountPerPage: 5 }),
    answer: 'paged',
    keep: (w, a) => {
      w.ids.product = pickId(a, 'items', 0, 'id');
    },
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST campaign/GetCampaigns',
    as: 'agent',
    method: 'POST',
    url: () => 'campaign/GetCampaigns',
    body: () => query({}, [{ propertyName: 'isOnlineShop', operator: 'equal', targetValue: '0' }]),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST ticketquestion/GetTicketQuestions',
    as: 'agent',
    method: 'POST',
    url: () => 'ticketquestion/GetTicketQuestions',
    body: () => query({}, [{ propertyName: 'isActive', operator: 'equal', targetValue: 'true' }]),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Ticket (creation)',
    call: 'POST sources/getsources',
    as: 'agent',
    method: 'POST',
    url: () => 'sources/getsources',
    answer: 'read',
    keep: (w, a) => {
      w.ids.source = pickId(a, 0, 'id');
    },
  },
  {
    part: 1,
    section: 'Ticket (creation)',
    call: 'POST sources/GetSourcesPage',
    as: 'agent',
    method: 'POST',
    url: () => 'sources/GetSourcesPage',
    body: () => query({ maxItemCountPerPage: 30 }),
    answer: 'paged',
  },
  {
    part: 1,
    section: 'Ticket (creation)',
    call: 'POST ticket/CheckTicketCategorySetScript',
    as: 'agent',
    method: 'POST',
    url: () => 'ticket/CheckTicketCategorySetScript',
    body: (w) => ({
      typeId: id(w, 'type'),
      categoryId: id(w, 'category'),
      subCategoryId: id(w, 'subCategory'),
    }),
    answer: 'text',
  },
  {
    part: 1,
    section: 'Ticket (creation)',
    call: 'POST ticket/checkMultipleTicketSameClient',
    as: 'agent',
    method: 'POST',
    url: () => 'ticket/checkMultipleTicketSameClient',
    body: (w) => {
      w.ids.ticket = newId();
      return formTicket(w);
    },
    answer: 'read',
  },
  {
    part: 1,
    section: 'Ticket (creation)',
    call: 'POST ticket/createTicket',
    as: 'agent',
    method: 'POST',
    url: () => 'ticket/createTicket',
    multipart: (w) => {
      w.saved.ticket = formTicket(w);
      return { fields: { ticket: w.saved.ticket }, files: [PDF] };
    },
    answer: 'write',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'POST documents/upload',
    as: 'agent',
    method: 'POST',
    url: () => 'documents/upload',
    multipart: (w) => ({
      fields: { ticketId: id(w, 'ticket') },
      files: [{ ...PDF, name: 'ek.pdf' }],
    }),
    answer: 'write',
    keep: (w, a) => {
      w.ids.document = pickId(a, 'data', 0, 'entityId');
    },
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET documents/download?id',
    as: 'agent',
    method: 'GET',
    url: (w) => `documents/download?id=${id(w, 'document')}`,
    answer: 'file',
  },
  {
    part: 1,
    section: 'Hierarchy and lookups',
    call: 'GET documents/blob?ticketId&blobId',
    as: 'agent',
    method: 'GET',
    url: (w) => `documents/blob?ticketId=${id(w, 'ticket')}&blobId=${id(w, 'document')}`,
    answer: 'file',
  },
  {
    part: 1,
    section: 'Call',
    call: 'POST Call/CreateInboundCallHistory',
    as: 'agent',
    method: 'POST',
    url: () => 'Call/CreateInboundCallHistory',
    body: (w) => ({
      CcmsIdent: 'CCMS1001',
      connectionId: `uyum-${w.tag}`,
      phoneNumber: id(w, 'phone'),
    }),
    answer: 'write',
  },
];

/** The ticket createTicket stored, as the spec's UpdateTicket takes it back (the full ticket). */
export const storedTicket = (w: Parameters<SpecCall['url']>[0]) => asObject(w.saved.ticket);
