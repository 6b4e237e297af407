import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { errorMessagesOf } from '../../../lib/api-error';
import { useDownloadTestFile } from '../api/download-test-file';

/** /others/test (free zone): downloads a test file through the authenticated download helper. */
export default function DownloadTestScreen() {
  const download = useDownloadTestFile();
  return (
    <Card title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Dosya İndirme Testi</h1>}>
      <Flex vertical gap="middle" align="start">
        <Typography.Paragraph style={{ margin: 0 }}>
          Oturumunuzla korunan bir test dosyasını indirerek dosya indirme altyapısını
          doğrulayabilirsiniz.
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="download-test-file"
        >
          Test dosyasını indir
        </Button>
        {download.isSuccess && (
          <Alert type="success" showIcon title={`'${download.data}' indirildi.`} />
        )}
        {download.isError && (
          <Alert
            type="error"
            showIcon
            title="Dosya indirilemedi."
            description={errorMessagesOf(download.error).join(' ')}
            data-testid="download-test-error"
          />
        )}
      </Flex>
    </Card>
  );
}
