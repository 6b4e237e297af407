import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TPaged } from '@ccms/contract/envelope';
import type { THoliday } from '@ccms/contract/holidays';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { dayLabel, holidayDateText, kindLabel } from './holiday-labels';

type Props = {
  page: TPaged<THoliday> | undefined;
  /** Administrators' row actions (docs/domain.md §20); none for others. */
  actions?: ((holiday: THoliday) => ReactNode) | undefined;
  isLoading: boolean;
  pageNumber: number;
  onPage: (page: number) => void;
};

const columns: TableProps<THoliday>['columns'] = [
  { title: 'İsim', dataIndex: 'name', key: 'name' },
  { title: 'Tarih', dataIndex: 'date', key: 'date', render: holidayDateText },
  { title: 'Gün', dataIndex: 'isFullDay', key: 'isFullDay', render: dayLabel },
  { title: 'Tür', dataIndex: 'isPublicHoliday', key: 'isPublicHoliday', render: kindLabel },
];

/** The holidays of the chosen year by date, 10 a page; administrators also fix them. */
export function HolidayTable({ page, isLoading, pageNumber, onPage, actions }: Props) {
  const shown = actions
    ? [
        ...(columns ?? []),
        {
          title: 'İşlemler',
          key: 'actions',
          render: (_: unknown, holiday: THoliday) => actions(holiday),
        },
      ]
    : columns;
  return (
    <Table<THoliday>
      rowKey="id"
      size="middle"
      columns={shown}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: 'Bu yıl için tatil bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize: PAGE_SIZES.holidays,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kayıt`,
        onChange: onPage,
        hideOnSinglePage: false,
      }}
      aria-label="Tatiller"
      data-testid="holiday-table"
    />
  );
}
