import { heatmapLinks, linkOf, type ReportLink } from '@ccms/contract/report-links';
import type { TReportHeatmap } from '@ccms/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { labelledGrid } from './chart-grid';
import type { ChartItem, ReportChartOption } from './chart-types';
import { heatColor } from './heat-color';
import { ReportChart } from './report-chart';
import { HEAT_COLORS } from './report-colors';
import { ReportExcelButton } from './report-excel-button';
import { formatCount, formatShare } from './report-format';
import { hrefOf, type ReportScope } from './report-scope';
import { ReportSection } from './report-section';
import { FigureLink, type ReportColumn, ReportTable } from './report-table';

type StoreRow = TReportHeatmap['stores'][number];
type Cell = StoreRow['cells'][number];

const weekLabel = (week: string) => dayjs(week).format('DD.MM');

function chartOption(heatmap: TReportHeatmap): ReportChartOption {
  // Stores top to bottom in the server's order: ECharts draws a category axis from the bottom.
  const stores = [...heatmap.stores].reverse();
  const data = stores.flatMap((store, y) =>
    heatmap.weeks.map((week, x) => {
      const share = store.cells.find((cell) => cell.week === week)?.slaKeptPercentage ?? null;
      return [x, y, share === null ? '-' : Math.round(share)];
    }),
  );
  return {
    grid: labelledGrid({ left: 16, right: 8, top: 8, bottom: 56 }),
    xAxis: { type: 'category', data: heatmap.weeks.map(weekLabel), splitArea: { show: true } },
    yAxis: {
      type: 'category',
      data: stores.map((store) => store.storeName),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    visualMap: {
      min: 0,
      max: 100,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      text: ['%100', '%0'],
      inRange: { color: [...HEAT_COLORS] },
    },
    series: [
      {
        name: 'SLA uyumu',
        type: 'heatmap',
        data,
        // The share is written in every cell: the colour never stands alone.
        label: { show: true, color: '#ffffff', formatter: ({ value }) => labelOf(value) },
      },
    ],
  };
}

function labelOf(value: unknown): string {
  const share = Array.isArray(value) ? value[2] : null;
  return typeof share === 'number' ? `%${share}` : '';
}

/** SLA kept per store and week: the share, and the tickets behind it as links. */
export function HeatmapSection({
  scope,
  query,
}: {
  scope: ReportScope;
  query: UseQueryResult<TReportHeatmap>;
}) {
  const navigate = useNavigate();
  const title = 'Mağaza ve haftaya göre SLA uyumu';
  // The cell's denominator (closed with an SLA) and numerator (of them, within it).
  const closedHref = (
    links: readonly ReportLink[],
    store: StoreRow,
    week: string,
    part: 'withSla' | 'withinSla',
  ) => hrefOf(scope, linkOf(links, `${store.storeId}.${week}.${part}`));
  const cellOf = (store: StoreRow, week: string): Cell | undefined =>
    store.cells.find((cell) => cell.week === week);
  return (
    <ReportSection
      title={title}
      testId="report-heatmap"
      query={query}
      isEmpty={(heatmap) => heatmap.stores.length === 0}
      extra={<ReportExcelButton table="heatmap" filter={scope.filter} tableName={title} />}
    >
      {(heatmap) => {
        const links = heatmapLinks(scope.filter, heatmap);
        const reversed = [...heatmap.stores].reverse();
        const openCell = ({ dataIndex }: ChartItem) => {
          const store = reversed[Math.floor(dataIndex / heatmap.weeks.length)];
          const week = heatmap.weeks[dataIndex % heatmap.weeks.length];
          if (!store || !week || !cellOf(store, week)?.closedWithSla) return;
          const href = closedHref(links, store, week, 'withSla');
          if (href) void navigate(href);
        };
        const weekColumns: ReportColumn<StoreRow>[] = heatmap.weeks.map((week) => ({
          key: week,
          title: `${weekLabel(week)} haftası`,
          isNumeric: true,
          render: (store) => {
            const cell = cellOf(store, week);
            if (!cell || cell.closedWithSla === 0) return '—';
            return (
              <span
                className="report-heat-cell"
                style={{ background: heatColor(cell.slaKeptPercentage) }}
              >
                {formatShare(cell.slaKeptPercentage)} (
                <FigureLink
                  href={closedHref(links, store, week, 'withinSla')}
                  title={`${store.storeName}, ${weekLabel(week)} haftası: SLA içinde kapatılan`}
                >
                  {formatCount(cell.closedWithinSla)}
                </FigureLink>
                /
                <FigureLink
                  href={closedHref(links, store, week, 'withSla')}
                  title={`${store.storeName}, ${weekLabel(week)} haftası: SLA'lı kapatılan`}
                >
                  {formatCount(cell.closedWithSla)}
                </FigureLink>
                )
              </span>
            );
          },
        }));
        return (
          <>
            <ReportChart
              option={chartOption(heatmap)}
              height={heatmap.stores.length * 28 + 96}
              onItemClick={openCell}
              testId="report-heatmap-chart"
              summary={`${title}: ${heatmap.stores.length} mağaza, ${heatmap.weeks.length} hafta; her hücrede SLA içinde kapatılanların payı, değerler aşağıdaki tabloda.`}
            />
            <ReportTable
              caption={`${title}: SLA içinde kapatılan / SLA'lı kapatılan`}
              testId="report-heatmap-table"
              rows={heatmap.stores}
              rowKey={(store) => store.storeId}
              columns={[
                { key: 'store', title: 'Mağaza', render: (store) => store.storeName },
                ...weekColumns,
              ]}
            />
          </>
        );
      }}
    </ReportSection>
  );
}
