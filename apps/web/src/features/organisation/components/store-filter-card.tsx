import { Col, Form, Input, Switch } from 'antd';
import { FilterCard } from '../../../components/filter-card';
import { INITIAL_STORE_FILTERS, type StoreFilters } from './store-list-query';

type Props = { onSearch: (filters: StoreFilters) => void; isSearching?: boolean };

/**
 * The stores list's filter card (docs/domain.md §14.4 Stores list): name, last name, phone and
 * e-mail, and 'Yalnızca aktifler' (on by default). 'Temizle' resets all of it.
 */
export function StoreFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<StoreFilters>();
  return (
    <FilterCard
      form={form}
      label="Mağaza filtreleri"
      onFinish={onSearch}
      onClear={() => onSearch(INITIAL_STORE_FILTERS)}
      isSearching={isSearching}
      testIdPrefix="store-filter"
    >
      <Col xs={24} sm={12} xl={5}>
        <Form.Item name="name" label="Mağaza adı">
          <Input allowClear maxLength={200} data-testid="store-filter-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={5}>
        <Form.Item name="lastName" label="Soyad">
          <Input allowClear maxLength={100} data-testid="store-filter-last-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={5}>
        <Form.Item name="phoneNumber" label="Telefon">
          <Input allowClear maxLength={20} data-testid="store-filter-phone" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={5}>
        <Form.Item name="emailAddress" label="E-posta">
          <Input allowClear maxLength={254} data-testid="store-filter-email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={4}>
        <Form.Item
          name="isActiveOnly"
          label="Yalnızca aktifler"
          valuePropName="checked"
          initialValue={true}
        >
          <Switch data-testid="store-filter-active" />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
