import { linkOf, trendLinks } from '@ccms/contract/report-links';
import type { TReportSummary } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { labelledGrid } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SERIES_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import { formatBucket, formatCount } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

type TrendRow = {
  start: string;
  label: string;
  opened: number;
  closed: number;
  openedHref: string | null;
  closedHref: string | null;
};

function trendRows(scope: ReportScope, summary: TReportSummary): TrendRow[] {
  const links = trendLinks(scope.filter, summary);
  return summary.trend.map((point) => {
    return {
      start: point.start,
      label: formatBucket(point.start, summary.bucket),
      opened: point.opened,
      closed: point.closed,
      openedHref: hrefOf(scope, linkOf(links, `${point.start}.opened`)),
      closedHref: hrefOf(scope, linkOf(links, `${point.start}.closed`)),
    };
  });
}

function chartOption(rows: TrendRow[]): ReportChartOption {
  const line = (name: string, color: string, values: number[], symbol: string) =>
    ({ name, type: 'line', data: values, color, symbol, symbolSize: 8 }) as const;
  return {
    grid: labelledGrid({ left: 8, right: 16, top: 40, bottom: 8 }),
    legend: { top: 0, itemGap: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: rows.map((row) => row.label) },
    yAxis: { type: 'value', minInterval: 1 },
    // Two marker shapes besides two colours: the lines are told apart in grey print too.
    series: [
      line(
        'Açılan',
        SERIES_COLORS.opened,
        rows.map((row) => row.opened),
        'circle',
      ),
      line(
        'Kapatılan',
        SERIES_COLORS.closed,
        rows.map((row) => row.closed),
        'triangle',
      ),
    ],
  };
}

/** Opened and closed per day (periods up to 31 days) or per week (longer ones). */
export function TrendSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportSummary>;
}) {
  const navigate = useNavigate();
  const unit = query.data?.bucket === 'week' ? 'Haftalık' : 'Günlük';
  const title = `${unit} eğilim`;
  return (
    <ReportSection
      title={title}
      testId="report-trend"
      query={query}
      isEmpty={(summary) => summary.trend.every((point) => point.opened + point.closed === 0)}
      extra={<ReportExcelButton table="trend" filter={scope.filter} tableName={title} />}
    >
      {(summary) => {
        const rows = trendRows(scope, summary);
        const openPoint = ({ seriesIndex, dataIndex }: ChartItem) => {
          const row = rows[dataIndex];
          const href = seriesIndex === 0 ? row?.openedHref : row?.closedHref;
          if (href) void navigate(href);
        };
        return (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={14}>
              <ReportChart
                option={chartOption(rows)}
                height={300}
                onItemClick={openPoint}
                testId="report-trend-chart"
                summary={`${title}: ${rows.length} ${summary.bucket === 'week' ? 'hafta' : 'gün'} boyunca açılan ve kapatılan bilet sayıları; değerler yandaki tabloda.`}
              />
            </Col>
            <Col xs={24} xl={10}>
              <ReportTable
                caption={`${title}: açılan ve kapatılan biletler`}
                testId="report-trend-table"
                rows={rows}
                rowKey={(row) => row.start}
                columns={[
                  {
                    key: 'bucket',
                    title: summary.bucket === 'week' ? 'Hafta' : 'Gün',
                    render: (row) => row.label,
                  },
                  {
                    key: 'opened',
                    title: 'Açılan',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink href={row.openedHref} title={`${row.label}, açılan biletler`}>
                        {formatCount(row.opened)}
                      </FigureLink>
                    ),
                  },
                  {
                    key: 'closed',
                    title: 'Kapatılan',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink href={row.closedHref} title={`${row.label}, kapatılan biletler`}>
                        {formatCount(row.closed)}
                      </FigureLink>
                    ),
                  },
                ]}
              />
            </Col>
          </Row>
        );
      }}
    </ReportSection>
  );
}
