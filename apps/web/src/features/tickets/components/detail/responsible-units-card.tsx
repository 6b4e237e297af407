import type { TTicketResponsibleStore } from '@ccms/contract/tickets-detail/schemas';
import { Card, Table, type TableColumnsType } from 'antd';
import { errorMessagesOf } from '../../../../lib/api-error';
import { useTicketCurrentFlows } from '../../api/detail/get-ticket-current-flows';

const COLUMNS: TableColumnsType<TTicketResponsibleStore> = [
  { key: 'store', title: 'Birim', dataIndex: 'responsibleStoreName' },
  { key: 'role', title: 'Rol', dataIndex: 'roleName' },
];

/** 'Sorumlu Birimler' (GetTicketCurrentFlows): who has to answer the ticket now. */
export function ResponsibleUnitsCard({ ticketId }: { ticketId: string }) {
  const flows = useTicketCurrentFlows(ticketId);
  return (
    <Card title="Sorumlu Birimler" size="small" data-testid="ticket-responsible-units">
      <Table<TTicketResponsibleStore>
        size="small"
        columns={COLUMNS}
        dataSource={flows.data ?? []}
        rowKey={(row) => `${row.roleId}|${row.responsibleStoreId}`}
        loading={flows.isPending}
        pagination={false}
        locale={{
          emptyText: flows.isError ? errorMessagesOf(flows.error).join(' ') : 'Sorumlu birim yok.',
        }}
      />
    </Card>
  );
}
