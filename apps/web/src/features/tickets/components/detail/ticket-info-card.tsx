import { AlertOutlined } from '@ant-design/icons';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/tickets-statuses';
import { Card, Descriptions, type DescriptionsProps, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ticketStatusColor } from '../../../../lib/ticket-status-color';
import { textOrDash, yesNo } from './detail-format';
import { DetailSla } from './detail-sla';

type Props = {
  ticket: TTicketDetail;
  /** The 'Şikayet' value: a switch for those who may change it. */
  complaint: ReactNode;
  /** The 'Raporlamadan çıkarıldı' value: a switch for those who may change it. */
  removedFromReporting: ReactNode;
};

export function TicketStatusTag({
  ticket,
}: {
  ticket: Pick<TTicketDetail, 'status' | 'subStatus'>;
}) {
  const status = ticketStatusLabel(ticket.status);
  const subStatus = ticketSubStatusLabel(ticket.subStatus);
  return (
    <Tag color={ticketStatusColor(ticket.status)} data-testid="ticket-status">
      {status === subStatus ? status : `${status} / ${subStatus}`}
    </Tag>
  );
}

/**
 * 'Bilet Bilgileri': number, status with sub-status, SLA, the call result, THH and the complaint
 * and reporting flags. Red-alarm breakdowns are marked in red, as in the lists.
 */
export function TicketInfoCard({ ticket, complaint, removedFromReporting }: Props) {
  const items: DescriptionsProps['items'] = [
    { key: 'ticketNo', label: 'Bilet No', children: ticket.ticketNo },
    { key: 'status', label: 'Durum', children: <TicketStatusTag ticket={ticket} /> },
    { key: 'sla', label: 'SLA', children: <DetailSla ticket={ticket} /> },
    { key: 'callWrapUp', label: 'Çağrı Sonucu', children: textOrDash(ticket.callWrapUpName) },
    {
      key: 'customerVoice',
      label: 'Müşterinin Sesi',
      children: textOrDash(ticket.customerVoiceName),
    },
    { key: 'isTHH', label: 'Tüketici Hakem Heyeti', children: yesNo(ticket.isTHH) },
    { key: 'isFromComplaint', label: 'Şikayet', children: complaint },
    { key: 'removedReporting', label: 'Raporlamadan Çıkarıldı', children: removedFromReporting },
  ];
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          Bilet Bilgileri
          {ticket.isRedAlarm && (
            <Tag color="red" icon={<AlertOutlined />} data-testid="ticket-red-alarm">
              Kırmızı Alarm
            </Tag>
          )}
          {ticket.isEdited && <Tag>Düzenlendi</Tag>}
        </Flex>
      }
      size="small"
      className={ticket.isRedAlarm ? 'ticket-detail-card--red-alarm' : undefined}
      data-testid="ticket-info"
    >
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
