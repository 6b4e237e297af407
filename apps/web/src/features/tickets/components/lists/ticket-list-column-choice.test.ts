import { TICKET_LIST_COLUMNS } from '@ccms/contract/tickets-lists';
import { describe, expect, it } from 'vitest';
import {
  completeColumnChoice,
  DEFAULT_TICKET_LIST_COLUMNS,
  isColumnAvailable,
  moveColumn,
  setColumnShown,
  shownColumnKeys,
  type TicketListColumnChoice,
} from './ticket-list-column-choice';

const keysOf = (choice: TicketListColumnChoice) => choice.map((column) => column.key);
const everyColumn = () => true;
const withoutDiscount = (key: string) => isColumnAvailable(key as 'status', false);

describe('ticket list column choice', () => {
  it('offers every column but number, SLA and customer, in the Excel order', () => {
    expect(keysOf(DEFAULT_TICKET_LIST_COLUMNS)).toEqual(
      TICKET_LIST_COLUMNS.map((column) => column.key).filter(
        (key) => !['ticketNo', 'sla', 'customer'].includes(key),
      ),
    );
  });

  it('shows the fixed three first, then a default set with date, creator and solution unit', () => {
    expect(shownColumnKeys(DEFAULT_TICKET_LIST_COLUMNS, everyColumn)).toEqual([
      'ticketNo',
      'sla',
      'customer',
      'status',
      'storeFullName',
      'solutionUnitName',
      'createdDate',
      'creatorUserFullName',
    ]);
  });

  it('hides and shows a column in its place', () => {
    const hidden = setColumnShown(DEFAULT_TICKET_LIST_COLUMNS, 'storeFullName', false);
    expect(shownColumnKeys(hidden, everyColumn)).not.toContain('storeFullName');
    const closed = setColumnShown(hidden, 'closedDateTime', true);
    expect(shownColumnKeys(closed, everyColumn).slice(-3)).toEqual([
      'createdDate',
      'closedDateTime',
      'creatorUserFullName',
    ]);
    expect(keysOf(closed)).toEqual(keysOf(DEFAULT_TICKET_LIST_COLUMNS));
  });

  it('moves a column up and down one place, and not past either end', () => {
    const keys = keysOf(DEFAULT_TICKET_LIST_COLUMNS);
    const up = moveColumn(DEFAULT_TICKET_LIST_COLUMNS, 'subStatus', 'up');
    expect(keysOf(up).slice(0, 2)).toEqual(['subStatus', 'status']);
    expect(keysOf(moveColumn(up, 'subStatus', 'down'))).toEqual(keys);
    expect(moveColumn(DEFAULT_TICKET_LIST_COLUMNS, 'status', 'up')).toBe(
      DEFAULT_TICKET_LIST_COLUMNS,
    );
    const last = keys[keys.length - 1];
    expect(moveColumn(DEFAULT_TICKET_LIST_COLUMNS, last, 'down')).toBe(DEFAULT_TICKET_LIST_COLUMNS);
  });

  it('moves past the discount columns a user without the permission never sees', () => {
    // 'Kapatan' moved to the very end, behind the four discount columns this user lacks.
    const choice = completeColumnChoice([
      ...DEFAULT_TICKET_LIST_COLUMNS.filter((column) => column.key !== 'closedUserFullName'),
      { key: 'closedUserFullName', isShown: true },
    ]);
    const down = moveColumn(choice, 'closedUserFullName', 'down', withoutDiscount);
    expect(down).toBe(choice);
    const up = moveColumn(choice, 'closedUserFullName', 'up', withoutDiscount);
    const visible = keysOf(up).filter(withoutDiscount);
    expect(visible.slice(-2)).toEqual(['closedUserFullName', 'creatorUserFullName']);
  });

  it('leaves the discount columns out of the table without the permission', () => {
    const all = DEFAULT_TICKET_LIST_COLUMNS.map((column) => ({ ...column, isShown: true }));
    expect(shownColumnKeys(all, withoutDiscount)).not.toContain('discountCode');
    expect(shownColumnKeys(all, everyColumn)).toContain('discountCode');
  });

  it('completes a stored choice: repeats and fixed or unknown keys out, new ones in', () => {
    const completed = completeColumnChoice([
      { key: 'status', isShown: false },
      { key: 'status', isShown: true },
      { key: 'sla', isShown: false },
      { key: 'nope', isShown: true },
    ]);
    expect(completed[0]).toEqual({ key: 'status', isShown: false });
    expect(keysOf(completed).sort()).toEqual(keysOf(DEFAULT_TICKET_LIST_COLUMNS).sort());
  });
});
