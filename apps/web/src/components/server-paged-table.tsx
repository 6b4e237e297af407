import type { TPaged } from '@ccms/contract/envelope';
import { Table, type TableProps } from 'antd';
import { selectableRow } from '../lib/row-click';
import {
  type TableQueryChange,
  type TableSort,
  toTableQueryChange,
} from './inline-edit-table/table-query';

/** What a screen hands a server-paged, server-sorted table: one page and the query behind it. */
export type ServerPagedTableQuery<T> = {
  page: TPaged<T> | undefined;
  isLoading: boolean;
  sort: TableSort | null;
  pageNumber: number;
  pageSize: number;
  onChange: (change: TableQueryChange) => void;
};

type Props<T extends { id: string }> = ServerPagedTableQuery<T> &
  Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'onRow'> & {
    /** The word after the count under the table: 'Toplam 12 <totalNoun>'. */
    totalNoun: string;
    /** The columns the server sorts on; any other falls back to `defaultSort`. */
    sortable: readonly string[];
    defaultSort: TableSort | null;
    /** With `onSelect`, rows are focusable and a click, Enter or Space selects one. */
    selectedId?: string | null;
    onSelect?: (row: T) => void;
    /** The class of the selected row (replaces `rowClassName` when rows select). */
    selectedClassName?: string;
    'data-testid': string;
  };

/** The props of a column the server sorts on, showing the current sort. */
export function serverSortedColumn(sort: TableSort | null, field: string) {
  return {
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    sortOrder: sort?.field === field ? sort.order : null,
  };
}

/**
 * An antd Table paged and sorted on the server: rows keyed by id, the page's rows and total,
 * 'Toplam N …' under it, and each page or sort change reported as the next query to load.
 */
export function ServerPagedTable<T extends { id: string }>(props: Props<T>) {
  const {
    page,
    isLoading,
    sort,
    pageNumber,
    pageSize,
    onChange,
    totalNoun,
    sortable,
    defaultSort,
    selectedId = null,
    onSelect,
    selectedClassName = '',
    ...tableProps
  } = props;
  const selection: Pick<TableProps<T>, 'rowClassName' | 'onRow'> = onSelect
    ? {
        rowClassName: (row) => (row.id === selectedId ? selectedClassName : ''),
        onRow: (row) => selectableRow(row, selectedId, onSelect),
      }
    : {};
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      {...tableProps}
      {...selection}
      dataSource={page?.items ?? []}
      loading={isLoading}
      pagination={{
        current: pageNumber,
        pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} ${totalNoun}`,
      }}
      onChange={(pagination, _filters, sorter) =>
        onChange(
          toTableQueryChange(
            pagination,
            sorter,
            { page: pageNumber, sort },
            { sortable, defaultSort },
          ),
        )
      }
    />
  );
}
