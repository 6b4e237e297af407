import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import type { AriaComponentOption } from 'echarts/components';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ReportChartProps } from './chart-types';

// Only the charts and parts the screen draws: ECharts' modular build keeps the rest out of the
// reports chunk (docs/domain.md §25 Screen and charts).
use([
  BarChart,
  LineChart,
  HeatmapChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

// Patterns on the bars, so that a series is told apart without its colour.
const ARIA: AriaComponentOption = {
  enabled: true,
  label: { enabled: false },
  decal: { show: true },
};
const TEXT_COLOR = '#1f2937';

/**
 * One ECharts chart, drawn as SVG (sharp when printed) and resized with its card. It is an image
 * to assistive technology, named by `summary`; the table beside it is the accessible form.
 */
export default function EChartsChart({
  option,
  summary,
  height,
  onItemClick,
  testId,
}: ReportChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const clickHandler = useRef(onItemClick);
  const fontFamily = useRef('sans-serif');
  clickHandler.current = onItemClick;

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, null, { renderer: 'svg' });
    chart.current = instance;
    // The page's own font by name: ECharts measures labels on a canvas, where 'inherit' means
    // its 10 px default, so labels drawn wider than measured were cut and never shortened.
    fontFamily.current = getComputedStyle(element.current).fontFamily;
    instance.on('click', (params) => {
      clickHandler.current?.({ seriesIndex: params.seriesIndex ?? 0, dataIndex: params.dataIndex });
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const textStyle = { fontFamily: fontFamily.current, color: TEXT_COLOR };
    chart.current?.setOption({ aria: ARIA, textStyle, ...option }, true);
  }, [option]);

  return (
    <div role="img" aria-label={summary} className="report-chart" data-testid={testId}>
      <div ref={element} style={{ width: '100%', height }} />
    </div>
  );
}
