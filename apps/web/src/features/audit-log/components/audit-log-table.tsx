import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type TAuditEntry } from '@ccms/contract/audit-log';
import { PAGE_SIZES } from '@ccms/contract/constants';
import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { type TimeOrderedPage, TimeOrderedTable } from '../../../components/time-ordered-table';
import { AuditDiffTable } from './audit-diff-table';

const entityTypeLabel = (type: string) =>
  (AUDIT_ENTITY_TYPES as Record<string, string>)[type] ?? type;

/** The audit entries, newest first; 'Detay' opens an entry's before → after. */
export function AuditLogTable(props: TimeOrderedPage<TAuditEntry>) {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setExpanded((current) =>
      current.includes(id) ? current.filter((key) => key !== id) : [...current, id],
    );

  const columns: NonNullable<TableProps<TAuditEntry>['columns']> = [
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
    <TimeOrderedTable<TAuditEntry>
      {...props}
      pageSize={PAGE_SIZES.auditLog}
      columns={columns}
      rowNoun="kayıt"
      expandable={{
        expandedRowKeys: [...expanded],
        expandedRowRender: (entry) => <AuditDiffTable entry={entry} />,
        // The 'Detay' button opens a row; no second, unlabelled icon for it.
        showExpandColumn: false,
      }}
      testId="audit-log-table"
    />
  );
}
