import { Button, Result, Space } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CHUNK_FAILED_MESSAGE, ChunkLoadError } from '../../lib/lazy-with-timeout';
import { NotFoundPage } from './not-found-page';

/** The error screen of a route: a chunk that failed to load, or an unexpected error. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const isChunkError = error instanceof ChunkLoadError;
  if (!isChunkError) console.error(error);
  return (
    <Result
      status="error"
      title={isChunkError ? CHUNK_FAILED_MESSAGE : 'Beklenmeyen bir hata oluştu.'}
      subTitle={
        isChunkError
          ? 'Sayfa yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin.'
          : 'Sayfayı yenileyip tekrar deneyin. Sorun sürerse sistem yöneticinize başvurun.'
      }
      extra={
        <Space>
          <Button type="primary" onClick={() => window.location.reload()}>
            Sayfayı yenile
          </Button>
          <Link to="/">Ana sayfaya dön</Link>
        </Space>
      }
      data-testid="route-error"
    />
  );
}
