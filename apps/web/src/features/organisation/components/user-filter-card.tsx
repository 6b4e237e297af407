import { Col, Form, Input, Select } from 'antd';
import { FilterCard } from '../../../components/filter-card';
import { USER_TYPE_FILTER_OPTIONS, type UserFilters } from './user-list-query';

type Props = { onSearch: (filters: UserFilters) => void; isSearching?: boolean };

/**
 * The users screen's filter card (docs/domain.md §14.4 Screens): name, surname, e-mail and user
 * type.
 */
export function UserFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<UserFilters>();
  return (
    <FilterCard
      form={form}
      label="Kullanıcı filtreleri"
      onFinish={onSearch}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="user-filter"
    >
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="name" label="Ad">
          <Input allowClear maxLength={100} data-testid="user-filter-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="surname" label="Soyad">
          <Input allowClear maxLength={100} data-testid="user-filter-surname" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="emailAddress" label="E-posta">
          <Input allowClear maxLength={254} data-testid="user-filter-email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="userType" label="Kullanıcı tipi" initialValue="all">
          <Select options={[...USER_TYPE_FILTER_OPTIONS]} data-testid="user-filter-type" />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
