import { Button, Flex, Result } from 'antd';

/** Shown when /api/client-config cannot be read: without it there is no sign-in. */
export function StartupError() {
  return (
    <Flex justify="center" style={{ paddingTop: 64 }}>
      <Result
        status="error"
        title="Uygulama başlatılamadı."
        subTitle="Uygulama ayarları sunucudan alınamadı. Bağlantınızı kontrol edip tekrar deneyin."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Tekrar dene
          </Button>
        }
      />
    </Flex>
  );
}
