import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TPaged } from '@ccms/contract/envelope';
import { SIGN_IN_REASONS, type TSignInAttempt } from '@ccms/contract/sign-in-attempts';
import { Table, type TableProps, Tag } from 'antd';
import {
  type TimeOrder,
  type TimeOrderedChange,
  timeOrderedChange,
} from '../../../components/time-ordered-paging';
import { formatDateTime } from '../../../lib/format';

type Props = {
  page: TPaged<TSignInAttempt> | undefined;
  isLoading: boolean;
  pageNumber: number;
  order: TimeOrder;
  onChange: (change: TimeOrderedChange) => void;
};

/** The sign-in attempts, newest first. */
export function SignInAttemptsTable({ page, isLoading, pageNumber, order, onChange }: Props) {
  const columns: TableProps<TSignInAttempt>['columns'] = [
    {
      title: 'Tarih',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: order,
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Hesap', dataIndex: 'accountName', key: 'accountName' },
    {
      title: 'Kullanıcı',
      dataIndex: 'userFullName',
      key: 'userFullName',
      render: (value: string | null) => value ?? '—',
    },
    { title: 'İstemci Adresi', dataIndex: 'clientAddress', key: 'clientAddress' },
    {
      title: 'Sonuç',
      dataIndex: 'isSuccessful',
      key: 'isSuccessful',
      // Words, not colour alone, say the outcome.
      render: (value: boolean) =>
        value ? <Tag color="green">Başarılı</Tag> : <Tag color="red">Başarısız</Tag>,
    },
    {
      title: 'Neden',
      dataIndex: 'reason',
      key: 'reason',
      render: (value: TSignInAttempt['reason']) => SIGN_IN_REASONS[value],
    },
  ];

  return (
    <Table<TSignInAttempt>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: 'Kayıt bulunamadı.' }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNumber,
        pageSize: PAGE_SIZES.signInAttempts,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `Toplam ${total} kayıt`,
      }}
      onChange={timeOrderedChange(order, onChange)}
      data-testid="sign-in-attempts-table"
    />
  );
}
