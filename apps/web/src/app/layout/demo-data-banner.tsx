import { SETUP_TEXTS } from '@ccms/contract/setup';
import { Popover, Tag, Typography } from 'antd';
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
      trigger={['click', 'hover', 'focus']}
      content={
        <Typography.Paragraph style={{ maxWidth: 360, margin: 0 }} data-testid="demo-data-note">
          {SETUP_TEXTS.demoDataNote}
        </Typography.Paragraph>
      }
    >
      <Tag
        color="orange"
        data-testid="demo-data-banner"
        tabIndex={0}
        style={{ cursor: 'help', marginInlineEnd: 0 }}
      >
        {SETUP_TEXTS.demoDataTag}
      </Tag>
    </Popover>
  );
}
