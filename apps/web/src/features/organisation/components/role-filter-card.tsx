import { Col, Form, Input, Select } from 'antd';
import { FilterCard } from '../../../components/filter-card';
import { ROLE_TYPE_FILTER_OPTIONS, type RoleFilters } from './role-list-query';

type Props = { onSearch: (filters: RoleFilters) => void; isSearching?: boolean };

/** The roles screen's filter card (docs/domain.md §14.4 Screens): name and role type. */
export function RoleFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<RoleFilters>();
  return (
    <FilterCard
      form={form}
      label="Rol filtreleri"
      onFinish={onSearch}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="role-filter"
    >
      <Col xs={24} sm={12} xl={8}>
        <Form.Item name="name" label="Rol adı">
          <Input allowClear maxLength={200} data-testid="role-filter-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={8}>
        <Form.Item name="roleType" label="Rol tipi" initialValue="all">
          <Select options={[...ROLE_TYPE_FILTER_OPTIONS]} data-testid="role-filter-type" />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
