import { PhoneOutlined } from '@ant-design/icons';
import { Flex, type NotificationArgsProps, Typography } from 'antd';
import type { IncomingCallNotice } from './softphone-call-decision';

/** One key: a new call replaces the notification, never stacks a second one. */
export const INCOMING_CALL_NOTIFICATION_KEY = 'incoming-call';

/** The persistent 'Incoming Call' notification (duration 0: it stays until the call ends). */
export function incomingCallNotificationArgs(notice: IncomingCallNotice): NotificationArgsProps {
  return {
    key: INCOMING_CALL_NOTIFICATION_KEY,
    title: notice.title,
    description: (
      <Flex vertical>
        <Typography.Text strong data-testid="incoming-call-phone">
          {notice.phoneNumber}
        </Typography.Text>
        <Typography.Text
          type={notice.isCustomerFound ? undefined : 'secondary'}
          data-testid="incoming-call-caller"
        >
          {notice.caller}
        </Typography.Text>
      </Flex>
    ),
    icon: <PhoneOutlined style={{ color: '#1677ff' }} />,
    duration: 0,
    placement: 'topRight',
    role: 'alert',
    props: { 'data-testid': 'incoming-call-notification' },
  };
}
