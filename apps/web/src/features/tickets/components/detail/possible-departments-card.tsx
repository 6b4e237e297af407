import type { TTicketOfFlow } from '@ccms/contract/tickets-detail/schemas';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { errorMessagesOf } from '../../../../lib/api-error';
import { useTicketOfFlows } from '../../api/detail/get-ticket-of-flows';
import { textOrDash } from './detail-format';

/** Rule-set flow permissions (docs/domain.md §13.8): 0 read, 1 write. */
const ACTION_LABELS: Readonly<Record<number, string>> = { 0: 'Okuma', 1: 'Yazma' };

const COLUMNS: TableColumnsType<TTicketOfFlow> = [
  { key: 'role', title: 'Rol', dataIndex: 'roleName' },
  {
    key: 'action',
    title: 'Yetki',
    width: 100,
    render: (_value, row) => (
      <Tag color={row.actionStatus === 1 ? 'blue' : 'default'}>
        {ACTION_LABELS[row.actionStatus] ?? row.actionStatus}
      </Tag>
    ),
  },
  { key: 'user', title: 'Kişi', render: (_value, row) => textOrDash(row.userFullName) },
  {
    key: 'email',
    title: 'E-posta',
    render: (_value, row) => textOrDash(row.userEmailAddress),
  },
];

/** 'Olası Sorumlu Departmanlar' (GetTicketOfFlows): the rule set's roles and who holds them. */
export function PossibleDepartmentsCard({ ticketId }: { ticketId: string }) {
  const flows = useTicketOfFlows(ticketId);
  return (
    <Card title="Olası Sorumlu Departmanlar" size="small" data-testid="ticket-possible-departments">
      <Table<TTicketOfFlow>
        size="small"
        columns={COLUMNS}
        dataSource={flows.data ?? []}
        rowKey="id"
        loading={flows.isPending}
        pagination={false}
        locale={{
          emptyText: flows.isError ? errorMessagesOf(flows.error).join(' ') : 'Kayıt yok.',
        }}
      />
    </Card>
  );
}
