import {
  OUTBOX_CHANNELS,
  OUTBOX_KINDS,
  OUTBOX_STATES,
  type OutboxState,
} from '@ccms/contract/notification-texts';
import { Tag } from 'antd';

const STATE_COLORS: Record<OutboxState, string> = {
  queued: 'blue',
  sending: 'purple',
  sent: 'green',
  failed: 'orange',
  dead: 'red',
};

/** The preset's light background and border, with dark text: the contrast WCAG AA asks for. */
const DARK_TEXT = { color: 'rgba(0, 0, 0, 0.88)' };

/** A kind as people call it; an unknown one as it is stored. */
export const kindLabel = (kind: string) => (OUTBOX_KINDS as Record<string, string>)[kind] ?? kind;

export const channelLabel = (channel: string) =>
  (OUTBOX_CHANNELS as Record<string, string>)[channel] ?? channel;

/** The delivery state as a coloured tag with its Turkish name. */
export function OutboxStateTag({ state }: { state: OutboxState }) {
  return (
    <Tag color={STATE_COLORS[state]} style={DARK_TEXT}>
      {OUTBOX_STATES[state]}
    </Tag>
  );
}
