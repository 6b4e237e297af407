import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { formatNumberTr } from '@ccms/contract/turkish-format';
import { Col, Row, Statistic } from 'antd';

const COUNTS = [
  { key: 'newCount', title: 'Yeni', testId: 'import-count-new' },
  { key: 'changedCount', title: 'Değişecek', testId: 'import-count-changed' },
  { key: 'unchangedCount', title: 'Aynı', testId: 'import-count-unchanged' },
  { key: 'refusedCount', title: 'Reddedilen', testId: 'import-count-refused' },
] as const;

/** A checked file's counts: rows that add, change, change nothing, or are refused. */
export function ImportCounts({ summary }: { summary: TImportSummary }) {
  return (
    <Row gutter={[16, 8]}>
      {COUNTS.map((count) => (
        <Col key={count.key} xs={12} md={6}>
          <Statistic
            title={count.title}
            value={summary[count.key]}
            formatter={(value) => formatNumberTr(Number(value))}
            data-testid={count.testId}
          />
        </Col>
      ))}
    </Row>
  );
}
