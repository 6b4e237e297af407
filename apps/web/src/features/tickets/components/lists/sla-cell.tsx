import { PauseCircleOutlined } from '@ant-design/icons';
import { describeSla, type SlaFacts } from '@ccms/contract/sla-text';
import { Tooltip } from 'antd';

/**
 * The SLA indicator: the time left or over in words in the level's colour, a pause mark while
 * the clock is stopped, and the level, share and 'kalan / toplam saat' on hover (docs/domain.md
 * §4 In words). The words carry the state, so colour is never the only signal.
 */
export function SlaCell({ row }: { row: SlaFacts }) {
  const sla = describeSla(row);
  const isPaused = row.isSlaPaused && !row.isDeletedFromSLA && sla.level !== 'neutral';
  return (
    <Tooltip title={sla.details || undefined}>
      <span
        className={`ticket-sla ticket-sla--${sla.level}`}
        data-testid="ticket-row-sla"
        data-sla-level={sla.level}
        // The tooltip's figures read out with the words for those who do not hover.
        aria-label={[sla.words, sla.details].filter(Boolean).join(', ')}
        role="img"
      >
        {isPaused && <PauseCircleOutlined aria-hidden data-testid="ticket-row-sla-paused" />}
        {sla.words}
      </span>
    </Tooltip>
  );
}
