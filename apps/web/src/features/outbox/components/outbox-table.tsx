import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TOutboxMessage } from '@ccms/contract/outbox';
import { Button, type TableProps, Typography } from 'antd';
import { Link } from 'react-router';
import { type TimeOrderedPage, TimeOrderedTable } from '../../../components/time-ordered-table';
import { ticketDetailPath } from '../../../lib/paths';
import { channelLabel, kindLabel, OutboxStateTag } from './outbox-labels';

type Props = TimeOrderedPage<TOutboxMessage> & { onOpen: (id: string) => void };

/** The messages, newest first; 'Detay' opens one with its body and errors. */
export function OutboxTable({ onOpen, ...page }: Props) {
  const columns: NonNullable<TableProps<TOutboxMessage>['columns']> = [
    { title: 'Tür', dataIndex: 'kind', key: 'kind', render: kindLabel },
    { title: 'Kanal', dataIndex: 'channel', key: 'channel', render: channelLabel },
    {
      title: 'Bilet No',
      dataIndex: 'ticketNo',
      key: 'ticketNo',
      render: (value: number | null, message) =>
        value !== null && message.ticketId ? (
          <Link to={ticketDetailPath(message.ticketId)}>#{value}</Link>
        ) : (
          ''
        ),
    },
    {
      title: 'Alıcılar',
      dataIndex: 'recipients',
      key: 'recipients',
      render: (value: string[]) => (
        <Typography.Text ellipsis={{ tooltip: value.join(', ') }} style={{ maxWidth: 260 }}>
          {value.join(', ')}
        </Typography.Text>
      ),
    },
    {
      title: 'Konu',
      dataIndex: 'subject',
      key: 'subject',
      render: (value: string | null) => (
        <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 280 }}>
          {value ?? ''}
        </Typography.Text>
      ),
    },
    {
      title: 'Durum',
      dataIndex: 'state',
      key: 'state',
      render: (value: TOutboxMessage['state']) => <OutboxStateTag state={value} />,
    },
    { title: 'Deneme', dataIndex: 'attempts', key: 'attempts', align: 'right' },
    {
      title: 'Son Hata',
      dataIndex: 'failureReason',
      key: 'failureReason',
      render: (value: string | null) => (
        <Typography.Text type="danger" ellipsis={{ tooltip: value }} style={{ maxWidth: 240 }}>
          {value ?? ''}
        </Typography.Text>
      ),
    },
    {
      title: 'Detay',
      key: 'detail',
      align: 'center',
      render: (_: unknown, message) => (
        <Button
          size="small"
          aria-label={`Detay: ${message.subject ?? kindLabel(message.kind)}`}
          onClick={() => onOpen(message.id)}
          data-testid="outbox-detail"
        >
          Detay
        </Button>
      ),
    },
  ];

  return (
    <TimeOrderedTable<TOutboxMessage>
      {...page}
      pageSize={PAGE_SIZES.outbox}
      columns={columns}
      rowNoun="mesaj"
      testId="outbox-table"
    />
  );
}
