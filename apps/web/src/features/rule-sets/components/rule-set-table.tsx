import { DeleteOutlined } from '@ant-design/icons';
import type { TPaged } from '@ccms/contract/envelope';
import type { TRuleSetRow } from '@ccms/contract/rule-sets';
import { Button, Table, type TableProps, Tag, Tooltip } from 'antd';
import {
  type TableQueryChange,
  type TableSort,
  toTableQueryChange,
} from '../../../components/inline-edit-table/table-query';
import { selectableRow } from '../../../lib/row-click';
import { DEFAULT_RULE_SET_SORT, RULE_SET_SORTABLE } from './rule-set-list-query';
import './rule-set-table.css';

type Props = {
  page: TPaged<TRuleSetRow> | undefined;
  isLoading: boolean;
  sort: TableSort | null;
  pageNumber: number;
  pageSize: number;
  selectedId: string | null;
  onSelect: (row: TRuleSetRow) => void;
  onDelete: (row: TRuleSetRow) => void;
  deletingId: string | null;
  onChange: (change: TableQueryChange) => void;
};

/**
 * The rule sets with their counts, 15 a page, sorted on the server. A click on a row, or Enter
 * or Space on a focused row, opens its panel.
 */
export function RuleSetTable(props: Props) {
  const { page, sort, pageNumber, selectedId, onSelect } = props;
  const sortOrderOf = (field: string) => (sort?.field === field ? sort.order : null);

  const columns: TableProps<TRuleSetRow>['columns'] = [
    {
      title: 'Ad',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('name'),
    },
    {
      title: 'SLA (saat)',
      dataIndex: 'sla',
      key: 'sla',
      align: 'center',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('sla'),
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
      render: (_: unknown, row) => (
        <Tooltip title="Sil">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Sil: ${row.name}`}
            loading={props.deletingId === row.id}
            onClick={() => props.onDelete(row)}
            data-testid="rule-set-row-delete"
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<TRuleSetRow>
      className="rule-set-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={props.isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Kural seti bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize: props.pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kural seti`,
      }}
      onChange={(pagination, _filters, sorter) =>
        props.onChange(
          toTableQueryChange(
            pagination,
            sorter,
            { page: pageNumber, sort },
            { sortable: RULE_SET_SORTABLE, defaultSort: DEFAULT_RULE_SET_SORT },
          ),
        )
      }
      rowClassName={(row) => (row.id === selectedId ? 'rule-set-row--selected' : '')}
      onRow={(row) => selectableRow(row, selectedId, onSelect)}
      data-testid="rule-set-table"
    />
  );
}
