import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { roleTypeName } from '@ccms/contract/organisation/rules';
import type { TableProps } from 'antd';
import {
  ServerPagedTable,
  type ServerPagedTableQuery,
  serverSortedColumn,
} from '../../../components/server-paged-table';
import { DEFAULT_ROLE_SORT, ROLE_SORTABLE } from './role-list-query';
import './organisation.css';

type Props = ServerPagedTableQuery<TRoleRow> & {
  selectedId: string | null;
  onSelect: (row: TRoleRow) => void;
};

/**
 * The roles (docs/domain.md §14.4 Screens): name and type, 20 a page; a row opens its panel.
 */
export function RolesTable(props: Props) {
  const columns: TableProps<TRoleRow>['columns'] = [
    {
      title: 'Rol adı',
      dataIndex: 'name',
      key: 'name',
      ...serverSortedColumn(props.sort, 'name'),
    },
    {
      title: 'Rol tipi',
      dataIndex: 'roleType',
      key: 'roleType',
      ...serverSortedColumn(props.sort, 'roleType'),
      render: (type: number) => roleTypeName(type),
    },
  ];
  return (
    <ServerPagedTable<TRoleRow>
      {...props}
      className="org-table"
      columns={columns}
      locale={{ emptyText: 'Rol bulunamadı.' }}
      totalNoun="rol"
      sortable={ROLE_SORTABLE}
      defaultSort={DEFAULT_ROLE_SORT}
      selectedClassName="org-row--selected"
      data-testid="role-table"
    />
  );
}
