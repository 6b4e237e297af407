import { CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import type { TPaged } from '@ccms/contract/envelope';
import type { TUserRow } from '@ccms/contract/users';
import { Table, type TableProps, Tooltip } from 'antd';
import {
  type TableQueryChange,
  type TableSort,
  toTableQueryChange,
} from '../../../components/inline-edit-table/table-query';
import { selectableRow } from '../../../lib/row-click';
import { UserActiveSwitch } from './user-active-switch';
import { DEFAULT_USER_SORT, USER_SORTABLE } from './user-list-query';
import './organisation.css';

type Props = {
  page: TPaged<TUserRow> | undefined;
  isLoading: boolean;
  sort: TableSort | null;
  pageNumber: number;
  pageSize: number;
  selectedId: string | null;
  onSelect: (row: TUserRow) => void;
  onChange: (change: TableQueryChange) => void;
};

/** The logo of a user type (spec §2: logo by type): retailer staff or call-centre partner. */
function UserTypeLogo({ userType }: { userType: number }) {
  const label = userType === 0 ? 'Çağrı Merkezi İş Ortağı' : 'Perakende';
  return (
    <Tooltip title={label}>
      {userType === 0 ? (
        <CustomerServiceOutlined aria-label={label} role="img" />
      ) : (
        <ShopOutlined aria-label={label} role="img" />
      )}
    </Tooltip>
  );
}

/**
 * The users table (spec part 2 §2 Users screen): logo by type, name, surname, e-mail and the
 * active switch, 20 a page, sorted on the server. A click, Enter or Space on a row opens its
 * roles panel.
 */
export function UsersTable(props: Props) {
  const { page, sort, pageNumber, selectedId, onSelect } = props;
  const sortOrderOf = (field: string) => (sort?.field === field ? sort.order : null);
  const sortable = (field: string) => ({
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    sortOrder: sortOrderOf(field),
  });

  const columns: TableProps<TUserRow>['columns'] = [
    {
      title: 'Tip',
      key: 'userType',
      align: 'center',
      width: 56,
      render: (_: unknown, row) => <UserTypeLogo userType={row.userType} />,
    },
    { title: 'Ad', dataIndex: 'name', key: 'name', ...sortable('name') },
    { title: 'Soyad', dataIndex: 'surname', key: 'surname', ...sortable('surname') },
    {
      title: 'E-posta',
      dataIndex: 'emailAddress',
      key: 'emailAddress',
      ...sortable('emailAddress'),
    },
    {
      title: 'Aktif',
      key: 'isActive',
      align: 'center',
      render: (_: unknown, row) => <UserActiveSwitch user={row} />,
    },
  ];

  return (
    <Table<TUserRow>
      className="org-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={props.isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Kullanıcı bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize: props.pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kullanıcı`,
      }}
      onChange={(pagination, _filters, sorter) =>
        props.onChange(
          toTableQueryChange(
            pagination,
            sorter,
            { page: pageNumber, sort },
            { sortable: USER_SORTABLE, defaultSort: DEFAULT_USER_SORT },
          ),
        )
      }
      rowClassName={(row) => (row.id === selectedId ? 'org-row--selected' : '')}
      onRow={(row) => selectableRow(row, selectedId, onSelect)}
      data-testid="user-table"
    />
  );
}
