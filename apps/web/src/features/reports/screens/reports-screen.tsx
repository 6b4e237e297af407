import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../../../lib/permissions';
import { useReportDepartments } from '../api/get-report-departments';
import { useReportHeatmap } from '../api/get-report-heatmap';
import { useReportOptions } from '../api/get-report-options';
import { useReportSummary } from '../api/get-report-summary';
import { useReportTimes } from '../api/get-report-times';
import { useReportTop } from '../api/get-report-top';
import { CountsSection } from '../components/counts-section';
import { DepartmentsSection } from '../components/departments-section';
import { HeatmapSection } from '../components/heatmap-section';
import { LeftOutNotice } from '../components/left-out-notice';
import { ReportFilterBar } from '../components/report-filter-bar';
import { formatPeriod } from '../components/report-format';
import type { ReportLookups } from '../components/report-lookups';
import { useDimensionNames } from '../components/report-names';
import { previousPeriod } from '../components/report-period';
import type { ReportScope } from '../components/report-scope';
import { readReportState, toReportFilter, writeReportState } from '../components/report-url-state';
import { SlaStatesSection } from '../components/sla-states-section';
import { TimesSection } from '../components/times-section';
import { TopBreakdownsSection, TopStoresSection } from '../components/top-section';
import { TrendSection } from '../components/trend-section';
import '../components/reports.css';

/**
 * /reports (Reports, docs/domain.md §25): the period's figures within the user's ticket
 * visibility, each as a chart and a table whose numbers open the all-tickets list. The applied
 * filters live in the address.
 */
export function ReportsScreen({ lookups }: { lookups: ReportLookups }) {
  const { has } = usePermissions();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readReportState(new URLSearchParams(search)), [search]);
  // A preset is counted from the day the filters are applied or the page is opened.
  const filter = useMemo(() => toReportFilter(state, new Date()), [state]);
  const list = has('Ticket.AllTickets') ? 'all' : 'mine';
  const summary = useReportSummary(filter);
  const times = useReportTimes(filter);
  const departments = useReportDepartments(filter);
  const top = useReportTop(filter);
  const heatmap = useReportHeatmap(filter);
  const options = useReportOptions(filter);
  const names = useDimensionNames(filter, options.data, lookups);
  const scope: ReportScope = { filter, list, names };

  return (
    <Flex vertical gap={16} className="reports-screen">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Raporlar
        </Typography.Title>
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          className="report-no-print"
          data-testid="report-print"
        >
          Yazdır
        </Button>
      </Flex>
      <ReportFilterBar
        key={search}
        applied={state}
        options={options.data}
        lookups={lookups}
        onApply={(next) => void navigate({ search: `?${writeReportState(next).toString()}` })}
      />
      <Flex vertical gap={4}>
        <Typography.Text data-testid="report-period">
          Dönem: {formatPeriod(filter)} · karşılaştırılan önceki dönem:{' '}
          {formatPeriod(previousPeriod(filter))}
        </Typography.Text>
        <LeftOutNotice scope={scope} summary={summary.data} />
      </Flex>
      <CountsSection scope={scope} query={summary} />
      <TrendSection scope={scope} query={summary} />
      <SlaStatesSection scope={scope} query={summary} />
      <TimesSection scope={scope} query={times} />
      <DepartmentsSection scope={scope} query={departments} />
      <TopBreakdownsSection scope={scope} query={top} />
      <TopStoresSection scope={scope} query={top} />
      <HeatmapSection scope={scope} query={heatmap} />
    </Flex>
  );
}
