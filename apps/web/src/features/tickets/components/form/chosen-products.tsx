import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Popconfirm, Typography } from 'antd';
import { FormListErrors } from './form-list-errors';
import type { ChosenProduct } from './ticket-form-values';

const REMOVE_CONFIRMATION = 'Ürünü listeden çıkarmak istediğinize emin misiniz?';

/**
 * The chosen products (`products`) with a count each (1 by default); removing one asks first.
 * The list's own errors (none chosen, chosen while waiting) show under it.
 */
export function ChosenProducts({ disabled }: { disabled: boolean }) {
  const form = Form.useFormInstance();
  return (
    <Form.List name="products">
      {(fields, { remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="chosen-products">
          {fields.length === 0 && (
            <Typography.Text type="secondary">Henüz ürün seçilmedi.</Typography.Text>
          )}
          {fields.map((field) => {
            const product = form.getFieldValue(['products', field.name]) as ChosenProduct;
            return (
              <Flex
                key={field.key}
                gap={12}
                align="start"
                wrap
                data-testid="chosen-product"
                style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}
              >
                <Flex vertical style={{ flex: 1, minWidth: 220 }}>
                  <Typography.Text strong>{product.productName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {product.brand} · Barkod {product.barcode} · Wes {product.wescode}
                  </Typography.Text>
                </Flex>
                <Form.Item
                  name={[field.name, 'count']}
                  label="Adet"
                  layout="horizontal"
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber
                    min={0}
                    max={9999}
                    precision={0}
                    disabled={disabled}
                    data-testid="chosen-product-count"
                  />
                </Form.Item>
                <Popconfirm
                  title={REMOVE_CONFIRMATION}
                  okText="Evet"
                  cancelText="Hayır"
                  onConfirm={() => remove(field.name)}
                  disabled={disabled}
                >
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="Ürünü çıkar"
                    disabled={disabled}
                    data-testid="chosen-product-remove"
                  />
                </Popconfirm>
              </Flex>
            );
          })}
          <FormListErrors errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
