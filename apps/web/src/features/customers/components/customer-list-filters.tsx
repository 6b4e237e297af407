import { Card, Col, Flex, Form, Input, Row, Switch } from 'antd';
import { FilterCardButtons } from '../../../components/filter-card-buttons';
import type { CustomerListFilters } from './customer-list-query';

type Props = {
  /** Runs the search with the typed filters (trimming and dropping empties happen later). */
  onSearch: (filters: CustomerListFilters) => void;
  isSearching?: boolean;
};

/** The filter card of /customers/list. Enter in any text field runs the search. */
export function CustomerListFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<CustomerListFilters>();

  const clear = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Card size="small">
      <Form<CustomerListFilters>
        form={form}
        layout="vertical"
        onFinish={onSearch}
        initialValues={{ isActiveOnly: false, isFlaggedOnly: false }}
        aria-label="Müşteri filtreleri"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="firstName" label="Ad">
              <Input allowClear maxLength={100} data-testid="customer-filter-first-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="lastName" label="Soyad">
              <Input allowClear maxLength={100} data-testid="customer-filter-last-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="phoneNumber" label="Telefon">
              <Input
                allowClear
                maxLength={20}
                inputMode="tel"
                data-testid="customer-filter-phone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="emailAddress" label="E-posta">
              <Input allowClear maxLength={200} data-testid="customer-filter-email" />
            </Form.Item>
          </Col>
        </Row>
        <Flex wrap gap={16} align="center" justify="space-between">
          <Flex wrap gap={24}>
            <Form.Item
              name="isActiveOnly"
              label="Sadece aktifleri göster"
              valuePropName="checked"
              layout="horizontal"
              style={{ marginBottom: 0 }}
            >
              <Switch data-testid="customer-filter-active-only" />
            </Form.Item>
            <Form.Item
              name="isFlaggedOnly"
              label="Sadece flaglileri göster"
              valuePropName="checked"
              layout="horizontal"
              style={{ marginBottom: 0 }}
            >
              <Switch data-testid="customer-filter-flagged-only" />
            </Form.Item>
          </Flex>
          <FilterCardButtons
            clearLabel="Filtreleri Temizle"
            onClear={clear}
            isSearching={isSearching}
            testIdPrefix="customer-filter"
          />
        </Flex>
      </Form>
    </Card>
  );
}
