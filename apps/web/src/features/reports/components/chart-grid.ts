import type { GridComponentOption } from 'echarts/components';

type Margins = { top: number; right: number; bottom: number; left: number };

/**
 * A chart's plot area inside `margins`, shrunk until every axis label and axis name drawn
 * around it lies inside the chart. ECharts measures the labels it drew (`outerBounds`); its
 * older `containLabel` estimated from a sample of them and cut long store names on the left.
 */
export function labelledGrid(margins: Margins): GridComponentOption {
  return { ...margins, outerBoundsMode: 'same', outerBoundsContain: 'all' };
}

/** Pixels per character of the charts' 12 px labels, a little over the widest average. */
const LABEL_CHAR_WIDTH = 7.5;

/**
 * Room right of the bars for the value labels written after them ('124 gün 9 sa'): ECharts
 * keeps axis labels inside the chart, not the series' own labels.
 */
export function valueLabelRoom(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.ceil(longest * LABEL_CHAR_WIDTH) + 16;
}
