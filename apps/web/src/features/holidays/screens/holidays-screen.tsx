import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { HOLIDAY_MESSAGES as M, type THoliday } from '@ccms/contract/holidays';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { usePermissions } from '../../../lib/permissions';
import { useHolidays } from '../api/get-holidays';
import { HolidayFilterCard } from '../components/holiday-filter-card';
import { HolidayFormDialog } from '../components/holiday-form-dialog';
import { HolidayImportDialog } from '../components/holiday-import-dialog';
import {
  buildHolidayQuery,
  type HolidayListState,
  initialHolidayState,
} from '../components/holiday-query';
import { HolidayRowActions } from '../components/holiday-row-actions';
import { HolidayTable } from '../components/holiday-table';

/**
 * /definitions/holidays 'Tatiller' (docs/domain.md §14.6 List, Import): the holidays of a year,
 * administrators also import a year's holidays from an iCalendar file, add, edit and delete
 * holidays one by one and undo an import (§20).
 */
export default function HolidaysScreen() {
  const { has } = usePermissions();
  const thisYear = dayjs().year();
  const [state, setState] = useState<HolidayListState>(() => initialHolidayState(thisYear));
  const [isImporting, setImporting] = useState(false);
  /** The holiday being edited, 'new' for a new one, null while the form is shut. */
  const [editing, setEditing] = useState<THoliday | 'new' | null>(null);
  const isAdmin = has('Admin');
  const query = useMemo(() => buildHolidayQuery(state), [state]);
  const holidays = useHolidays(query);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Tatiller
        </Typography.Title>
        {isAdmin && (
          <Flex gap={8}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="holiday-new"
            >
              Yeni Tatil
            </Button>
            <Button
              icon={<CalendarOutlined />}
              onClick={() => setImporting(true)}
              data-testid="holiday-import-open"
            >
              {M.importTitle}
            </Button>
          </Flex>
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
        actions={
          isAdmin
            ? (holiday) => <HolidayRowActions holiday={holiday} onEdit={setEditing} />
            : undefined
        }
      />
      {isImporting && <HolidayImportDialog onClose={() => setImporting(false)} />}
      {editing && (
        <HolidayFormDialog
          holiday={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
