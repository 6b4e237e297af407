import type { TTicketAnswer } from '@ccms/contract/tickets-detail/schemas';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { errorMessagesOf } from '../../../../lib/api-error';
import { useTicketQuestionsByTicketId } from '../../api/detail/get-ticket-questions-by-ticket-id';
import { textOrDash } from './detail-format';

const COLUMNS: TableColumnsType<TTicketAnswer> = [
  { key: 'question', title: 'Soru', dataIndex: 'description' },
  {
    key: 'state',
    title: 'Cevap',
    width: 100,
    render: (_value, row) => (
      <Tag color={row.state ? 'green' : 'default'}>{row.state ? 'Evet' : 'Hayır'}</Tag>
    ),
  },
  {
    key: 'ivrDescription',
    title: 'IVR Açıklaması',
    render: (_value, row) => textOrDash(row.ivrDescription),
  },
];

/** 'Anket Cevapları' (GetTicketQuestionsByTicketId): each survey question with its answer. */
export function SurveyAnswersCard({ ticketId }: { ticketId: string }) {
  const questions = useTicketQuestionsByTicketId(ticketId, true);
  return (
    <Card title="Anket Cevapları" size="small" data-testid="ticket-survey">
      <Table<TTicketAnswer>
        size="small"
        columns={COLUMNS}
        dataSource={questions.data ?? []}
        rowKey="id"
        loading={questions.isPending}
        pagination={false}
        locale={{
          emptyText: questions.isError
            ? errorMessagesOf(questions.error).join(' ')
            : 'Anket cevabı yok.',
        }}
      />
    </Card>
  );
}
