import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { loadWithTimeout } from '../../../lib/lazy-with-timeout';
import type { ReportChartProps } from './chart-types';

// ECharts comes in its own chunk after the screen: the tables show while it loads.
const EChartsChart = lazy(() => loadWithTimeout(() => import('./echarts-chart')));

/** A report chart, or a placeholder of its height while the chart library loads. */
export function ReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChartsChart {...props} />
    </Suspense>
  );
}
