import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useHealth } from '../api/get-health';

/**
 * /check/api (public): 'Service is <status>' from GET /api/check, 'unavailable' on failure.
 * A plain panel in the theme's colours rather than antd's Card and Typography: the Card brings
 * Tabs and the Typography the ticket lists' vendor chunk (vite.config.ts), some 90 KB gzipped
 * that a monitor's page does not show.
 */
export default function CheckApiScreen() {
  const health = useHealth();
  const { token } = theme.useToken();
  const status = health.isPending ? null : health.isError ? 'unavailable' : health.data.status;
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <section
        aria-labelledby="check-api-title"
        style={{
          minWidth: 360,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h1
          id="check-api-title"
          style={{ margin: `0 0 ${token.marginMD}px`, fontSize: token.fontSizeLG, fontWeight: 600 }}
        >
          Servis Durumu
        </h1>
        <Flex vertical gap="middle" align="start">
          <p
            style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}
            aria-live="polite"
            data-testid="api-status"
          >
            {status === null ? 'Kontrol ediliyor…' : `Service is ${status}`}
          </p>
          {health.data && !health.isError && (
            <span style={{ color: token.colorTextSecondary }}>
              Sürüm: {health.data.version} · Veritabanı:{' '}
              {health.data.database === 'up' ? 'çalışıyor' : 'erişilemiyor'} · Dosyalar:{' '}
              {health.data.files === 'up' ? 'çalışıyor' : 'erişilemiyor'}
            </span>
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
      </section>
    </Flex>
  );
}
