import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useContext } from 'react';
import {
  SOFTPHONE_DOCK_CLASS,
  SOFTPHONE_PANEL_ID,
  SoftphoneFrameContext,
  useSoftphone,
} from './softphone-context';

/**
 * The softphone panel (only with 'Cti'), docked as a column beside the page so that it never
 * covers it; the top bar's button shows and hides it. The frame stays mounted while hidden so
 * that a call survives. A dialog never covers it (docs/domain.md §15).
 */
export function SoftphonePanel() {
  const softphone = useSoftphone();
  const frame = useContext(SoftphoneFrameContext);
  if (!softphone.isAvailable || !frame) return null;
  return (
    // `hidden`, not a style: dialogs read it to leave the shown dock's column free (styles.css).
    <aside aria-label="Softphone" className={SOFTPHONE_DOCK_CLASS} hidden={!softphone.isOpen}>
      <Card
        id={SOFTPHONE_PANEL_ID}
        size="small"
        title={<PanelTitle connectionId={softphone.connectionId} />}
        className="softphone-panel"
        styles={{ body: { padding: 0, flex: 1, display: 'flex' } }}
        extra={
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label="Softphone panelini gizle"
            onClick={softphone.close}
          />
        }
        data-testid="softphone-panel"
      >
        <iframe
          ref={frame.frameRef}
          src={frame.softphoneUrl}
          title="Softphone"
          sandbox={frame.sandbox}
          allow="microphone; autoplay"
          className="softphone-panel__frame"
          data-testid="softphone-frame"
        />
      </Card>
    </aside>
  );
}

/** 'Softphone' and, small and grey, the current connection id (whole on hover). */
function PanelTitle({ connectionId }: { connectionId: string | null }) {
  return (
    <Flex align="baseline" gap={8} style={{ minWidth: 0 }}>
      <span>Softphone</span>
      {connectionId && (
        <Typography.Text
          type="secondary"
          ellipsis
          title={`Bağlantı: ${connectionId}`}
          style={{ fontSize: 11, fontWeight: 'normal', minWidth: 0 }}
          data-testid="softphone-connection-id"
        >
          {connectionId}
        </Typography.Text>
      )}
    </Flex>
  );
}
