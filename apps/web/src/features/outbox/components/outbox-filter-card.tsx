import { OUTBOX_KINDS, OUTBOX_STATES, type OutboxState } from '@ccms/contract/notification-texts';
import { Col, Form, InputNumber, Select } from 'antd';
import {
  type DayRange,
  DayRangeFormItem,
  dayRangeBounds,
} from '../../../components/day-range-filter';
import { FilterCard } from '../../../components/filter-card';
import type { OutboxFilters } from './outbox-query';

type FormValues = {
  state?: OutboxState | null;
  kind?: string | null;
  ticketNo?: number | null;
  range?: DayRange;
};

const STATE_OPTIONS = Object.entries(OUTBOX_STATES).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(OUTBOX_KINDS).map(([value, label]) => ({ value, label }));

type Props = { onSearch: (filters: OutboxFilters) => void; isSearching: boolean };

/** The outbox's filters: state, kind, ticket number, days. 'Filtrele' or Enter applies. */
export function OutboxFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();

  const apply = ({ state, kind, ticketNo, range }: FormValues) =>
    onSearch({
      state: state ?? null,
      kind: kind ?? null,
      ticketNo: ticketNo ?? null,
      ...dayRangeBounds(range),
    });

  return (
    <FilterCard
      form={form}
      label="Giden mesaj filtreleri"
      onFinish={apply}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="outbox-filter"
    >
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="state" label="Durum">
          <Select
            options={STATE_OPTIONS}
            allowClear
            placeholder="Tümü"
            data-testid="outbox-filter-state"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="kind" label="Tür">
          <Select
            options={KIND_OPTIONS}
            allowClear
            placeholder="Tümü"
            data-testid="outbox-filter-kind"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={5}>
        <Form.Item name="ticketNo" label="Bilet No">
          <InputNumber
            min={1}
            precision={0}
            controls={false}
            style={{ width: '100%' }}
            data-testid="outbox-filter-ticket-no"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={7}>
        <DayRangeFormItem testId="outbox-filter-range" />
      </Col>
    </FilterCard>
  );
}
