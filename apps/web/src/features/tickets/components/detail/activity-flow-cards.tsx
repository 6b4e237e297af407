import type {
  TTicketActivityFlow,
  TTicketFlowSummary,
} from '@ccms/contract/tickets-detail/schemas';
import { Card, Table, type TableColumnsType } from 'antd';
import { errorMessagesOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useTicketActivityFlow } from '../../api/detail/get-ticket-activity-flow';
import { durationText } from './detail-format';

type FlowRow = TTicketActivityFlow & { key: number };
type SummaryRow = TTicketFlowSummary & { key: string };

const FLOW_COLUMNS: TableColumnsType<FlowRow> = [
  { key: 'role', title: 'Rol', dataIndex: 'roleName' },
  { key: 'unit', title: 'Birim', dataIndex: 'responsibleStoreName' },
  {
    key: 'createdDate',
    title: 'Başlangıç',
    width: 150,
    render: (_value, row) => formatDateTime(row.createdDate),
  },
  {
    key: 'changeDate',
    title: 'Değişiklik Tarihi',
    width: 150,
    // The current owner has not handed the ticket on yet.
    render: (_value, row) => formatDateTime(row.ticketResponsibleChangeDate) || 'Devam ediyor',
  },
  {
    key: 'duration',
    title: 'Süre',
    width: 160,
    render: (_value, row) =>
      durationText({
        days: row.differenceDays,
        hours: row.differenceHours,
        minutes: row.differenceMinutes,
      }),
  },
  { key: 'creator', title: 'İşlemi Yapan', dataIndex: 'creatorUserFullName' },
];

const SUMMARY_COLUMNS: TableColumnsType<SummaryRow> = [
  { key: 'department', title: 'Departman', dataIndex: 'departmentName' },
  { key: 'duration', title: 'Süre', width: 180, render: (_value, row) => durationText(row) },
];

function useFlow(ticketId: string) {
  const flow = useTicketActivityFlow(ticketId);
  const emptyText = (text: string) => (flow.isError ? errorMessagesOf(flow.error).join(' ') : text);
  return { flow, emptyText };
}

/** 'Aktivite Akışı' (GetTicketActivityFlow): every owner in order and how long it held the ticket. */
export function ActivityFlowCard({ ticketId }: { ticketId: string }) {
  const { flow, emptyText } = useFlow(ticketId);
  const rows = (flow.data?.ticketActivityFlows ?? []).map((row, index) => ({ ...row, key: index }));
  return (
    <Card title="Aktivite Akışı" size="small" data-testid="ticket-activity-flow">
      <Table<FlowRow>
        size="small"
        columns={FLOW_COLUMNS}
        dataSource={rows}
        loading={flow.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyText('Akış kaydı yok.') }}
      />
    </Card>
  );
}

/**
 * 'Departman Bazlı SLA Süreleri': the time under each department, summed over the flow. Reads
 * the same cached call as the activity flow (one request for both).
 */
export function FlowSummaryCard({ ticketId }: { ticketId: string }) {
  const { flow, emptyText } = useFlow(ticketId);
  const rows = (flow.data?.ticketActivityFlowSummaryInformations ?? []).map((row) => ({
    ...row,
    key: row.departmentName,
  }));
  return (
    <Card title="Departman Bazlı SLA Süreleri" size="small" data-testid="ticket-flow-summary">
      <Table<SummaryRow>
        size="small"
        columns={SUMMARY_COLUMNS}
        dataSource={rows}
        loading={flow.isPending}
        pagination={false}
        locale={{ emptyText: emptyText('Kayıt yok.') }}
      />
    </Card>
  );
}
