import { TICKET_LIST_DEFAULT_SORT } from '@ccms/contract/tickets-lists';
import { describe, expect, it } from 'vitest';
import {
  buildGetTicketsRequest,
  buildTicketListExcelFormatter,
  buildTicketListFilters,
  buildTicketListFormatter,
  columnSortOrder,
  dateShortcutRange,
  INITIAL_TICKET_LIST_STATE,
  type TicketListFilters,
  toFilterDateTime,
  toTicketListSort,
} from './ticket-list-query';

const ACTIVE_SETS_ONLY = {
  propertyName: 'isActiveCategorySet',
  operator: 'equal',
  targetValue: true,
} as const;

/** The filters sent besides the ever-present isActiveCategorySet. */
const sentFor = (values: TicketListFilters) =>
  buildTicketListFilters(values).filter((f) => f.propertyName !== 'isActiveCategorySet');

describe('buildTicketListFilters', () => {
  it('sends only isActiveCategorySet = true for an empty card', () => {
    expect(buildTicketListFilters({})).toEqual([ACTIVE_SETS_ONLY]);
    expect(buildTicketListFilters(INITIAL_TICKET_LIST_STATE.filters)).toEqual([ACTIVE_SETS_ONLY]);
  });

  it('sends isActiveCategorySet as the opposite of the all-tickets box', () => {
    expect(buildTicketListFilters({ isAllTickets: true })).toEqual([
      { ...ACTIVE_SETS_ONLY, targetValue: false },
    ]);
  });

  it('trims texts, leaves empty ones out, upper-cases store, source, unit and names in Turkish', () => {
    expect(
      sentFor({
        storeFullName: '  kadıköy ',
        sourceName: 'çağrı merkezi',
        solutionUnitName: 'müşteri hizmetleri',
        customerFirstName: 'ilker',
        customerLastName: ' ışık',
        callWrapUpName: ' Bilgi verildi ',
        customerPhoneNumber: ' 0532 ',
        orderTicketNumber: '   ',
        ticketNo: '',
      }),
    ).toEqual([
      { propertyName: 'storeFullName', operator: 'contains', targetValue: 'KADIKÖY' },
      { propertyName: 'sourceName', operator: 'contains', targetValue: 'ÇAĞRI MERKEZİ' },
      { propertyName: 'callWrapUpName', operator: 'contains', targetValue: 'Bilgi verildi' },
      {
        propertyName: 'solutionUnitName',
        operator: 'contains',
        targetValue: 'MÜŞTERİ HİZMETLERİ',
      },
      { propertyName: 'customerPhoneNumber', operator: 'contains', targetValue: '0532' },
      { propertyName: 'customerFirstName', operator: 'contains', targetValue: 'İLKER' },
      { propertyName: 'customerLastName', operator: 'contains', targetValue: 'IŞIK' },
    ]);
  });

  it('sends ids and the ticket number with equal, a ticket number only when it is digits', () => {
    const id = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';
    expect(
      sentFor({
        typeId: id,
        categoryId: id,
        subCategoryId: id,
        deliveryTypeId: id,
        ticketNo: ' 42 ',
      }),
    ).toEqual([
      { propertyName: 'deliveryTypeId', operator: 'equal', targetValue: id },
      { propertyName: 'typeId', operator: 'equal', targetValue: id },
      { propertyName: 'categoryId', operator: 'equal', targetValue: id },
      { propertyName: 'subCategoryId', operator: 'equal', targetValue: id },
      { propertyName: 'ticketNo', operator: 'equal', targetValue: 42 },
    ]);
    expect(sentFor({ ticketNo: '4a2' })).toEqual([]);
  });

  it('sends the creator and closing user by id with equal, never their names', () => {
    const creator = '0b6f1f3e-8c1d-4d7e-9a52-1d1f7b1c2a01';
    const closer = '0b6f1f3e-8c1d-4d7e-9a52-1d1f7b1c2a02';
    expect(
      sentFor({
        creatorUserId: creator,
        creatorUserDisplayName: 'Mehmet Demir (agent@demo.local)',
        closedUserId: closer,
        closedUserDisplayName: 'Selin Arslan (lider@demo.local)',
      }),
    ).toEqual([
      { propertyName: 'creatorUserId', operator: 'equal', targetValue: creator },
      { propertyName: 'closedUserId', operator: 'equal', targetValue: closer },
    ]);
    expect(sentFor({ creatorUserId: ' ', creatorUserDisplayName: 'Ali Veli' })).toEqual([]);
  });

  it('sends date ranges as >= start of the first day and <= end of the last, YYYY.MM.DD HH:mm', () => {
    expect(
      sentFor({
        createdDateFrom: '2024-03-01',
        createdDateTo: '2024-03-31',
        closedDateTo: '2024-04-02',
      }),
    ).toEqual([
      {
        propertyName: 'createdDate',
        operator: 'greatherThanOrEqual',
        targetValue: '2024.03.01 00:00',
      },
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2024.03.31 23:59' },
      {
        propertyName: 'closedDateTime',
        operator: 'lessThanOrEqual',
        targetValue: '2024.04.02 23:59',
      },
    ]);
  });

  it('sends status: nothing for all, notequal 3 for open, equal N for one status', () => {
    expect(sentFor({ status: 'all' })).toEqual([]);
    expect(sentFor({ status: 'open' })).toEqual([
      { propertyName: 'status', operator: 'notequal', targetValue: 3 },
    ]);
    expect(sentFor({ status: 5 })).toEqual([
      { propertyName: 'status', operator: 'equal', targetValue: 5 },
    ]);
  });

  it('sends the ticked flags as equal true and leaves the others out', () => {
    expect(
      sentFor({ isFromComplaint: true, isEditedTickets: false, hasDiscountCode: true }),
    ).toEqual([
      { propertyName: 'hasDiscountCode', operator: 'equal', targetValue: true },
      { propertyName: 'isFromComplaint', operator: 'equal', targetValue: true },
    ]);
  });
});

