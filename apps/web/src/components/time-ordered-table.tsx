import type { TPaged } from '@ccms/contract/envelope';
import { Table, type TableProps } from 'antd';
import { formatDateTime } from '../lib/format';
import { type TimeOrder, type TimeOrderedChange, timeOrderedChange } from './time-ordered-paging';

type Row = { id: string; createdDate: string };

/** What a log screen hands its table: the page it holds and how to ask for another. */
export type TimeOrderedPage<T> = {
  page: TPaged<T> | undefined;
  isLoading: boolean;
  pageNumber: number;
  order: TimeOrder;
  onChange: (change: TimeOrderedChange) => void;
};

type Props<T extends Row> = TimeOrderedPage<T> & {
  pageSize: number;
  /** The columns after 'Tarih', which every log leads with and sorts by. */
  columns: NonNullable<TableProps<T>['columns']>;
  /** What a row is called in the total and the empty text ('kayıt', 'mesaj'). */
  rowNoun: 'kayıt' | 'mesaj';
  expandable?: TableProps<T>['expandable'];
  testId: string;
};

/**
 * A log read by time (audit log, outbox, sign-in records): the date first and the only sort,
 * server paging, newest first unless the user turns it.
 */
export function TimeOrderedTable<T extends Row>({
  page,
  isLoading,
  pageNumber,
  pageSize,
  order,
  onChange,
  columns,
  rowNoun,
  expandable,
  testId,
}: Props<T>) {
  const dateColumn: NonNullable<TableProps<T>['columns']>[number] = {
    title: 'Tarih',
    dataIndex: 'createdDate',
    key: 'createdDate',
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: order,
    render: (value: string) => formatDateTime(value),
  };
  const capitalised = rowNoun === 'kayıt' ? 'Kayıt' : 'Mesaj';
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={[dateColumn, ...columns]}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: `${capitalised} bulunamadı.` }}
      scroll={{ x: 'max-content' }}
      expandable={expandable}
      pagination={{
        current: pageNumber,
        pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} ${rowNoun}`,
      }}
      onChange={timeOrderedChange(order, onChange)}
      data-testid={testId}
    />
  );
}
