import { OUTBOX_MESSAGES, type TOutboxMessageDetail } from '@ccms/contract/outbox';
import { App, Button, Descriptions, Drawer, Empty, Spin, Table, Tabs, Typography } from 'antd';
import { confirmed } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { channelLabel, kindLabel, OutboxStateTag } from './outbox-labels';

type Props = { messageId: string | null; onClose: () => void };

function MessageBody({ message }: { message: TOutboxMessageDetail }) {
  const text = (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-message-text">
      {message.body}
    </Typography.Paragraph>
  );
  if (!message.html) return text;
  return (
    <Tabs
      items={[
        { key: 'text', label: 'Metin', children: text },
        {
          key: 'html',
          label: 'HTML',
          children: (
            // A sandbox without permissions: the mail's HTML runs no script and opens nothing.
            <iframe
              title="E-posta önizlemesi"
              sandbox=""
              srcDoc={message.html}
              style={{ width: '100%', height: 420, border: '1px solid #d9d9d9' }}
            />
          ),
        },
      ]}
    />
  );
}

function MessageDetail({ message }: { message: TOutboxMessageDetail }) {
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Tür">{kindLabel(message.kind)}</Descriptions.Item>
        <Descriptions.Item label="Kanal">{channelLabel(message.channel)}</Descriptions.Item>
        <Descriptions.Item label="Durum">
          <OutboxStateTag state={message.state} />
        </Descriptions.Item>
        <Descriptions.Item label="Alıcılar">
          <span data-testid="outbox-message-recipients">{message.recipients.join(', ')}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Konu">{message.subject ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Oluşturulma">
          {formatDateTime(message.createdDate)}
        </Descriptions.Item>
        <Descriptions.Item label="Son deneme">
          {formatDateTime(message.lastAttemptDate)}
        </Descriptions.Item>
        <Descriptions.Item label="Gönderilme">{formatDateTime(message.sentDate)}</Descriptions.Item>
        <Descriptions.Item label="Deneme sayısı">{message.attempts}</Descriptions.Item>
        <Descriptions.Item label="Elle yeniden gönderim">
          <span data-testid="outbox-message-round">{message.round}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Sunucu yanıtı">
          {message.providerResponse ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Tekillik anahtarı">
          {message.idempotencyKey ?? ''}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        İçerik
      </Typography.Title>
      <MessageBody message={message} />
      <Typography.Title level={5}>Hatalar</Typography.Title>
      <Table
        rowKey={(error) => `${error.at}-${error.attempt}`}
        size="small"
        pagination={false}
        dataSource={message.errors}
        locale={{ emptyText: 'Hata yok.' }}
        columns={[
          {
            title: 'Zaman',
            dataIndex: 'at',
            key: 'at',
            render: (value: string) => formatDateTime(value),
          },
          { title: 'Deneme', dataIndex: 'attempt', key: 'attempt', align: 'right' },
          { title: 'Neden', dataIndex: 'reason', key: 'reason' },
        ]}
        data-testid="outbox-message-errors"
      />
    </>
  );
}

/** One message whole, with 'Yeniden Gönder' for a failed or given-up one (after a confirmation). */
export function OutboxMessageDrawer({ messageId, onClose }: Props) {
  const { modal } = App.useApp();
  const message = useOutboxMessage(messageId);
  const retry = useRetryOutboxMessage();

  const sendAgain = async () => {
    if (!messageId) return;
    if (!(await confirmed(modal, { title: OUTBOX_MESSAGES.retryConfirm }))) return;
    retry.mutate(messageId);
  };

  return (
    <Drawer
      title="Mesaj Detayı"
      open={messageId !== null}
      onClose={onClose}
      size="large"
      extra={
        message.data?.canRetry ? (
          <Button
            type="primary"
            onClick={sendAgain}
            loading={retry.isPending}
            data-testid="outbox-retry"
          >
            Yeniden Gönder
          </Button>
        ) : null
      }
      data-testid="outbox-message-drawer"
    >
      {message.isLoading ? <Spin /> : null}
      {message.data ? <MessageDetail message={message.data} /> : null}
      {message.isError ? <Empty description="Mesaj yüklenemedi." /> : null}
    </Drawer>
  );
}
