import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { formatNumberTr } from '@ccms/contract/turkish-format';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { ImportCounts } from './import-counts';
import { rowsToWrite } from './import-progress';
import { RefusedRowsTable } from './refused-rows-table';

type Props = {
  summary: TImportSummary;
  onApply: () => void;
  onDiscard: () => void;
  isDiscarding: boolean;
};

/**
 * A checked file before anything is written: its counts, every refused row with its reason,
 * 'Uygula' (the accepted rows, after a question naming the counts) and 'Vazgeç'.
 */
export function ImportPreview({ summary, onApply, onDiscard, isDiscarding }: Props) {
  const hasWrites = rowsToWrite(summary) > 0;
  return (
    <Card
      size="small"
      title={`Önizleme: ${summary.fileName}`}
      data-testid="import-preview"
      extra={
        <Flex gap={8}>
          <Button onClick={onDiscard} loading={isDiscarding} data-testid="import-discard">
            Vazgeç
          </Button>
          <Button type="primary" onClick={onApply} disabled={!hasWrites} data-testid="import-apply">
            Uygula
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ImportCounts summary={summary} />
        {!hasWrites && (
          <Alert
            type="info"
            showIcon
            title={IMPORT_MESSAGES.nothingToApply}
            data-testid="import-nothing"
          />
        )}
        {summary.refusedCount > 0 && (
          <>
            <Typography.Text>
              {formatNumberTr(summary.refusedCount)} satır reddedildi; bu satırlar yazılmaz.
              Düzeltip dosyayı yeniden yükleyebilir ya da kalanları uygulayabilirsiniz.
            </Typography.Text>
            <RefusedRowsTable importId={summary.id} count={summary.refusedCount} />
          </>
        )}
      </Flex>
    </Card>
  );
}
