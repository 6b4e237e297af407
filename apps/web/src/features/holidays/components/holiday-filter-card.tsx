import { holidayYears } from '@ccms/contract/holidays';
import { Col, Form, Input, Select } from 'antd';
import { FilterCard } from '../../../components/filter-card';

type FormValues = { name?: string; year: number };

type Props = {
  thisYear: number;
  onSearch: (filters: { name: string; year: number }) => void;
  isSearching: boolean;
};

/** The holiday filters: name and year (this year by default). 'Filtrele' or Enter applies. */
export function HolidayFilterCard({ thisYear, onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();
  const years = holidayYears(thisYear).map((year) => ({ value: year, label: String(year) }));

  return (
    <FilterCard<FormValues>
      form={form}
      label="Tatil filtreleri"
      onFinish={({ name, year }) => onSearch({ name: name ?? '', year })}
      onClear={() => onSearch({ name: '', year: thisYear })}
      isSearching={isSearching}
      testIdPrefix="holiday-filter"
    >
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="name" label="Tatil Adı">
          <Input allowClear maxLength={200} data-testid="holiday-filter-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="year" label="Yıl" initialValue={thisYear}>
          <Select options={years} data-testid="holiday-filter-year" />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
