import { CalendarOutlined } from '@ant-design/icons';
import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { usePermissions } from '../../../lib/permissions';
import { useHolidays } from '../api/get-holidays';
import { HolidayFilterCard } from '../components/holiday-filter-card';
import { HolidayImportDialog } from '../components/holiday-import-dialog';
import {
  buildHolidayQuery,
  type HolidayListState,
  initialHolidayState,
} from '../components/holiday-query';
import { HolidayTable } from '../components/holiday-table';

/**
 * /definitions/holidays 'Tatiller' (docs/domain.md §14.6 List, Import): the holidays of a year,
 * read-only; administrators also import a year's holidays from an iCalendar file.
 */
export default function HolidaysScreen() {
  const { has } = usePermissions();
  const thisYear = dayjs().year();
  const [state, setState] = useState<HolidayListState>(() => initialHolidayState(thisYear));
  const [isImporting, setImporting] = useState(false);
  const query = useMemo(() => buildHolidayQuery(state), [state]);
  const holidays = useHolidays(query);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Tatiller
        </Typography.Title>
        {has('Admin') && (
          <Button
            icon={<CalendarOutlined />}
            onClick={() => setImporting(true)}
            data-testid="holiday-import-open"
          >
            {M.importTitle}
          </Button>
        )}
      </Flex>
      <HolidayFilterCard
        thisYear={thisYear}
        onSearch={(filters) => setState({ ...filters, page: 1 })}
        isSearching={holidays.isFetching}
      />
      <HolidayTable
        page={holidays.data}
        isLoading={holidays.isFetching}
        pageNumber={state.page}
        onPage={(page) => setState((current) => ({ ...current, page }))}
      />
      {isImporting && <HolidayImportDialog onClose={() => setImporting(false)} />}
    </Flex>
  );
}
