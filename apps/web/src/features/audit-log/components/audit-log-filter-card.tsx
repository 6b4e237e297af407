import {
  AUDIT_ENTITY_TYPE_KEYS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from '@ccms/contract/audit-log';
import { Col, Form, Select } from 'antd';
import {
  type DayRange,
  DayRangeFormItem,
  dayRangeBounds,
} from '../../../components/day-range-filter';
import { FilterCard } from '../../../components/filter-card';
import { UserSelect } from '../../../components/user-select';
import type { AuditLogFilters, ChosenUser } from './audit-log-query';

type FormValues = {
  user?: ChosenUser | null;
  entityType?: AuditEntityType | null;
  range?: DayRange;
};

const ENTITY_TYPE_OPTIONS = AUDIT_ENTITY_TYPE_KEYS.map((key) => ({
  value: key,
  label: AUDIT_ENTITY_TYPES[key],
}));

type Props = { onSearch: (filters: AuditLogFilters) => void; isSearching: boolean };

/** The audit log's filters: who, what kind of row, which days. 'Filtrele' or Enter applies. */
export function AuditLogFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<FormValues>();

  const apply = ({ user, entityType, range }: FormValues) =>
    onSearch({
      user: user ?? null,
      entityType: entityType ?? null,
      ...dayRangeBounds(range),
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
        <DayRangeFormItem testId="audit-log-filter-range" />
      </Col>
    </FilterCard>
  );
}
