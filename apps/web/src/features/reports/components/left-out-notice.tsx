import { leftOutLinks, linkOf } from '@ccms/contract/report-links';
import type { TReportSummary } from '@ccms/contract/reports';
import { Typography } from 'antd';
import { formatCount } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { FigureLink } from './report-table';

/** How many tickets of the period are switched out of reporting, and so in no figure. */
export function LeftOutNotice({
  scope,
  summary,
}: {
  scope: ReportScope;
  summary: TReportSummary | undefined;
}) {
  if (!summary) return null;
  const count = summary.leftOutOfReporting;
  if (count === 0) {
    return (
      <Typography.Text data-testid="report-left-out">
        Bu dönemde raporlama dışı bırakılan bilet yok.
      </Typography.Text>
    );
  }
  const link = linkOf(leftOutLinks(scope.filter, summary), 'leftOut');
  return (
    <Typography.Text data-testid="report-left-out">
      Raporlama dışı bırakılan{' '}
      <FigureLink
        href={hrefOf(scope, link)}
        title="Raporlama dışı bırakılan biletleri listele"
        testId="report-figure-left-out"
      >
        {formatCount(count)} bilet
      </FigureLink>{' '}
      bu rakamlara dahil değil.
    </Typography.Text>
  );
}
