import type { TAuditEntry } from '@ccms/contract/audit-log';
import { Table, Typography } from 'antd';
import { type AuditDiffRow, auditDiff } from './audit-diff';

/** An entry's changed fields: 'Alan', 'Önce' → 'Sonra'. */
export function AuditDiffTable({ entry }: { entry: TAuditEntry }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) {
    return <Typography.Text type="secondary">Değişen alan yok.</Typography.Text>;
  }
  return (
    <Table<AuditDiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Alan', dataIndex: 'label', key: 'label', width: 220 },
        { title: 'Önce', dataIndex: 'before', key: 'before' },
        { title: 'Sonra', dataIndex: 'after', key: 'after' },
      ]}
      aria-label={`${entry.entityLabel}: değişen alanlar`}
      data-testid="audit-log-diff"
    />
  );
}
