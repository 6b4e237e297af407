import { EyeOutlined } from '@ant-design/icons';
import type { TCustomerListRow } from '@ccms/contract/customers/schemas';
import { Button, Space, Switch, Table, type TableProps, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { customerDetailPath } from '../../../lib/paths';
import { isOnRowControl } from '../../../lib/row-click';
import type { CustomerListPage } from '../api/list-customers';
import { CustomerListActiveSwitch } from './customer-list-active-switch';
import { CustomerListDeleteButton } from './customer-list-delete-button';
import { useRecentlyAddedCustomers } from './customer-list-highlight';
import type { CustomerListSort } from './customer-list-query';
import './customer-list-table.css';

type Props = {
  page: CustomerListPage | undefined;
  isLoading: boolean;
  sort: CustomerListSort | null;
  pageNumber: number;
  pageSize: number;
  /** May the user change the active switch (Customer.Crud and not a manager). */
  canEdit: boolean;
  onChange: TableProps<TCustomerListRow>['onChange'];
};

/** The customer list's table: server-side sorting and paging (onChange drives the query). */
export function CustomerListTable(props: Props) {
  const { page, isLoading, sort, pageNumber, pageSize, canEdit, onChange } = props;
  const navigate = useNavigate();
  const recentlyAdded = useRecentlyAddedCustomers();
  const sortOrderOf = (field: CustomerListSort['field']) =>
    sort?.field === field ? sort.order : null;

  const columns: TableProps<TCustomerListRow>['columns'] = [
    {
      title: 'Ad',
      dataIndex: 'firstName',
      key: 'firstName',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('firstName'),
    },
    {
      title: 'Soyad',
      dataIndex: 'lastName',
      key: 'lastName',
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf('lastName'),
    },
    { title: 'Telefon', dataIndex: 'phoneNumber', key: 'phoneNumber' },
    { title: 'E-posta', dataIndex: 'emailAddress', key: 'emailAddress' },
    {
      title: 'Kart',
      dataIndex: 'loyaltyCardCount',
      key: 'loyaltyCardCount',
      align: 'center',
      render: (count: number) =>
        count > 0 ? (
          <Tag color="blue" aria-label={`${count} kart`}>
            {count}
          </Tag>
        ) : null,
    },
    {
      title: 'Aktif',
      dataIndex: 'isActive',
      key: 'isActive',
      align: 'center',
      render: (_value: boolean, row) => (
        <CustomerListActiveSwitch customerId={row.id} isActive={row.isActive} disabled={!canEdit} />
      ),
    },
    {
      title: 'Flag',
      dataIndex: 'isFlag',
      key: 'isFlag',
      align: 'center',
      render: (_value: boolean, row) => (
        <Tooltip title={row.flagDescription || undefined}>
          <span>
            <Switch
              size="small"
              checked={row.isFlag}
              disabled
              aria-label={row.isFlag ? 'Flagli' : 'Flagsiz'}
              data-testid="customer-row-flag"
            />
          </span>
        </Tooltip>
      ),
    },
    {
      title: 'İşlemler',
      key: 'actions',
      align: 'center',
      render: (_value, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => navigate(customerDetailPath(row.id))}
            data-testid="customer-row-detail"
          >
            Detay
          </Button>
          <CustomerListDeleteButton
            customerId={row.id}
            isActive={row.isActive}
            disabled={!canEdit}
          />
        </Space>
      ),
    },
  ];

  return (
    <Table<TCustomerListRow>
      className="customer-list-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={isLoading}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Müşteri bulunamadı.' }}
      pagination={{
        current: pageNumber,
        pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} müşteri`,
      }}
      rowClassName={(row) =>
        [
          row.isFlag ? 'customer-row--flagged' : '',
          recentlyAdded.has(row.id) ? 'customer-row--new' : '',
        ]
          .filter(Boolean)
          .join(' ')
      }
      onRow={(row) => ({
        onClick: (event) => {
          if (!isOnRowControl(event)) navigate(customerDetailPath(row.id));
        },
      })}
      data-testid="customer-list-table"
    />
  );
}
