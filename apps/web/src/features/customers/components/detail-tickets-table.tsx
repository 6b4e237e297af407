import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TCustomerTicketRow } from '@ccms/contract/customers/schemas';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/tickets-statuses';
import { Button, Card, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { ticketDetailPath } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { ticketStatusColor } from '../../../lib/ticket-status-color';
import { useCustomerTickets } from '../api/get-customer-tickets';

const COLUMNS: TableColumnsType<TCustomerTicketRow> = [
  {
    title: 'Bilet No',
    dataIndex: 'ticketNo',
    width: 100,
    // A real link too, for the keyboard and for opening in a new tab.
    render: (ticketNo: number, row) => (
      <Link to={ticketDetailPath(row.id)} onClick={(event) => event.stopPropagation()}>
        {ticketNo}
      </Link>
    ),
  },
  {
    title: 'Durum',
    dataIndex: 'status',
    render: (status: number) => (
      <Tag color={ticketStatusColor(status)}>{ticketStatusLabel(status)}</Tag>
    ),
  },
  { title: 'Alt Durum', dataIndex: 'subStatus', render: ticketSubStatusLabel },
  { title: 'Tip', dataIndex: 'type' },
  { title: 'Kategori', dataIndex: 'category' },
  { title: 'Alt Kategori', dataIndex: 'subCategory' },
  { title: 'Mağaza', dataIndex: 'storeFullName' },
  { title: 'Çözüm Birimi', dataIndex: 'solutionName', render: (name: string | null) => name ?? '' },
  {
    title: 'Oluşturulma Tarihi',
    dataIndex: 'createdDate',
    render: formatDateTime,
    width: 150,
  },
];

type Props = {
  customerId: string;
  /** Opens the 'Yeni Bilet' dialog; without it (or without Ticket.Create) there is no button. */
  onCreateTicket?: () => void;
};

/** The customer's tickets, 20 a page, newest first; a row opens the ticket (docs/domain.md §6). */
export function DetailTicketsTable({ customerId, onCreateTicket }: Props) {
  const navigate = useNavigate();
  const { has } = usePermissions();
  const [pageNumber, setPageNumber] = useState(1);
  const tickets = useCustomerTickets(customerId, pageNumber);

  const createButton =
    has('Ticket.Create') && onCreateTicket ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={onCreateTicket}
        aria-keyshortcuts="Alt+Shift+N"
        data-shortcut-target="new-ticket"
        data-testid="ticket-create"
      >
        Bilet Oluştur
      </Button>
    ) : null;

  return (
    <Card title="Biletler" size="small" extra={createButton}>
      <Table<TCustomerTicketRow>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={tickets.data?.items ?? []}
        loading={tickets.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: tickets.isError
            ? 'Biletler yüklenemedi.'
            : 'Bu müşteriye ait bilet bulunmuyor.',
        }}
        pagination={{
          current: pageNumber,
          pageSize: PAGE_SIZES.customerTickets,
          total: tickets.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `Toplam ${total} bilet`,
          hideOnSinglePage: false,
          onChange: setPageNumber,
        }}
        onRow={(row) => ({
          onClick: () => navigate(ticketDetailPath(row.id)),
          style: { cursor: 'pointer' },
        })}
        data-testid="customer-tickets"
      />
    </Card>
  );
}
