import { APP_TITLE, APP_VERSION_LABEL, OPERATOR_CREDIT } from '@ccms/contract/constants';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import { Flex, Layout, Tag, Typography, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { fullName } from '../../lib/format';
import { loadWithTimeout } from '../../lib/lazy-with-timeout';
import { TOP_BAR_HEIGHT } from '../../lib/top-bar';
import { useSoftphone } from '../../softphone/softphone-context';
import { SoftphoneToggle } from '../../softphone/softphone-toggle';
import { ShortcutHelpDialog } from '../shortcuts/shortcut-help-dialog';
import { useGlobalShortcuts } from '../shortcuts/use-global-shortcuts';
import { DemoDataBanner } from './demo-data-banner';
import { installDialogTabWrap } from './dialog-tab-wrap';
import { MAIN_CONTENT_ID } from './main-content';
import { PermissionGate } from './permission-gate';
import { SideMenu } from './side-menu';
import { useSoftphoneEventHandling } from './use-softphone-event-handling';
import { UserMenu } from './user-menu';

type Props = { session: TCurrentLoginInformation };

// Only agents with 'Cti' have the softphone: its panel is not part of everyone's first page.
const SoftphonePanel = lazy(() =>
  loadWithTimeout(() => import('../../softphone/softphone-panel')).then((module) => ({
    default: module.SoftphonePanel,
  })),
);

/** The signed-in page frame: top bar, sidebar, content, footer and the softphone. */
export function AppLayout({ session }: Props) {
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const openHelp = useCallback(() => setIsHelpOpen(true), []);
  useGlobalShortcuts(openHelp);
  useEffect(installDialogTabWrap, []);
  const { token } = theme.useToken();
  const softphone = useSoftphone();
  useSoftphoneEventHandling();
  const userName = fullName(session.user.name, session.user.surname) || session.user.userName;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          paddingInline: 24,
          background: token.colorBgContainer,
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: TOP_BAR_HEIGHT,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Link to="/" style={{ color: 'inherit' }}>
            <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
              {APP_TITLE}
            </Typography.Title>
          </Link>
          <Tag color="blue" data-testid="app-version">
            {APP_VERSION_LABEL}
          </Tag>
        </Flex>
        <Flex align="center" gap={16}>
          {/* Beside the right-hand controls: a save's notice opens in the middle of the bar. */}
          <DemoDataBanner />
          <SoftphoneToggle />
          <UserMenu fullName={userName} onOpenShortcuts={openHelp} />
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={isCollapsed}
          onCollapse={setIsCollapsed}
          breakpoint="lg"
          width={248}
          theme="light"
          style={{
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: TOP_BAR_HEIGHT,
            height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          }}
        >
          {/* The menu scrolls above the collapse trigger, which stays at the bottom. */}
          <div className="side-menu-scroll">
            <SideMenu isCollapsed={isCollapsed} />
          </div>
        </Layout.Sider>
        {/* The page narrows beside the open softphone rather than lying under it. */}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Content style={{ padding: 24 }}>
            {/* Focusable by script only: where focus lands when a call opens a page. */}
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main-content">
              <PermissionGate>
                <Outlet />
              </PermissionGate>
            </main>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
            {OPERATOR_CREDIT}
          </Layout.Footer>
        </Layout>
        {softphone.isAvailable && (
          <Suspense fallback={null}>
            <SoftphonePanel />
          </Suspense>
        )}
      </Layout>
      <ShortcutHelpDialog open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </Layout>
  );
}
