import { Alert, Button } from 'antd';
import type { ReportDrillDown } from '../../../../lib/report-drill-down';

/**
 * Says which report figure narrows the list (its filters are not in the filter card): the figure,
 * its period and every filter it carries (store, type, …), and lets the user drop it.
 */
export function ReportDrillDownNotice({
  drillDown,
  onRemove,
}: {
  drillDown: ReportDrillDown;
  onRemove: () => void;
}) {
  return (
    <Alert
      type="info"
      showIcon
      title={drillDown.label}
      description={
        drillDown.details && (
          <span data-testid="ticket-list-report-filter-details">
            {drillDown.details.join(' · ')}
          </span>
        )
      }
      data-testid="ticket-list-report-filter"
      action={
        <Button size="small" onClick={onRemove} data-testid="ticket-list-report-filter-remove">
          Rapor filtresini kaldır
        </Button>
      }
    />
  );
}
