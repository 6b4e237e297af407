import { linkOf, REPORT_SLA_STATES, slaStateLinks } from '@ccms/contract/report-links';
import { REPORT_SLA_STATE_LABELS, type TReportSummary } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { labelledGrid } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SLA_STATE_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import { formatCount, formatShare } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

type StateRow = {
  state: number;
  name: string;
  count: number;
  share: number;
  href: string | null;
};

function stateRows(scope: ReportScope, summary: TReportSummary): StateRow[] {
  const total = summary.openBySlaState.reduce((sum, row) => sum + row.count, 0);
  const links = slaStateLinks(scope.filter, summary);
  return REPORT_SLA_STATES.map((state) => {
    const link = linkOf(links, String(state));
    const count = link?.count ?? 0;
    return {
      state,
      name: REPORT_SLA_STATE_LABELS[state] ?? String(state),
      count,
      share: total === 0 ? 0 : (count / total) * 100,
      href: hrefOf(scope, link),
    };
  });
}

function chartOption(rows: StateRow[]): ReportChartOption {
  return {
    grid: labelledGrid({ left: 8, right: 16, top: 16, bottom: 8 }),
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: rows.map((row) => row.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: 'Açık bilet',
        type: 'bar',
        data: rows.map((row) => ({
          value: row.count,
          itemStyle: { color: SLA_STATE_COLORS[row.state] },
        })),
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** The open tickets now, over the five SLA states. */
export function SlaStatesSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportSummary>;
}) {
  const navigate = useNavigate();
  const title = 'Açık biletlerin SLA durumu';
  return (
    <ReportSection
      title={title}
      testId="report-sla-states"
      query={query}
      isEmpty={(summary) => summary.openNow === 0}
      extra={<ReportExcelButton table="slaStates" filter={scope.filter} tableName={title} />}
    >
      {(summary) => {
        const rows = stateRows(scope, summary);
        const openBar = ({ dataIndex }: ChartItem) => {
          const href = rows[dataIndex]?.href;
          if (href) void navigate(href);
        };
        return (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={12}>
              <ReportChart
                option={chartOption(rows)}
                height={260}
                onItemClick={openBar}
                testId="report-sla-states-chart"
                summary={`Şu an açık ${formatCount(summary.openNow)} bilet: ${rows.map((row) => `${row.name} ${formatCount(row.count)}`).join(', ')}.`}
              />
            </Col>
            <Col xs={24} xl={12}>
              <ReportTable
                caption="Şu an açık biletler, SLA durumuna göre"
                testId="report-sla-states-table"
                rows={rows}
                rowKey={(row) => String(row.state)}
                columns={[
                  { key: 'name', title: 'SLA durumu', render: (row) => row.name },
                  {
                    key: 'count',
                    title: 'Açık bilet',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink
                        href={row.href}
                        title={`${row.name} durumundaki açık biletler`}
                        testId={`report-figure-sla-state-${row.state}`}
                      >
                        {formatCount(row.count)}
                      </FigureLink>
                    ),
                  },
                  {
                    key: 'share',
                    title: 'Pay',
                    isNumeric: true,
                    render: (row) => formatShare(row.share),
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
