import { PauseCircleOutlined } from '@ant-design/icons';
import { slaHoursText, type TTicketListRow } from '@ccms/contract/tickets-lists';
import { Tooltip } from 'antd';
import { SLA_LEVEL_LABELS, slaClassName, slaLevelOf, slaPercentText } from './ticket-list-sla';

/**
 * The SLA indicator: the remaining share in the level's colour, a pause mark while the clock
 * is stopped, and 'kalan saat / toplam saat' on hover (docs/domain.md §12 Rows and columns).
 */
export function SlaCell({ row }: { row: TTicketListRow }) {
  const level = slaLevelOf(row);
  const hours = slaHoursText(row);
  const percent = slaPercentText(row);
  const isPaused = row.isSlaPaused && !row.isDeletedFromSLA;
  const label = [percent, SLA_LEVEL_LABELS[level], isPaused ? 'SLA durduruldu' : '', hours]
    .filter(Boolean)
    .join(', ');
  return (
    <Tooltip title={hours || undefined}>
      <span
        className={slaClassName(row)}
        role="img"
        aria-label={label}
        data-testid="ticket-row-sla"
        data-sla-level={level}
      >
        {isPaused && <PauseCircleOutlined aria-hidden data-testid="ticket-row-sla-paused" />}
        {percent || '–'}
      </span>
    </Tooltip>
  );
}
