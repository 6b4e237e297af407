import type { TImportState, TImportSummary } from '@ccms/contract/imports/schemas';
import { formatNumberTr } from '@ccms/contract/turkish-format';
import { Button, Table, type TableProps, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { formatDateTime } from '../../../lib/format';
import { IMPORT_STATE_LABELS } from './import-texts';

/** Dark text on light tints (antd's preset tag colours are too pale to read, WCAG AA). */
const STATE_STYLES: Partial<Record<TImportState, CSSProperties>> = {
  applied: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  checked: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  reading: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  applying: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  failed: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** States whose counts say nothing yet (still reading) or nothing at all (unreadable). */
const WITHOUT_COUNTS: ReadonlySet<TImportState> = new Set(['reading', 'failed']);

const counted =
  (key: 'newCount' | 'changedCount' | 'unchangedCount' | 'refusedCount') =>
  (_: unknown, row: TImportSummary) =>
    WITHOUT_COUNTS.has(row.state) ? '—' : formatNumberTr(row[key]);

type Props = {
  imports: TImportSummary[];
  isLoading: boolean;
  onUndo: (summary: TImportSummary) => void;
};

/** A kind's last imports, newest first; 'Geri Al' on the one that can still be undone. */
export function ImportHistoryTable({ imports, isLoading, onUndo }: Props) {
  const columns: TableProps<TImportSummary>['columns'] = [
    { title: 'Dosya', dataIndex: 'fileName', key: 'fileName' },
    { title: 'Yükleyen', dataIndex: 'createdByName', key: 'createdByName' },
    {
      title: 'Tarih',
      key: 'createdAt',
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: 'Durum',
      key: 'state',
      render: (_, row) => (
        <Tag style={STATE_STYLES[row.state]} data-testid="import-history-state">
          {IMPORT_STATE_LABELS[row.state]}
        </Tag>
      ),
    },
    { title: 'Yeni', key: 'new', align: 'right', render: counted('newCount') },
    {
      title: 'Değişen',
      key: 'changed',
      align: 'right',
      render: counted('changedCount'),
    },
    {
      title: 'Aynı',
      key: 'unchanged',
      align: 'right',
      render: counted('unchangedCount'),
    },
    {
      title: 'Reddedilen',
      key: 'refused',
      align: 'right',
      render: counted('refusedCount'),
    },
    {
      title: 'İşlem',
      key: 'actions',
      render: (_, row) =>
        row.canUndo ? (
          <Button
            size="small"
            onClick={() => onUndo(row)}
            aria-label={`Geri Al: ${row.fileName}`}
            data-testid="import-undo"
          >
            Geri Al
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<TImportSummary>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={imports}
      loading={isLoading}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: 'Bu tür için henüz içe aktarma yapılmadı.' }}
      aria-label="Son içe aktarmalar"
      data-testid="import-history"
    />
  );
}
