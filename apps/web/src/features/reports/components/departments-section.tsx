import { departmentLinks, linkOf, type ReportLink } from '@ccms/contract/report-links';
import type { TReportDepartments } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { labelledGrid, valueLabelRoom } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SERIES_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import { formatBusinessMinutes, formatCount, minutesToHours } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

type Department = TReportDepartments['rows'][number];

/** The chart shows the units that held tickets longest; the table lists every one. */
const CHART_UNITS = 12;

function chartOption(rows: readonly Department[]): ReportChartOption {
  const shown = [...rows].sort((a, b) => b.totalMinutes - a.totalMinutes).slice(0, CHART_UNITS);
  // Largest on top: ECharts draws a category axis from the bottom.
  shown.reverse();
  const labels = shown.map((row) => formatBusinessMinutes(row.totalMinutes));
  return {
    grid: labelledGrid({ left: 8, right: valueLabelRoom(labels), top: 16, bottom: 8 }),
    xAxis: { type: 'value', name: 'saat' },
    yAxis: {
      type: 'category',
      data: shown.map((row) => row.unitName),
      // A long unit name is shortened with '…' inside the chart; the table has it whole.
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        name: 'Toplam süre',
        type: 'bar',
        color: SERIES_COLORS.opened,
        data: shown.map((row) => minutesToHours(row.totalMinutes)),
        label: {
          show: true,
          position: 'right',
          formatter: ({ dataIndex }: { dataIndex: number }) => labels[dataIndex] ?? '',
        },
      },
    ],
  };
}

/** Calendar time each unit held the period's tickets (the detail page's per-unit table, summed). */
export function DepartmentsSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportDepartments>;
}) {
  const navigate = useNavigate();
  const title = 'Birimlerde geçen süre';
  const hrefOfUnit = (links: readonly ReportLink[], row: Department) =>
    hrefOf(scope, linkOf(links, row.unitId));
  return (
    <ReportSection
      title={title}
      testId="report-departments"
      query={query}
      isEmpty={(departments) => departments.rows.length === 0}
      extra={<ReportExcelButton table="departments" filter={scope.filter} tableName={title} />}
    >
      {(departments) => {
        const { rows } = departments;
        const links = departmentLinks(scope.filter, departments);
        const byTotal = [...rows].sort((a, b) => b.totalMinutes - a.totalMinutes);
        const charted = byTotal.slice(0, CHART_UNITS).reverse();
        const openBar = ({ dataIndex }: ChartItem) => {
          const row = charted[dataIndex];
          const href = row && hrefOfUnit(links, row);
          if (href) void navigate(href);
        };
        return (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={12}>
              <ReportChart
                option={chartOption(rows)}
                height={Math.max(160, charted.length * 32 + 40)}
                onItemClick={openBar}
                testId="report-departments-chart"
                summary={`${title}: en uzun süre tutan ${charted.length} birim; değerler yandaki tabloda.`}
              />
            </Col>
            <Col xs={24} xl={12}>
              <ReportTable
                caption="Dönemde açılan biletlerin birimlerde geçirdiği takvim süresi"
                testId="report-departments-table"
                rows={byTotal}
                rowKey={(row) => row.unitId}
                columns={[
                  { key: 'unit', title: 'Birim', render: (row) => row.unitName },
                  {
                    key: 'tickets',
                    title: 'Bilet',
                    isNumeric: true,
                    render: (row) => (
                      <FigureLink href={hrefOfUnit(links, row)} title={`${row.unitName} biletleri`}>
                        {formatCount(row.tickets)}
                      </FigureLink>
                    ),
                  },
                  {
                    key: 'total',
                    title: 'Toplam süre',
                    isNumeric: true,
                    render: (row) => formatBusinessMinutes(row.totalMinutes),
                  },
                  {
                    key: 'average',
                    title: 'Bilet başına',
                    isNumeric: true,
                    render: (row) => formatBusinessMinutes(row.averageMinutes),
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
