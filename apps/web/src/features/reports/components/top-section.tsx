import {
  linkOf,
  type ReportLink,
  topBreakdownLinks,
  topStoreLinks,
} from '@ccms/contract/report-links';
import type { TReportTop } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { labelledGrid, valueLabelRoom } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { ReportChart } from './report-chart';
import { SERIES_COLORS, SLA_STATE_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import { formatCount, formatShare } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, ReportTable } from './report-table';

/** A row of either top ten: what it is, its figures, the filter narrowing the scope to it. */
type TopRow = {
  key: string;
  name: string;
  opened: number;
  overdueNow: number;
  overduePercentage: number;
};

const breakdownRows = (top: TReportTop): TopRow[] =>
  top.breakdowns.map((row) => ({
    key: row.subCategoryId,
    name: `${row.typeName} / ${row.categoryName} / ${row.subCategoryName}`,
    opened: row.opened,
    overdueNow: row.overdueNow,
    overduePercentage: row.overduePercentage,
  }));

const storeRows = (top: TReportTop): TopRow[] =>
  top.stores.map((row) => ({
    key: row.storeId,
    name: row.storeName,
    opened: row.opened,
    overdueNow: row.overdueNow,
    overduePercentage: row.overduePercentage,
  }));

function chartOption(rows: readonly TopRow[]): ReportChartOption {
  // Largest on top: ECharts draws a category axis from the bottom.
  const shown = [...rows].reverse();
  return {
    grid: labelledGrid({
      left: 16,
      right: valueLabelRoom(shown.map((row) => formatCount(row.opened))),
      top: 40,
      bottom: 8,
    }),
    legend: { top: 0, itemGap: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: shown.map((row) => row.name),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    series: [
      {
        name: 'Şu an SLA aşılmış',
        type: 'bar',
        stack: 'opened',
        color: SLA_STATE_COLORS[4],
        data: shown.map((row) => row.overdueNow),
      },
      {
        name: 'Diğer',
        type: 'bar',
        stack: 'opened',
        color: SERIES_COLORS.opened,
        data: shown.map((row) => row.opened - row.overdueNow),
        label: {
          show: true,
          position: 'right',
          formatter: ({ dataIndex }: { dataIndex: number }) =>
            formatCount(shown[dataIndex]?.opened ?? 0),
        },
      },
    ],
  };
}

type TopTableProps = {
  scope: ReportScope;
  rows: TopRow[];
  /** The rows' figures, by the row's key (the contract's top links). */
  links: readonly ReportLink[];
  /** 'Arıza' or 'Mağaza / Departman': the first column's title. */
  subject: string;
  caption: string;
  testId: string;
};

function TopTable({ scope, rows, links, subject, caption, testId }: TopTableProps) {
  const navigate = useNavigate();
  const openedHref = (row: TopRow) => hrefOf(scope, linkOf(links, `${row.key}.opened`));
  const overdueHref = (row: TopRow) => hrefOf(scope, linkOf(links, `${row.key}.overdueNow`));
  const shown = [...rows].reverse();
  const openBar = ({ seriesIndex, dataIndex }: ChartItem) => {
    const row = shown[dataIndex];
    const href = row && (seriesIndex === 0 ? overdueHref(row) : openedHref(row));
    if (href) void navigate(href);
  };
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={12}>
        <ReportChart
          option={chartOption(rows)}
          height={rows.length * 32 + 64}
          onItemClick={openBar}
          testId={`${testId}-chart`}
          summary={`${caption}: en çok bilet ${rows[0]?.name ?? ''} (${formatCount(rows[0]?.opened ?? 0)}); değerler yandaki tabloda.`}
        />
      </Col>
      <Col xs={24} xl={12}>
        <ReportTable
          caption={caption}
          testId={`${testId}-table`}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { key: 'name', title: subject, render: (row) => row.name },
            {
              key: 'opened',
              title: 'Açılan',
              isNumeric: true,
              render: (row) => (
                <FigureLink href={openedHref(row)} title={`${row.name}: açılan biletler`}>
                  {formatCount(row.opened)}
                </FigureLink>
              ),
            },
            {
              key: 'overdue',
              title: 'Şu an SLA aşılmış',
              isNumeric: true,
              render: (row) => (
                <FigureLink href={overdueHref(row)} title={`${row.name}: SLA aşılmış biletler`}>
                  {formatCount(row.overdueNow)}
                </FigureLink>
              ),
            },
            {
              key: 'share',
              title: 'Aşım payı',
              isNumeric: true,
              render: (row) => formatShare(row.overduePercentage),
            },
          ]}
        />
      </Col>
    </Row>
  );
}

type Props = { scope: ReportScope; query: UseQueryResult<TReportTop> };

/** The ten breakdowns with most tickets of the period, with the share overdue now. */
export function TopBreakdownsSection({ scope, query }: Props) {
  const title = 'En çok bilet açılan arızalar';
  return (
    <ReportSection
      title={title}
      testId="report-top-breakdowns"
      query={query}
      isEmpty={(top) => top.breakdowns.length === 0}
      extra={<ReportExcelButton table="topBreakdowns" filter={scope.filter} tableName={title} />}
    >
      {(top) => (
        <TopTable
          scope={scope}
          rows={breakdownRows(top)}
          links={topBreakdownLinks(scope.filter, top)}
          subject="Tip / Kategori / Alt kategori"
          caption={title}
          testId="report-top-breakdowns"
        />
      )}
    </ReportSection>
  );
}

/** The ten stores or departments with most tickets of the period. */
export function TopStoresSection({ scope, query }: Props) {
  const title = 'En çok bilet açılan mağazalar';
  return (
    <ReportSection
      title={title}
      testId="report-top-stores"
      query={query}
      isEmpty={(top) => top.stores.length === 0}
      extra={<ReportExcelButton table="topStores" filter={scope.filter} tableName={title} />}
    >
      {(top) => (
        <TopTable
          scope={scope}
          rows={storeRows(top)}
          links={topStoreLinks(scope.filter, top)}
          subject="Mağaza / Departman"
          caption={title}
          testId="report-top-stores"
        />
      )}
    </ReportSection>
  );
}