describe('dates', () => {
  it('turns a day into its first or last minute and refuses non-days', () => {
    expect(toFilterDateTime('2024-12-31', 'start')).toBe('2024.12.31 00:00');
    expect(toFilterDateTime('2024-12-31', 'end')).toBe('2024.12.31 23:59');
    expect(toFilterDateTime('2024-02-30', 'start')).toBeNull();
    expect(toFilterDateTime('yesterday', 'end')).toBeNull();
  });

  it('gives the shortcut ranges back from today, today being the last of their days', () => {
    const today = new Date(2024, 2, 15, 10, 30);
    // 9 to 15 March: seven calendar days.
    expect(dateShortcutRange(7, today)).toEqual({ from: '2024-03-09', to: '2024-03-15' });
    expect(dateShortcutRange(30, today)).toEqual({ from: '2024-02-15', to: '2024-03-15' });
    expect(dateShortcutRange(90, today)).toEqual({ from: '2023-12-17', to: '2024-03-15' });
  });
});

describe('sorting and paging', () => {
  it('uses the SLA order by default and pages 20 at a time', () => {
    const formatter = buildTicketListFormatter(INITIAL_TICKET_LIST_STATE);
    expect(formatter.sortings).toEqual(TICKET_LIST_DEFAULT_SORT);
    expect(formatter.paging).toEqual({ pageNumber: 1, maxItemCountPerPage: 20 });
  });

  it('sorts by the chosen column, then the newest ticket number', () => {
    const formatter = buildTicketListFormatter({
      ...INITIAL_TICKET_LIST_STATE,
      sort: { field: 'createdDate', order: 'descend' },
      page: 3,
    });
    expect(formatter.sortings).toEqual([
      { propertyName: 'createdDate', priority: 0, direction: 1 },
      { propertyName: 'ticketNo', priority: 1, direction: 1 },
    ]);
    expect(formatter.paging?.pageNumber).toBe(3);
    expect(
      buildTicketListFormatter({
        ...INITIAL_TICKET_LIST_STATE,
        sort: { field: 'ticketNo', order: 'ascend' },
      }).sortings,
    ).toEqual([{ propertyName: 'ticketNo', priority: 0, direction: 0 }]);
  });

  it('maps table columns to server properties and falls back to the default', () => {
    expect(toTicketListSort({ columnKey: 'sla', order: 'descend' })).toEqual({
      field: 'remainingSlaPercentage',
      order: 'descend',
    });
    expect(toTicketListSort([{ columnKey: 'customer', order: 'ascend' }])).toEqual({
      field: 'customerFirstName',
      order: 'ascend',
    });
    expect(toTicketListSort({ columnKey: 'campaignName', order: 'ascend' })).toBeNull();
    expect(toTicketListSort({ columnKey: 'ticketNo', order: null })).toBeNull();
  });

  it('shows the default order on the SLA column', () => {
    expect(columnSortOrder(null, 'sla')).toBe('ascend');
    expect(columnSortOrder(null, 'ticketNo')).toBeNull();
    const sort = { field: 'status', order: 'descend' } as const;
    expect(columnSortOrder(sort, 'status')).toBe('descend');
    expect(columnSortOrder(sort, 'sla')).toBeNull();
  });

  it('builds the Excel query without paging and the my-tickets body with the selector', () => {
    const formatter = buildTicketListExcelFormatter({
      ...INITIAL_TICKET_LIST_STATE,
      filters: { status: 'open' },
      page: 4,
    });
    expect(formatter.paging).toBeUndefined();
    expect(formatter.filters).toContainEqual({
      propertyName: 'status',
      operator: 'notequal',
      targetValue: 3,
    });
    expect(buildGetTicketsRequest(formatter, 0)).toEqual({ formatter, assignFilter: 0 });
  });
});
