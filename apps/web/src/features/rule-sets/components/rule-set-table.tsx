import { DeleteOutlined } from '@ant-design/icons';
import type { TRuleSetRow } from '@ccms/contract/rule-sets';
import { Button, type TableProps, Tag, Tooltip } from 'antd';
import {
  ServerPagedTable,
  type ServerPagedTableQuery,
  serverSortedColumn,
} from '../../../components/server-paged-table';
import { DEFAULT_RULE_SET_SORT, RULE_SET_SORTABLE } from './rule-set-list-query';
import './rule-set-table.css';

type Props = ServerPagedTableQuery<TRuleSetRow> & {
  selectedId: string | null;
  onSelect: (row: TRuleSetRow) => void;
  onDelete: (row: TRuleSetRow) => void;
  deletingId: string | null;
};

/**
 * The rule sets with their counts, 15 a page, sorted on the server. A click on a row, or Enter
 * or Space on a focused row, opens its panel.
 */
export function RuleSetTable(props: Props) {
  const { onDelete, deletingId, ...query } = props;

  const columns: TableProps<TRuleSetRow>['columns'] = [
    {
      title: 'Ad',
      dataIndex: 'name',
      key: 'name',
      ...serverSortedColumn(props.sort, 'name'),
    },
    {
      title: 'SLA (saat)',
      dataIndex: 'sla',
      key: 'sla',
      align: 'center',
      ...serverSortedColumn(props.sort, 'sla'),
      render: (_: number, row) => (row.isDeletedFromSLA ? <Tag>Sınırsız</Tag> : row.sla),
    },
    { title: 'Kural', dataIndex: 'rulesCount', key: 'rulesCount', align: 'center' },
    { title: 'Akış', dataIndex: 'flowsCount', key: 'flowsCount', align: 'center' },
    {
      title: 'Kategori',
      dataIndex: 'categorySetsCount',
      key: 'categorySetsCount',
      align: 'center',
    },
    {
      title: 'İşlemler',
      key: 'actions',
      align: 'center',
      // Beside the open panel the table is narrow: the delete button stays in view.
      fixed: 'right',
      render: (_: unknown, row) => (
        <Tooltip title="Sil">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Sil: ${row.name}`}
            loading={deletingId === row.id}
            onClick={() => onDelete(row)}
            data-testid="rule-set-row-delete"
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <ServerPagedTable<TRuleSetRow>
      {...query}
      className="rule-set-table"
      columns={columns}
      // Names wrap to the column's width; only what cannot wrap scrolls, inside the table.
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{ emptyText: 'Kural seti bulunamadı.' }}
      totalNoun="kural seti"
      sortable={RULE_SET_SORTABLE}
      defaultSort={DEFAULT_RULE_SET_SORT}
      selectedClassName="rule-set-row--selected"
      data-testid="rule-set-table"
    />
  );
}
