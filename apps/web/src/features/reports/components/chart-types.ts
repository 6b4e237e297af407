import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The options of the charts the screen draws (types only: ECharts itself loads later). */
export type ReportChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | HeatmapSeriesOption
  | AriaComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

/** The bar, point or cell clicked: its series and place in the data. */
export type ChartItem = { seriesIndex: number; dataIndex: number };

export type ReportChartProps = {
  option: ReportChartOption;
  /** What the chart shows in one sentence, read out instead of the drawing. */
  summary: string;
  height: number;
  /** A click on a bar, point or cell (the table beside it does the same from the keyboard). */
  onItemClick?: (item: ChartItem) => void;
  testId: string;
};
