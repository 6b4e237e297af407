import { linkOf, timeLinks } from '@ccms/contract/report-links';
import type { TReportTimes } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { labelledGrid } from './chart-grid';
import type { ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SERIES_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import {
  formatBusinessMinutes,
  formatCount,
  formatTimeChange,
  minutesToHours,
} from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

type Figure = TReportTimes['toClose'];
type TimeRow = { key: string; name: string; now: Figure; before: Figure; href: string | null };

function timeRows(scope: ReportScope, times: TReportTimes): TimeRow[] {
  const links = timeLinks(scope.filter, times);
  return [
    {
      key: 'toClose',
      name: 'Kapanma süresi',
      now: times.toClose,
      before: times.previousToClose,
      href: hrefOf(scope, linkOf(links, 'toClose')),
    },
    {
      key: 'toFirstAnswer',
      name: 'İlk yanıt süresi',
      now: times.toFirstAnswer,
      before: times.previousToFirstAnswer,
      href: hrefOf(scope, linkOf(links, 'toFirstAnswer')),
    },
  ];
}

function chartOption(rows: TimeRow[]): ReportChartOption {
  const hours = (minutes: number | null) => (minutes === null ? null : minutesToHours(minutes));
  const bar = (name: string, color: string, pick: (figure: Figure) => number | null) => ({
    name,
    type: 'bar' as const,
    color,
    data: rows.map((row) => hours(pick(row.now))),
    label: {
      show: true,
      position: 'top' as const,
      formatter: ({ dataIndex }: { dataIndex: number }) => {
        const row = rows[dataIndex];
        return row ? formatBusinessMinutes(pick(row.now)) : '';
      },
    },
  });
  return {
    grid: labelledGrid({ left: 8, right: 16, top: 40, bottom: 8 }),
    legend: { top: 0, itemGap: 24 },
    xAxis: { type: 'category', data: rows.map((row) => row.name) },
    yAxis: { type: 'value', name: 'iş saati' },
    series: [
      bar('Medyan', SERIES_COLORS.opened, (figure) => figure.medianMinutes),
      bar('%90', SERIES_COLORS.neutral, (figure) => figure.p90Minutes),
    ],
  };
}

/** Time to close and to the first answer in business time (median, 90th percentile). */
export function TimesSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportTimes>;
}) {
  const title = 'Kapanma ve ilk yanıt süreleri (iş zamanı)';
  return (
    <ReportSection
      title={title}
      testId="report-times"
      query={query}
      isEmpty={(times) => times.toClose.count + times.toFirstAnswer.count === 0}
      extra={<ReportExcelButton table="times" filter={scope.filter} tableName={title} />}
    >
      {(times) => {
        const rows = timeRows(scope, times);
        return (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={16}>
              <ReportTable
                caption="Medyan ve %90 süreler, iş zamanıyla (tatiller ve duraklatmalar sayılmaz)"
                testId="report-times-table"
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  { key: 'name', title: 'Süre', render: (row) => row.name },
                  {
                    key: 'count',
                    title: 'Ölçülen bilet',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink href={row.href} title={`${row.name}: ölçülen biletler`}>
                        {formatCount(row.now.count)}
                      </FigureLink>
                    ),
                  },
                  {
                    key: 'median',
                    title: 'Medyan',
                    isNumeric: true,
                    render: (row) => formatBusinessMinutes(row.now.medianMinutes),
                  },
                  {
                    key: 'p90',
                    title: '%90',
                    isNumeric: true,
                    render: (row) => formatBusinessMinutes(row.now.p90Minutes),
                  },
                  {
                    key: 'previousMedian',
                    title: 'Önceki medyan',
                    isNumeric: true,
                    render: (row) => formatBusinessMinutes(row.before.medianMinutes),
                  },
                  {
                    key: 'change',
                    title: 'Değişim',
                    isNumeric: true,
                    render: (row) =>
                      formatTimeChange(row.now.medianMinutes, row.before.medianMinutes),
                  },
                ]}
              />
            </Col>
            <Col xs={24} xl={8}>
              <ReportChart
                option={chartOption(rows)}
                height={260}
                testId="report-times-chart"
                summary={rows
                  .map(
                    (row) =>
                      `${row.name}: medyan ${formatBusinessMinutes(row.now.medianMinutes)}, %90 ${formatBusinessMinutes(row.now.p90Minutes)}`,
                  )
                  .join('; ')}
              />
            </Col>
          </Row>
        );
      }}
    </ReportSection>
  );
}
