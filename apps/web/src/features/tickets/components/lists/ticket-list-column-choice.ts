import { TICKET_LIST_COLUMNS } from '@ccms/contract/tickets-lists';

export type TicketListColumnKey = (typeof TICKET_LIST_COLUMNS)[number]['key'];

/**
 * Always shown, fixed on the left in this order: they tell the rows apart while the rest scrolls
 * (docs/domain.md §12 Columns on screen).
 */
export const FIXED_TICKET_LIST_COLUMNS = ['ticketNo', 'sla', 'customer'] as const;
type FixedColumnKey = (typeof FIXED_TICKET_LIST_COLUMNS)[number];

/** The columns the user may show, hide and order. */
export type MovableColumnKey = Exclude<TicketListColumnKey, FixedColumnKey>;

/** Which movable columns show, in which order; every movable column appears once. */
export type TicketListColumnChoice = readonly { key: MovableColumnKey; isShown: boolean }[];

const isFixed = (key: string): key is FixedColumnKey =>
  (FIXED_TICKET_LIST_COLUMNS as readonly string[]).includes(key);

const MOVABLE_COLUMNS: readonly MovableColumnKey[] = TICKET_LIST_COLUMNS.map(
  (column) => column.key,
).filter((key): key is MovableColumnKey => !isFixed(key));

const isMovable = (key: string): key is MovableColumnKey =>
  (MOVABLE_COLUMNS as readonly string[]).includes(key);

// With the fixed columns and 'Detay' these fit the table beside the sidebar at 1366 px; the
// reported missing ones (created date, creator, solution unit) are among them.
const SHOWN_BY_DEFAULT: ReadonlySet<MovableColumnKey> = new Set<MovableColumnKey>([
  'status',
  'storeFullName',
  'solutionUnitName',
  'createdDate',
  'creatorUserFullName',
]);

/** The choice on first opening and after 'Varsayılana dön': TICKET_LIST_COLUMNS order. */
export const DEFAULT_TICKET_LIST_COLUMNS: TicketListColumnChoice = MOVABLE_COLUMNS.map((key) => ({
  key,
  isShown: SHOWN_BY_DEFAULT.has(key),
}));

/** Discount columns only for Ticket.CanSeeDiscountCode; the rows lack them otherwise. */
export function isColumnAvailable(key: TicketListColumnKey, canSeeDiscountCode: boolean): boolean {
  const column = TICKET_LIST_COLUMNS.find((candidate) => candidate.key === key);
  return canSeeDiscountCode || !(column && 'discount' in column && column.discount);
}

/**
 * A stored choice made whole: unknown and repeated keys dropped (a column taken out of the
 * list), columns it does not name (added since) appended with their default visibility.
 */
export function completeColumnChoice(
  stored: readonly { key: string; isShown: boolean }[],
): TicketListColumnChoice {
  const seen = new Set<MovableColumnKey>();
  const kept: { key: MovableColumnKey; isShown: boolean }[] = [];
  for (const { key, isShown } of stored) {
    if (!isMovable(key) || seen.has(key)) continue;
    seen.add(key);
    kept.push({ key, isShown });
  }
  const added = DEFAULT_TICKET_LIST_COLUMNS.filter((column) => !seen.has(column.key));
  return [...kept, ...added];
}

export function setColumnShown(
  choice: TicketListColumnChoice,
  key: MovableColumnKey,
  isShown: boolean,
): TicketListColumnChoice {
  return choice.map((column) => (column.key === key ? { key, isShown } : column));
}

/**
 * Swaps a column with its nearest neighbour the user can see in the chooser (`isAvailable`), so
 * a column hidden by permission never makes a move look like nothing happened. At either end the
 * choice comes back unchanged.
 */
export function moveColumn(
  choice: TicketListColumnChoice,
  key: MovableColumnKey,
  direction: 'up' | 'down',
  isAvailable: (key: MovableColumnKey) => boolean = () => true,
): TicketListColumnChoice {
  const from = choice.findIndex((column) => column.key === key);
  if (from < 0) return choice;
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < choice.length && !isAvailable(choice[to].key)) to += step;
  if (to < 0 || to >= choice.length) return choice;
  const moved = [...choice];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** The table's columns left to right: the fixed ones, then the shown available ones in order. */
export function shownColumnKeys(
  choice: TicketListColumnChoice,
  isAvailable: (key: TicketListColumnKey) => boolean,
): TicketListColumnKey[] {
  const movable = choice
    .filter((column) => column.isShown && isAvailable(column.key))
    .map((column) => column.key);
  return [...FIXED_TICKET_LIST_COLUMNS, ...movable];
}
