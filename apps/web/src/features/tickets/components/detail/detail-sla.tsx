import { PauseCircleOutlined } from '@ant-design/icons';
import { HOLIDAY_KIND, type TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { slaHoursText } from '@ccms/contract/tickets-lists';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import {
  SLA_LEVEL_LABELS,
  slaClassName,
  slaLevelOf,
  slaPercentText,
} from '../lists/ticket-list-sla';
import '../lists/ticket-list-table.css';
import { slaRemainingText } from './detail-format';

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
 * The ticket's SLA as the lists show it (same colours by level and hours tooltip, docs/domain.md
 * §12 Rows and columns), with the remaining time written out, and while the ticket is open the
 * 'SLA durduruldu' and holiday labels.
 */
export function DetailSla({ ticket }: { ticket: SlaTicket }) {
  const level = slaLevelOf(ticket);
  const percent = slaPercentText(ticket);
  const hours = slaHoursText(ticket);
  const isOpen = ticket.status !== TICKET_STATUS.closed;
  // Closed tickets and those without SLA have no time left to speak of.
  const isRunning = level !== 'neutral';
  const isPaused = isOpen && ticket.isSlaPaused && !ticket.isDeletedFromSLA;
  const holidayLabel = isOpen ? HOLIDAY_LABELS[ticket.isHoliday] : undefined;
  return (
    <Flex wrap gap={8} align="center" data-testid="ticket-sla">
      <Tooltip title={hours || undefined}>
        <span
          className={slaClassName(ticket)}
          data-testid="ticket-sla-level"
          data-sla-level={level}
        >
          {isPaused && <PauseCircleOutlined aria-hidden />}
          {percent || '–'}
        </span>
      </Tooltip>
      <Typography.Text type="secondary" data-testid="ticket-sla-remaining">
        {[SLA_LEVEL_LABELS[level], isRunning && slaRemainingText(ticket.remainingSlaMinutes)]
          .filter(Boolean)
          .join(', ')}
      </Typography.Text>
      {ticket.isDeletedFromSLA && <Tag>SLA dışı</Tag>}
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
