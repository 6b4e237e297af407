import type { TPaged } from '@ccms/contract/envelope';
import { roleTypeName } from '@ccms/contract/org/rules';
import type { TRoleRow } from '@ccms/contract/roles';
import { Table, type TableProps } from 'antd';
import {
  type TableQueryChange,
  type TableSort,
  toTableQueryChange,
} from '../../../components/inline-edit-table/table-query';
import { selectableRow } from '../../../lib/row-click';
import { DEFAULT_ROLE_SORT, ROLE_SORTABLE } from './role-list-query';
import './organisation.css';

type Props = {
  page: TPaged<TRoleRow> | undefined;
  isLoading: boolean;
  sort: TableSort | null;
  pageNumber: number;
  pageSize: number;
  selectedId: string | null;
  onSelect: (row: TRoleRow) => void;
  onChange: (change: TableQueryChange) => void;
};

/** The roles (spec part 2 §2 Roles screen): name and type, 20 a page; a row opens its panel. */
export function RolesTable(props: Props) {
  const { page, sort, pageNumber, selectedId, onSelect } = props;
  const sortOrderOf = (field: string) => (sort?.field === field ? sort.order : null);
  const columns: TableProps<TRoleRow>['columns'] = [
    {
      title: 'Rol adı',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('name'),
    },
    {
      title: 'Rol tipi',
      dataIndex: 'roleType',
      key: 'roleType',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('roleType'),
      render: (type: number) => roleTypeName(type),
    },
  ];
  return (
    <Table<TRoleRow>
      className="org-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={props.isLoading}
      locale={{ emptyText: 'Rol bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize: props.pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} rol`,
      }}
      onChange={(pagination, _filters, sorter) =>
        props.onChange(
          toTableQueryChange(
            pagination,
            sorter,
            { page: pageNumber, sort },
            { sortable: ROLE_SORTABLE, defaultSort: DEFAULT_ROLE_SORT },
          ),
        )
      }
      rowClassName={(row) => (row.id === selectedId ? 'org-row--selected' : '')}
      onRow={(row) => selectableRow(row, selectedId, onSelect)}
      data-testid="role-table"
    />
  );
}
