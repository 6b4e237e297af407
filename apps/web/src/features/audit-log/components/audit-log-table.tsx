import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type TAuditEntry } from '@ccms/contract/audit-log';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TPaged } from '@ccms/contract/envelope';
import { Button, Table, type TableProps } from 'antd';
import { useState } from 'react';
import {
  type TimeOrder,
  type TimeOrderedChange,
  timeOrderedChange,
} from '../../../components/time-ordered-paging';
import { formatDateTime } from '../../../lib/format';
import { AuditDiffTable } from './audit-diff-table';

type Props = {
  page: TPaged<TAuditEntry> | undefined;
  isLoading: boolean;
  pageNumber: number;
  order: TimeOrder;
  onChange: (change: TimeOrderedChange) => void;
};

const entityTypeLabel = (type: string) =>
  (AUDIT_ENTITY_TYPES as Record<string, string>)[type] ?? type;

/** The audit entries, newest first; 'Detay' opens an entry's before → after. */
export function AuditLogTable({ page, isLoading, pageNumber, order, onChange }: Props) {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setExpanded((current) =>
      current.includes(id) ? current.filter((key) => key !== id) : [...current, id],
    );

  const columns: TableProps<TAuditEntry>['columns'] = [
    {
      title: 'Tarih',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: order,
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Kullanıcı', dataIndex: 'userFullName', key: 'userFullName' },
    {
      title: 'Kayıt Türü',
      dataIndex: 'entityType',
      key: 'entityType',
      render: (value: string) => entityTypeLabel(value),
    },
    { title: 'Kayıt', dataIndex: 'entityLabel', key: 'entityLabel' },
    {
      title: 'İşlem',
      dataIndex: 'action',
      key: 'action',
      render: (value: TAuditEntry['action']) => AUDIT_ACTIONS[value],
    },
    {
      title: 'Etkilenen Bilet',
      dataIndex: 'touchedTicketCount',
      key: 'touchedTicketCount',
      align: 'right',
      render: (value: number | null) => (value === null ? '' : value),
    },
    {
      title: 'Detay',
      key: 'detail',
      align: 'center',
      render: (_: unknown, entry) => {
        const isOpen = expanded.includes(entry.id);
        return (
          <Button
            size="small"
            icon={isOpen ? <DownOutlined /> : <RightOutlined />}
            aria-expanded={isOpen}
            aria-label={`Detay: ${entry.entityLabel}`}
            onClick={() => toggle(entry.id)}
            data-testid="audit-log-detail"
          >
            Detay
          </Button>
        );
      },
    },
  ];

  return (
    <Table<TAuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: 'Kayıt bulunamadı.' }}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: [...expanded],
        expandedRowRender: (entry) => <AuditDiffTable entry={entry} />,
        // The 'Detay' button opens a row; no second, unlabelled icon for it.
        showExpandColumn: false,
      }}
      pagination={{
        current: pageNumber,
        pageSize: PAGE_SIZES.auditLog,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kayıt`,
      }}
      onChange={timeOrderedChange(order, onChange)}
      data-testid="audit-log-table"
    />
  );
}
