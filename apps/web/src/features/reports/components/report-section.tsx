import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { failureMessages } from '../../../lib/failure-messages';

export const EMPTY_PERIOD_TEXT = 'Bu dönemde bilet yok.';

type Props<Data> = {
  title: string;
  /** Test id of the card; its heading is `<testId>-title`. */
  testId: string;
  query: UseQueryResult<Data>;
  /** No figure to show: the card says so rather than drawing empty axes. */
  isEmpty: (data: Data) => boolean;
  /** The Excel button of the card's table. */
  extra?: ReactNode;
  children: (data: Data) => ReactNode;
};

/**
 * One card of the reports screen: a skeleton while its call runs, the server's messages when it
 * fails, 'Bu dönemde bilet yok.' when there is nothing to draw, else the chart and its table.
 */
export function ReportSection<Data>({
  title,
  testId,
  query,
  isEmpty,
  extra,
  children,
}: Props<Data>) {
  const headingId = `${testId}-title`;
  return (
    <Card
      className="report-section"
      title={
        <h4 id={headingId} className="report-section-title">
          {title}
        </h4>
      }
      extra={query.data && !isEmpty(query.data) ? extra : undefined}
      data-testid={testId}
      aria-labelledby={headingId}
      role="region"
      aria-busy={query.isFetching}
    >
      {body(query, isEmpty, children)}
    </Card>
  );
}

function body<Data>(
  query: UseQueryResult<Data>,
  isEmpty: (data: Data) => boolean,
  children: (data: Data) => ReactNode,
) {
  if (query.isError && !query.isFetching) {
    const messages = failureMessages(query.error, 'Rapor alınamadı. Lütfen tekrar deneyin.');
    return <Alert type="error" showIcon title={messages.join(' ')} />;
  }
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isEmpty(query.data)) return <Empty description={EMPTY_PERIOD_TEXT} />;
  return children(query.data);
}
