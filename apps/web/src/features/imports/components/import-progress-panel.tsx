import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { Card, Flex, Progress, Typography } from 'antd';
import { progressPercent, progressText, timeLeftText } from './import-progress';

/**
 * While a job reads or writes the file: a progress bar with the rows done and refused and the
 * time left. The screen may be left meanwhile; the job goes on and the tab finds it again.
 */
export function ImportProgressPanel({ summary }: { summary: TImportSummary }) {
  const isApplying = summary.state === 'applying';
  const title = isApplying ? 'Kayıtlar yazılıyor' : 'Dosya okunuyor ve denetleniyor';
  const percent = progressPercent(summary);
  return (
    <Card size="small" title={`${title}: ${summary.fileName}`} data-testid="import-progress">
      <Flex vertical gap={4}>
        <Progress
          percent={percent}
          status="active"
          aria-label={title}
          data-testid="import-progress-bar"
        />
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text data-testid="import-progress-rows">
            {progressText(summary)}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="import-progress-time-left">
            Kalan süre: {timeLeftText(summary.secondsLeft)}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          Bu ekrandan ayrılabilirsiniz; işlem arka planda sürer ve döndüğünüzde burada görünür.
        </Typography.Text>
      </Flex>
    </Card>
  );
}
