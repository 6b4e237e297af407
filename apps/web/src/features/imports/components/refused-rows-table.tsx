import { IMPORT_ROWS_PAGE_SIZE } from '@ccms/contract/imports/messages';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useRefusedRows } from '../api/get-import-rows';
import { refusalText } from './import-progress';

const columns: TableProps<TImportRow>['columns'] = [
  { title: 'Satır', dataIndex: 'rowNumber', key: 'rowNumber', width: 90 },
  {
    title: 'Sütun',
    key: 'column',
    width: 200,
    render: (_, row) => row.problemColumn ?? '—',
  },
  { title: 'Neden', key: 'reason', render: (_, row) => refusalText(row) },
];

/** A checked import's refused rows, 20 a page, by row number: what to fix in the file. */
export function RefusedRowsTable({ importId, count }: { importId: string; count: number }) {
  const [page, setPage] = useState(1);
  const rows = useRefusedRows(importId, page, count > 0);
  return (
    <Table<TImportRow>
      size="small"
      rowKey="rowNumber"
      columns={columns}
      dataSource={rows.data?.items ?? []}
      loading={rows.isFetching}
      pagination={{
        current: page,
        pageSize: IMPORT_ROWS_PAGE_SIZE,
        total: rows.data?.totalCount ?? count,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      locale={{ emptyText: 'Reddedilen satır yok.' }}
      aria-label="Reddedilen satırlar"
      data-testid="import-refused-rows"
    />
  );
}
