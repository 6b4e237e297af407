import { Col, Form, Input, Select } from 'antd';
import {
  type DayRange,
  DayRangeFormItem,
  dayRangeBounds,
} from '../../../components/day-range-filter';
import { FilterCard } from '../../../components/filter-card';
import type { SignInAttemptFilters } from './sign-in-attempts-query';

type FormValues = {
  accountName?: string | null;
  outcome?: 'success' | 'failure' | null;
  range?: DayRange;
};

const OUTCOME_OPTIONS = [
  { value: 'success', label: 'Başarılı' },
  { value: 'failure', label: 'Başarısız' },
];

type Props = { onSearch: (filters: SignInAttemptFilters) => void; isSearching: boolean };

/** The sign-in records' filters: account, outcome, days. 'Filtrele' or Enter applies. */
export function SignInAttemptsFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();

  const apply = ({ accountName, outcome, range }: FormValues) =>
    onSearch({
      accountName: accountName ?? null,
      outcome: outcome ?? null,
      ...dayRangeBounds(range),
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
        <DayRangeFormItem testId="sign-in-attempts-filter-range" />
      </Col>
    </FilterCard>
  );
}
