import { EyeOutlined } from '@ant-design/icons';
import { TICKET_LIST_COLUMNS, type TTicketListRow } from '@ccms/contract/tickets-lists';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/tickets-statuses';
import { formatMoneyTr } from '@ccms/contract/turkish-format';
import { Button, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import { customerDetailPath, ticketDetailPath } from '../../../../lib/paths';
import { ticketStatusColor } from '../../../../lib/ticket-status-color';
import { SlaCell } from './sla-cell';
import {
  type TicketListColumnKey as ColumnKey,
  FIXED_TICKET_LIST_COLUMNS,
} from './ticket-list-column-choice';
import { columnSortOrder, sortFieldOfColumn, type TicketListSort } from './ticket-list-query';

const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** How each column shows its value; the others show the row's property of the same name. */
const RENDERERS: Partial<Record<ColumnKey, (row: TTicketListRow) => ReactNode>> = {
  ticketNo: (row) => (
    <Link to={ticketDetailPath(row.id)} onClick={stopRowClick}>
      {row.ticketNo}
    </Link>
  ),
  sla: (row) => <SlaCell row={row} />,
  customer: (row) => (
    <Link
      to={customerDetailPath(row.customerId)}
      onClick={stopRowClick}
      data-testid="ticket-row-customer"
    >
      {`${row.customerFirstName} ${row.customerLastName}`}
    </Link>
  ),
  status: (row) => <Tag color={ticketStatusColor(row.status)}>{ticketStatusLabel(row.status)}</Tag>,
  subStatus: (row) => ticketSubStatusLabel(row.subStatus),
  createdDate: (row) => formatDateTime(row.createdDate),
  closedDateTime: (row) => formatDateTime(row.closedDateTime),
  discountCodeAmount: (row) => formatMoneyTr(row.discountCodeAmount),
  moneyPointAmount: (row) => formatMoneyTr(row.moneyPointAmount),
};

/**
 * Widths in px (cell padding included): the table lays out by them and wraps longer texts, so a
 * long store name makes a row taller, not the table wider. SLA fits its longest words in one line
 * ('Süre aşımıyla kapandı', 157 px). The default columns add up to 1046 px: the table's room
 * beside the sidebar at 1366 px with a scrollbar (1053 px).
 */
const WIDTHS: Record<ColumnKey | 'actions', number> = {
  ticketNo: 88,
  sla: 176,
  customer: 128,
  status: 100,
  subStatus: 120,
  ticketCategorySetTypeName: 100,
  ticketCategorySetCategoryName: 130,
  ticketCategorySetSubCategoryName: 140,
  sourceName: 110,
  storeFullName: 136,
  campaignName: 120,
  solutionUnitName: 118,
  orderTicketNumber: 110,
  deliveryTypeName: 120,
  createdDate: 132,
  closedDateTime: 132,
  creatorUserFullName: 112,
  closedUserFullName: 112,
  discountCode: 120,
  discountCodeAmount: 120,
  moneyPoint: 100,
  moneyPointAmount: 120,
  actions: 56,
};

const TITLES = new Map<ColumnKey, string>(
  TICKET_LIST_COLUMNS.map((column) => [column.key, column.title]),
);

/** The table's horizontal extent: the sum of its columns' widths. */
export function ticketListTableWidth(columns: TableColumnsType<TTicketListRow>): number {
  return columns.reduce((sum, column) => sum + (Number(column.width) || 0), 0);
}

function plainValue(row: TTicketListRow, key: ColumnKey): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}

type Options = {
  sort: TicketListSort | null;
  /** Left to right, the fixed ones first (shownColumnKeys). */
  keys: readonly ColumnKey[];
  onOpen: (row: TTicketListRow) => void;
};

/**
 * The columns of both lists as the user chose them (docs/domain.md §12 Columns on screen): number,
 * SLA and customer fixed on the left, 'Detay' on the right, the rest scrolling between them.
 * Sorting is the server's.
 */
export function ticketListColumns({
  sort,
  keys,
  onOpen,
}: Options): TableColumnsType<TTicketListRow> {
  const columns: TableColumnsType<TTicketListRow> = keys.map((key) => {
    const render = RENDERERS[key];
    const isSortable = sortFieldOfColumn(key) !== undefined;
    const isFixed = (FIXED_TICKET_LIST_COLUMNS as readonly string[]).includes(key);
    return {
      key,
      title: TITLES.get(key),
      width: WIDTHS[key],
      ...(isFixed ? { fixed: 'left' as const } : {}),
      render: (_value: unknown, row: TTicketListRow) =>
        render ? render(row) : plainValue(row, key),
      ...(isSortable
        ? {
            sorter: true,
            sortDirections: ['ascend', 'descend'] as const,
            sortOrder: columnSortOrder(sort, key),
          }
        : {}),
      ...(key === 'sla' ? { align: 'center' as const } : {}),
    };
  });
  columns.push({
    key: 'actions',
    title: 'Detay',
    align: 'center',
    fixed: 'right',
    width: WIDTHS.actions,
    render: (_value: unknown, row: TTicketListRow) => (
      <Button
        size="small"
        icon={<EyeOutlined />}
        aria-label={`Bilet ${row.ticketNo} detayı`}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(row);
        }}
        data-testid="ticket-row-detail"
      />
    ),
  });
  return columns;
}
