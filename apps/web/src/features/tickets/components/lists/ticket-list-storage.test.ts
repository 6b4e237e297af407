import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TICKET_LIST_COLUMNS,
  moveColumn,
  setColumnShown,
} from './ticket-list-column-choice';
import { INITIAL_TICKET_LIST_STATE, type TicketListState } from './ticket-list-query';
import {
  parseTicketListState,
  serializeTicketListState,
  TICKET_LIST_STORAGE_KEYS,
} from './ticket-list-storage';

// 'Durum' hidden, 'Oluşturan' moved up one, 'Kapanış Tarihi' shown.
const CHOSEN_COLUMNS = setColumnShown(
  setColumnShown(
    moveColumn(DEFAULT_TICKET_LIST_COLUMNS, 'creatorUserFullName', 'up'),
    'status',
    false,
  ),
  'closedDateTime',
  true,
);

const SAVED: TicketListState = {
  filters: {
    status: 'open',
    storeFullName: 'kadıköy',
    typeId: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
    createdDateFrom: '2024-03-08',
    createdDateTo: '2024-03-15',
    isAllTickets: true,
  },
  sort: { field: 'ticketNo', order: 'descend' },
  page: 3,
  pageSize: 20,
  assignFilter: 0,
  columns: CHOSEN_COLUMNS,
};

describe('ticket list storage', () => {
  it('keeps the two lists under different keys', () => {
    expect(TICKET_LIST_STORAGE_KEYS.mine).not.toBe(TICKET_LIST_STORAGE_KEYS.all);
  });

  it('restores what it saved: filters, sort, page, the selector and the columns', () => {
    expect(parseTicketListState(serializeTicketListState(SAVED))).toEqual(SAVED);
    const byStatus = { ...SAVED, filters: { status: 2 as const }, sort: null };
    expect(parseTicketListState(serializeTicketListState(byStatus))).toEqual(byStatus);
  });

  it("restores the chosen users' names with their ids, without a look-up", () => {
    const withUsers: TicketListState = {
      ...SAVED,
      filters: {
        ...SAVED.filters,
        creatorUserId: '0b6f1f3e-8c1d-4d7e-9a52-1d1f7b1c2a01',
        creatorUserDisplayName: 'Mehmet Demir (agent@demo.local)',
        closedUserId: '0b6f1f3e-8c1d-4d7e-9a52-1d1f7b1c2a02',
        closedUserDisplayName: 'Selin Arslan (lider@demo.local)',
      },
    };
    expect(parseTicketListState(serializeTicketListState(withUsers))).toEqual(withUsers);
  });

  it('still loads an entry saved before the user filters existed', () => {
    const old =
      '{"filters":{"status":"open","storeFullName":"kadıköy","createdDateFrom":"2024-03-08"},' +
      '"sort":{"field":"ticketNo","order":"descend"},"page":3,"pageSize":20,"assignFilter":0}';
    expect(parseTicketListState(old)).toEqual({
      filters: { status: 'open', storeFullName: 'kadıköy', createdDateFrom: '2024-03-08' },
      sort: { field: 'ticketNo', order: 'descend' },
      page: 3,
      pageSize: 20,
      assignFilter: 0,
      columns: DEFAULT_TICKET_LIST_COLUMNS,
    });
  });

  it('keeps the filters when only the stored columns are broken, with the default columns', () => {
    const text = (columns: unknown) => JSON.stringify({ ...SAVED, columns });
    for (const broken of ['status', [{ key: 'status', isShown: 'yes' }], [{ isShown: true }]]) {
      expect(parseTicketListState(text(broken))).toEqual({
        ...SAVED,
        columns: DEFAULT_TICKET_LIST_COLUMNS,
      });
    }
  });

  it('drops stored columns no longer listed and adds new ones at the end, as by default', () => {
    const stored = [
      { key: 'createdDate', isShown: false },
      { key: 'retiredColumn', isShown: true },
      { key: 'ticketNo', isShown: false },
      { key: 'status', isShown: true },
    ];
    const { columns } = parseTicketListState(JSON.stringify({ ...SAVED, columns: stored }));
    expect(columns.slice(0, 2)).toEqual([
      { key: 'createdDate', isShown: false },
      { key: 'status', isShown: true },
    ]);
    expect(columns.slice(2)).toEqual(
      DEFAULT_TICKET_LIST_COLUMNS.filter(
        (column) => column.key !== 'createdDate' && column.key !== 'status',
      ),
    );
  });

  it('starts afresh when nothing, broken JSON or a foreign shape is stored', () => {
    expect(parseTicketListState(null)).toEqual(INITIAL_TICKET_LIST_STATE);
    expect(parseTicketListState('{oops')).toEqual(INITIAL_TICKET_LIST_STATE);
    expect(parseTicketListState('[]')).toEqual(INITIAL_TICKET_LIST_STATE);
    const text = (change: object) => JSON.stringify({ ...SAVED, ...change });
    expect(parseTicketListState(text({ page: 0 }))).toEqual(INITIAL_TICKET_LIST_STATE);
    expect(parseTicketListState(text({ pageSize: 5000 }))).toEqual(INITIAL_TICKET_LIST_STATE);
    expect(parseTicketListState(text({ sort: { field: 'password', order: 'ascend' } }))).toEqual(
      INITIAL_TICKET_LIST_STATE,
    );
    expect(parseTicketListState(text({ filters: { status: 9 } }))).toEqual(
      INITIAL_TICKET_LIST_STATE,
    );
    expect(parseTicketListState(text({ filters: { typeId: 'not-a-uuid' } }))).toEqual(
      INITIAL_TICKET_LIST_STATE,
    );
    expect(parseTicketListState(text({ filters: { creatorUserId: 'agent' } }))).toEqual(
      INITIAL_TICKET_LIST_STATE,
    );
  });

  it('drops unknown stored properties', () => {
    const stored = JSON.stringify({ ...SAVED, extra: 1, filters: { ...SAVED.filters, x: 'y' } });
    expect(parseTicketListState(stored)).toEqual(SAVED);
  });
});
