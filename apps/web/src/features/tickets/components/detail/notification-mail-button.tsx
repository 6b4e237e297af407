import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSendNotificationMail } from '../../api/detail/send-notification-mail';
import { useDetailNotice } from './use-detail-notice';

/**
 * 'Bildirim maili gönder': queues the breakdown's notification mail by hand and says how many
 * mails went into the outbox (the server's message).
 */
export function NotificationMailButton({ ticketId }: { ticketId: string }) {
  const notice = useDetailNotice();
  const send = useSendNotificationMail();
  const run = async () => {
    try {
      const response = await send.mutateAsync(ticketId);
      notice.success(response.messages[0] ?? 'İşlem başarılı.');
    } catch (error) {
      notice.failure(error);
    }
  };
  return (
    <Button
      icon={<MailOutlined />}
      loading={send.isPending}
      onClick={() => void run()}
      data-testid="ticket-send-notification-mail"
    >
      Bildirim maili gönder
    </Button>
  );
}
