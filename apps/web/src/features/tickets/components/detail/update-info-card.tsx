import { HistoryOutlined } from '@ant-design/icons';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Button, Card, Descriptions, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { textOrDash } from './detail-format';
import { UpdateHistoryDialog } from './update-history-dialog';

type Props = {
  ticket: TTicketDetail;
  /** Ticket.LastEdit: the 'Güncelleme Geçmişi' button and dialog. */
  canSeeLastEdit: boolean;
};

/** 'Güncelleme Bilgileri': who created, last changed and closed the ticket, and when. */
export function UpdateInfoCard({ ticket, canSeeLastEdit }: Props) {
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const items: DescriptionsProps['items'] = [
    { key: 'creator', label: 'Oluşturan', children: textOrDash(ticket.creatorUserFullName) },
    {
      key: 'createdDate',
      label: 'Oluşturulma Tarihi',
      children: textOrDash(formatDateTime(ticket.CreatedDate)),
    },
    { key: 'modifier', label: 'Güncelleyen', children: textOrDash(ticket.modifierUserFullName) },
    {
      key: 'modifiedDate',
      label: 'Güncellenme Tarihi',
      children: textOrDash(formatDateTime(ticket.modifiedDate)),
    },
    { key: 'closer', label: 'Kapatan', children: textOrDash(ticket.closedUserFullName) },
    {
      key: 'closedDate',
      label: 'Kapatılma Tarihi',
      children: textOrDash(formatDateTime(ticket.closedDateTime)),
    },
  ];
  return (
    <Card
      title="Güncelleme Bilgileri"
      size="small"
      data-testid="ticket-update-info"
      extra={
        canSeeLastEdit && (
          <Button
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => setHistoryOpen(true)}
            data-testid="ticket-update-history-open"
          >
            Güncelleme Geçmişi
          </Button>
        )
      }
    >
      <Descriptions size="small" column={1} items={items} />
      {canSeeLastEdit && (
        <UpdateHistoryDialog
          histories={ticket.ticketUpdateHistories}
          open={isHistoryOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </Card>
  );
}
