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
 * Notices open at the top centre, over the top bar's empty middle (its title is on the left,
 * the softphone and user menu on the right): top-right notices covered the pages' buttons, and
 * just below the bar they covered the search buttons of the filter rows.
 */
const NOTICES = { placement: 'top', top: 8 } as const;

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
      <App notification={NOTICES}>
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
