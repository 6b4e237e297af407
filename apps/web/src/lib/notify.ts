import type { App, NotificationArgsProps } from 'antd';

type NotificationApi = ReturnType<typeof App.useApp>['notification'];
type NoticeKind = 'success' | 'error' | 'warning';

/**
 * A toast whose test id names its colour (`notification-success`, …). Placement is the App
 * provider's (top centre, over the top bar's empty middle).
 */
export function notify(
  notification: NotificationApi,
  kind: NoticeKind,
  args: Omit<NotificationArgsProps, 'props' | 'placement'>,
): void {
  notification[kind]({ ...args, props: { 'data-testid': `notification-${kind}` } });
}
