import { SETUP_TEXTS } from '@ccms/contract/setup';
import { Button, Popover, Tag, Typography } from 'antd';
import { useClientConfig } from '../../lib/client-config';
import { usePermissions } from '../../lib/permissions';

/**
 * 'Demo verileri' in the top bar for administrators while the database holds the demo data
 * (docs/domain.md §16.1 Telling a demo database apart): a glance tells a demo from the chain's
 * own data; opened, it names the command that removes the demo.
 */
export function DemoDataBanner() {
  const { setup } = useClientConfig();
  const { has } = usePermissions();
  if (!setup.hasDemoData || !has('Admin')) return null;
  return (
    <Popover
      title={SETUP_TEXTS.demoDataTitle}
      trigger="click"
      content={
        <Typography.Paragraph style={{ maxWidth: 360, margin: 0 }} data-testid="demo-data-note">
          {SETUP_TEXTS.demoDataNote}
        </Typography.Paragraph>
      }
    >
      {/* A button, so the note opens by keyboard too; the tag is what catches the eye. */}
      <Button
        type="text"
        size="small"
        data-testid="demo-data-banner"
        style={{ padding: 0, height: 'auto' }}
      >
        <Tag color="warning" style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
          {SETUP_TEXTS.demoDataTag}
        </Tag>
      </Button>
    </Popover>
  );
}
