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
import { columnSortOrder, sortFieldOfColumn, type TicketListSort } from './ticket-list-query';

type ColumnKey = (typeof TICKET_LIST_COLUMNS)[number]['key'];

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

function plainValue(row: TTicketListRow, key: ColumnKey): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}

type Options = {
  sort: TicketListSort | null;
  canSeeDiscountCode: boolean;
  onOpen: (row: TTicketListRow) => void;
};

/**
 * The columns of both lists in TICKET_LIST_COLUMNS order (the Excel file's too), the discount
 * ones only with Ticket.CanSeeDiscountCode, then the detail button. Sorting is the server's.
 */
export function ticketListColumns({
  sort,
  canSeeDiscountCode,
  onOpen,
}: Options): TableColumnsType<TTicketListRow> {
  const shown = TICKET_LIST_COLUMNS.filter(
    (column) => canSeeDiscountCode || !('discount' in column && column.discount),
  );
  const columns: TableColumnsType<TTicketListRow> = shown.map((column) => {
    const render = RENDERERS[column.key];
    const isSortable = sortFieldOfColumn(column.key) !== undefined;
    return {
      key: column.key,
      title: column.title,
      render: (_value: unknown, row: TTicketListRow) =>
        render ? render(row) : plainValue(row, column.key),
      ...(isSortable
        ? {
            sorter: true,
            sortDirections: ['ascend', 'descend'] as const,
            sortOrder: columnSortOrder(sort, column.key),
          }
        : {}),
      ...(column.key === 'sla' ? { align: 'center' as const } : {}),
    };
  });
  columns.push({
    key: 'actions',
    title: 'Detay',
    align: 'center',
    fixed: 'right',
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
