import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { App } from 'antd';
import { useEffect } from 'react';
import { configureHttp } from '../lib/http';
import { notify } from '../lib/notify';

/**
 * Shows the global response handler's decisions (docs/domain.md §15 Toasts) through antd:
 * green 'Kayıt işlemi başarılı' (with the record's name) for 5 s, each failure message in red for 10 s, top right.
 */
export function HttpNotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    configureHttp({
      showNotice: (notice) => {
        if (notice.kind === 'success') {
          notify(notification, 'success', {
            title: notice.message,
            duration: NOTIFY_SECONDS.success,
          });
        } else if (notice.kind === 'failure') {
          for (const message of notice.messages) {
            notify(notification, 'error', {
              // The same text shows once, even when a retried call fails again.
              key: `api-error:${message}`,
              title: message,
              duration: NOTIFY_SECONDS.failure,
            });
          }
        }
      },
    });
  }, [notification]);
  return null;
}
