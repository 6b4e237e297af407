import {
  AUDIT_ENTITY_TYPE_KEYS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from '@ccms/contract/audit-log';
import { DATE_FORMAT } from '@ccms/contract/constants';
import { Col, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterCard } from '../../../components/filter-card';
import { UserSelect } from '../../../components/user-select';
import type { AuditLogFilters, ChosenUser } from './audit-log-query';

type FormValues = {
  user?: ChosenUser | null;
  entityType?: AuditEntityType | null;
  range?: [Dayjs | null, Dayjs | null] | null;
};

const ENTITY_TYPE_OPTIONS = AUDIT_ENTITY_TYPE_KEYS.map((key) => ({
  value: key,
  label: AUDIT_ENTITY_TYPES[key],
}));

const toDay = (value: Dayjs | null | undefined) =>
  value?.isValid() ? value.format('YYYY-MM-DD') : null;

type Props = { onSearch: (filters: AuditLogFilters) => void; isSearching: boolean };

/** The audit log's filters: who, what kind of row, which days. 'Filtrele' or Enter applies. */
export function AuditLogFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();

  const apply = ({ user, entityType, range }: FormValues) =>
    onSearch({
      user: user ?? null,
      entityType: entityType ?? null,
      from: toDay(range?.[0]),
      to: toDay(range?.[1]),
    });

  return (
    <FilterCard
      form={form}
      label="Yönetim kaydı filtreleri"
      onFinish={apply}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="audit-log-filter"
    >
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="user" label="Kullanıcı">
          <UserSelect data-testid="audit-log-filter-user" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="entityType" label="Kayıt Türü">
          <Select
            options={ENTITY_TYPE_OPTIONS}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Tümü"
            data-testid="audit-log-filter-entity-type"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="range" label="Tarih Aralığı">
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            data-testid="audit-log-filter-range"
          />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
