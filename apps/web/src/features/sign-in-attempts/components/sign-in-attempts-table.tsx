import { PAGE_SIZES } from '@ccms/contract/constants';
import { SIGN_IN_REASONS, type TSignInAttempt } from '@ccms/contract/sign-in-attempts';
import { type TableProps, Tag } from 'antd';
import { type TimeOrderedPage, TimeOrderedTable } from '../../../components/time-ordered-table';

const columns: NonNullable<TableProps<TSignInAttempt>['columns']> = [
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

/** The sign-in attempts, newest first. */
export function SignInAttemptsTable(props: TimeOrderedPage<TSignInAttempt>) {
  return (
    <TimeOrderedTable<TSignInAttempt>
      {...props}
      pageSize={PAGE_SIZES.signInAttempts}
      columns={columns}
      rowNoun="kayıt"
      testId="sign-in-attempts-table"
    />
  );
}
