import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useState } from 'react';
import '../lib/format';
import { APP_THEME } from '../lib/theme';
import { DataChangeBridge } from './data-change-bridge';
import { AppErrorBoundary } from './error-boundary';
import { HttpNotificationBridge } from './http-notification-bridge';
import { createQueryClient } from './query-client';

/**
 * antd's own focus trap pulls focus back from the softphone too; the page's trap
 * (layout/dialog-tab-wrap.ts) keeps Tab in the dialog and lets the softphone in (docs/domain.md §22).
 */
const DIALOG_FOCUS = { focusable: { trap: false } };

/** antd (Turkish locale, theme, App context), the global notifications, TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={trTR} theme={APP_THEME} modal={DIALOG_FOCUS} drawer={DIALOG_FOCUS}>
      <App notification={{ placement: 'topRight' }}>
        <AppErrorBoundary>
          <HttpNotificationBridge />
          <QueryClientProvider client={queryClient}>
            <DataChangeBridge />
            {children}
          </QueryClientProvider>
        </AppErrorBoundary>
      </App>
    </ConfigProvider>
  );
}
