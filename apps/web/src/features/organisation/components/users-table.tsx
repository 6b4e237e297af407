import { CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { type TableProps, Tooltip } from 'antd';
import {
  ServerPagedTable,
  type ServerPagedTableQuery,
  serverSortedColumn,
} from '../../../components/server-paged-table';
import { UserActiveSwitch } from './user-active-switch';
import { DEFAULT_USER_SORT, USER_SORTABLE } from './user-list-query';
import './organisation.css';

type Props = ServerPagedTableQuery<TUserRow> & {
  selectedId: string | null;
  onSelect: (row: TUserRow) => void;
};

/**
 * The logo of a user type (docs/domain.md §14.4 Screens): retailer staff or call-centre partner.
 */
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
 * The users table (docs/domain.md §14.4 Screens): logo by type, name, surname, e-mail and the
 * active switch, 20 a page, sorted on the server. A click, Enter or Space on a row opens its
 * roles panel.
 */
export function UsersTable(props: Props) {
  const sortable = (field: string) => serverSortedColumn(props.sort, field);

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
      // An address breaks where it must rather than pushing the switch out of the narrow table.
      render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span>,
    },
    {
      title: 'Aktif',
      key: 'isActive',
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row) => <UserActiveSwitch user={row} />,
    },
  ];

  return (
    <ServerPagedTable<TUserRow>
      {...props}
      className="org-table"
      columns={columns}
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{ emptyText: 'Kullanıcı bulunamadı.' }}
      totalNoun="kullanıcı"
      sortable={USER_SORTABLE}
      defaultSort={DEFAULT_USER_SORT}
      selectedClassName="org-row--selected"
      data-testid="user-table"
    />
  );
}
