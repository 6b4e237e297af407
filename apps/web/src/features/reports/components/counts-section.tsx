import { countLinks, linkOf, type ReportLink } from '@ccms/contract/report-links';
import type { TReportSummary } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { labelledGrid } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SERIES_COLORS } from './report-colors';
import {
  formatCount,
  formatCountChange,
  formatShare,
  formatShareChange,
  NO_VALUE,
} from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

type CountRow = {
  key: string;
  name: string;
  current: string;
  currentHref: string | null;
  previous: string;
  previousHref: string | null;
  change: string;
};

/** A count of this period and the previous one, each opening its tickets. */
function countRow(
  scope: ReportScope,
  links: readonly ReportLink[],
  key: string,
  name: string,
  values: [number, number],
): CountRow {
  return {
    key,
    name,
    current: formatCount(values[0]),
    currentHref: hrefOf(scope, linkOf(links, key)),
    previous: formatCount(values[1]),
    previousHref: hrefOf(scope, linkOf(links, `${key}.previous`)),
    change: formatCountChange(values[0], values[1]),
  };
}

/** The rows of the counts table: the period's figures beside the previous period's. */
export function countRows(scope: ReportScope, summary: TReportSummary): CountRow[] {
  const { current: now, previous: before } = summary;
  const links = countLinks(scope.filter, summary);
  return [
    countRow(scope, links, 'opened', 'Açılan', [now.opened, before.opened]),
    countRow(scope, links, 'closed', 'Kapatılan', [now.closed, before.closed]),
    countRow(scope, links, 'closedWithSla', "Kapatılan, SLA'lı", [
      now.closedWithSla,
      before.closedWithSla,
    ]),
    countRow(scope, links, 'closedWithinSla', 'Kapatılan, SLA içinde', [
      now.closedWithinSla,
      before.closedWithinSla,
    ]),
    {
      key: 'slaKept',
      name: 'SLA uyum oranı',
      current: formatShare(now.slaKeptPercentage),
      currentHref: null,
      previous: formatShare(before.slaKeptPercentage),
      previousHref: null,
      change: formatShareChange(now.slaKeptPercentage, before.slaKeptPercentage),
    },
    {
      key: 'openNow',
      name: 'Şu an açık',
      current: formatCount(summary.openNow),
      currentHref: hrefOf(scope, linkOf(links, 'openNow')),
      previous: NO_VALUE,
      previousHref: null,
      change: NO_VALUE,
    },
    {
      key: 'overdueNow',
      name: 'Şu an SLA aşılmış',
      current: formatCount(summary.overdueNow),
      currentHref: hrefOf(scope, linkOf(links, 'overdueNow')),
      previous: NO_VALUE,
      previousHref: null,
      change: NO_VALUE,
    },
  ];
}

function chartOption(summary: TReportSummary): ReportChartOption {
  const names = ['Açılan', 'Kapatılan', 'SLA içinde kapatılan'];
  const values = (counts: TReportSummary['current']) => [
    counts.opened,
    counts.closed,
    counts.closedWithinSla,
  ];
  return {
    grid: labelledGrid({ left: 8, right: 8, top: 40, bottom: 8 }),
    legend: { top: 0, itemGap: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: 'Bu dönem',
        type: 'bar',
        data: values(summary.current),
        color: SERIES_COLORS.opened,
        label: { show: true, position: 'top' },
      },
      {
        name: 'Önceki dönem',
        type: 'bar',
        data: values(summary.previous),
        color: SERIES_COLORS.neutral,
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** Opened, closed, kept within SLA, open and overdue now, each against the previous period. */
export function CountsSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportSummary>;
}) {
  const navigate = useNavigate();
  return (
    <ReportSection
      title="Özet"
      testId="report-counts"
      query={query}
      isEmpty={(summary) =>
        summary.current.opened + summary.current.closed + summary.openNow === 0 &&
        summary.previous.opened + summary.previous.closed === 0
      }
    >
      {(summary) => {
        const rows = countRows(scope, summary);
        // The chart's bars: opened, closed, closed within SLA (rows 0, 1, 3), this period or before.
        const openBar = ({ seriesIndex, dataIndex }: ChartItem) => {
          const row = rows[[0, 1, 3][dataIndex] ?? -1];
          const href = seriesIndex === 0 ? row?.currentHref : row?.previousHref;
          if (href) void navigate(href);
        };
        return (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={14}>
              <ReportTable
                caption="Dönemin sayıları ve önceki dönemle karşılaştırma"
                testId="report-counts-table"
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  { key: 'name', title: 'Ölçü', render: (row) => row.name },
                  {
                    key: 'current',
                    title: 'Bu dönem',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink
                        href={row.currentHref}
                        title={`${row.name}: biletleri listele`}
                        testId={`report-figure-${row.key}`}
                      >
                        {row.current}
                      </FigureLink>
                    ),
                  },
                  {
                    key: 'previous',
                    title: 'Önceki dönem',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink
                        href={row.previousHref}
                        title={`${row.name}, önceki dönem: biletleri listele`}
                        testId={`report-figure-${row.key}-previous`}
                      >
                        {row.previous}
                      </FigureLink>
                    ),
                  },
                  { key: 'change', title: 'Değişim', isNumeric: true, render: (row) => row.change },
                ]}
              />
            </Col>
            <Col xs={24} xl={10}>
              <ReportChart
                option={chartOption(summary)}
                height={260}
                onItemClick={openBar}
                testId="report-counts-chart"
                summary={`Bu dönem ${formatCount(summary.current.opened)} bilet açıldı, ${formatCount(summary.current.closed)} bilet kapatıldı; önceki dönem ${formatCount(summary.previous.opened)} açıldı, ${formatCount(summary.previous.closed)} kapatıldı.`}
              />
            </Col>
          </Row>
        );
      }}
    </ReportSection>
  );
}
