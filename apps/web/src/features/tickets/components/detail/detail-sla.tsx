import { PauseCircleOutlined } from '@ant-design/icons';
import { describeSla } from '@ccms/contract/sla-text';
import { HOLIDAY_KIND, type TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import '../lists/ticket-list-table.css';

type SlaTicket = Pick<
  TTicketDetail,
  | 'status'
  | 'isDeletedFromSLA'
  | 'isSlaPaused'
  | 'isHoliday'
  | 'remainingSlaStatus'
  | 'remainingSlaPercentage'
  | 'remainingSlaMinutes'
  | 'slaMinutes'
>;

const HOLIDAY_LABELS: Readonly<Record<number, string>> = {
  [HOLIDAY_KIND.fullDay]: 'Resmi tatil: SLA işlemiyor',
  [HOLIDAY_KIND.halfDay]: 'Yarım gün tatil: SLA 13:00’ten sonra işlemiyor',
};

/**
 * The ticket's SLA as the lists show it (the same words, colours by level and tooltip,
 * docs/domain.md §4 In words), the tooltip's figures written out beside it, and while the
 * ticket is open the 'SLA durduruldu' and holiday labels.
 */
export function DetailSla({ ticket }: { ticket: SlaTicket }) {
  const sla = describeSla(ticket);
  const isOpen = ticket.status !== TICKET_STATUS.closed;
  const isPaused = isOpen && ticket.isSlaPaused && !ticket.isDeletedFromSLA;
  const holidayLabel = isOpen ? HOLIDAY_LABELS[ticket.isHoliday] : undefined;
  return (
    <Flex wrap gap={8} align="center" data-testid="ticket-sla">
      <Tooltip title={sla.details || undefined}>
        <span
          className={`ticket-sla ticket-sla--${sla.level}`}
          data-testid="ticket-sla-level"
          data-sla-level={sla.level}
        >
          {isPaused && <PauseCircleOutlined aria-hidden />}
          {sla.words}
        </span>
      </Tooltip>
      <Typography.Text type="secondary" data-testid="ticket-sla-remaining">
        {sla.details}
      </Typography.Text>
      {isPaused && (
        <Tag color="orange" data-testid="ticket-sla-paused">
          SLA durduruldu
        </Tag>
      )}
      {holidayLabel && (
        <Tag color="geekblue" data-testid="ticket-sla-holiday">
          {holidayLabel}
        </Tag>
      )}
    </Flex>
  );
}
