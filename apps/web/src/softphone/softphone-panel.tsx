import { CloseOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useContext } from 'react';
import { SoftphoneFrameContext, useSoftphone } from './softphone-context';

const PANEL_ID = 'softphone-panel';

/**
 * The floating softphone (only with 'Cti'): a toggle button at the bottom right and a panel
 * holding the sandboxed frame. The frame stays mounted while hidden so that a call survives.
 */
export function SoftphonePanel() {
  const softphone = useSoftphone();
  const frame = useContext(SoftphoneFrameContext);
  if (!softphone.isAvailable || !frame) return null;
  const toggleLabel = softphone.isOpen ? 'Softphone panelini gizle' : 'Softphone panelini aç';
  return (
    <>
      <Card
        id={PANEL_ID}
        size="small"
        title={<PanelTitle connectionId={softphone.connectionId} />}
        className="softphone-panel"
        style={{ display: softphone.isOpen ? undefined : 'none' }}
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
      <Tooltip title={toggleLabel} placement="left">
        <Button
          type="primary"
          shape="circle"
          size="large"
          icon={<PhoneOutlined />}
          className="softphone-toggle"
          aria-label={toggleLabel}
          aria-expanded={softphone.isOpen}
          aria-controls={PANEL_ID}
          onClick={softphone.toggle}
          data-testid="softphone-toggle"
        />
      </Tooltip>
    </>
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
