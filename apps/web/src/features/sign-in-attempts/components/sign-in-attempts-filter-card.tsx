import { DATE_FORMAT } from '@ccms/contract/constants';
import { Col, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterCard } from '../../../components/filter-card';
import type { SignInAttemptFilters } from './sign-in-attempts-query';

type FormValues = {
  accountName?: string | null;
  outcome?: 'success' | 'failure' | null;
  range?: [Dayjs | null, Dayjs | null] | null;
};

const OUTCOME_OPTIONS = [
  { value: 'success', label: 'Başarılı' },
  { value: 'failure', label: 'Başarısız' },
];

const toDay = (value: Dayjs | null | undefined) =>
  value?.isValid() ? value.format('YYYY-MM-DD') : null;

type Props = { onSearch: (filters: SignInAttemptFilters) => void; isSearching: boolean };

/** The sign-in records' filters: account, outcome, days. 'Filtrele' or Enter applies. */
export function SignInAttemptsFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();

  const apply = ({ accountName, outcome, range }: FormValues) =>
    onSearch({
      accountName: accountName ?? null,
      outcome: outcome ?? null,
      from: toDay(range?.[0]),
      to: toDay(range?.[1]),
    });

  return (
    <FilterCard
      form={form}
      label="Oturum açma kaydı filtreleri"
      onFinish={apply}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="sign-in-attempts-filter"
    >
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="accountName" label="Hesap (e-posta)">
          <Input allowClear data-testid="sign-in-attempts-filter-account" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="outcome" label="Sonuç">
          <Select
            options={OUTCOME_OPTIONS}
            allowClear
            placeholder="Tümü"
            data-testid="sign-in-attempts-filter-outcome"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="range" label="Tarih Aralığı">
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            data-testid="sign-in-attempts-filter-range"
          />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
