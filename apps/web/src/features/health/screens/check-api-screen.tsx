import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useHealth } from '../api/get-health';

/** /check/api (public): 'Service is <status>' from GET /api/check, 'unavailable' on failure. */
export default function CheckApiScreen() {
  const health = useHealth();
  const status = health.isPending ? null : health.isError ? 'unavailable' : health.data.status;
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Card title="Servis Durumu" style={{ minWidth: 360 }}>
        <Flex vertical gap="middle" align="start">
          <Typography.Title
            level={3}
            style={{ margin: 0 }}
            aria-live="polite"
            data-testid="api-status"
          >
            {status === null ? 'Kontrol ediliyor…' : `Service is ${status}`}
          </Typography.Title>
          {health.data && !health.isError && (
            <Typography.Text type="secondary">
              Sürüm: {health.data.version} · Veritabanı:{' '}
              {health.data.database === 'up' ? 'çalışıyor' : 'erişilemiyor'} · Dosyalar:{' '}
              {health.data.files === 'up' ? 'çalışıyor' : 'erişilemiyor'}
            </Typography.Text>
          )}
          <Button
            icon={<ReloadOutlined />}
            loading={health.isFetching}
            onClick={() => void health.refetch()}
            data-testid="api-status-refresh"
          >
            Refresh
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
