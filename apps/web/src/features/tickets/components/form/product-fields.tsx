import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import type { TProductRow } from '@ccms/contract/reference';
import { App, Form, Switch, Typography } from 'antd';
import { notify } from '../../../../lib/notify';
import { ChosenProducts } from './chosen-products';
import { ProductCatalogue } from './product-catalogue';
import { chooseProduct } from './product-choice';
import type { ChosenProduct, TicketFormValues } from './ticket-form-values';

/**
 * Products of the ticket (shown when the rule set names them): 'waiting for product' (which
 * clears and blocks the list), the catalogue and the chosen products.
 */
export function ProductFields({
  isMandatory,
  disabled,
}: {
  isMandatory: boolean;
  disabled: boolean;
}) {
  const form = Form.useFormInstance<TicketFormValues>();
  const { notification } = App.useApp();
  const products: ChosenProduct[] = Form.useWatch('products', { form, preserve: true }) ?? [];
  const isWaiting = Form.useWatch('isWaitingForProduct', form) === true;

  const choose = (row: TProductRow) => {
    const choice = chooseProduct(form.getFieldValue('products') ?? [], row, isWaiting);
    if ('refusal' in choice) {
      notify(notification, 'warning', {
        title: choice.refusal,
        duration: NOTIFY_SECONDS.warning,
      });
      return;
    }
    form.setFieldValue('products', choice.products);
    // The list's "choose a product" error is answered now.
    form.setFields([{ name: ['products'], errors: [] }]);
  };

  return (
    <>
      <Typography.Title level={5}>
        Ürünler{isMandatory && <Typography.Text type="danger"> *</Typography.Text>}
      </Typography.Title>
      <Form.Item
        name="isWaitingForProduct"
        label="Ürün Bilgisi Bekleniyor"
        valuePropName="checked"
        layout="horizontal"
      >
        <Switch disabled={disabled} data-testid="ticket-waiting-for-product" />
      </Form.Item>
      <ProductCatalogue
        chosenIds={new Set(products.map((product) => product.productId))}
        onChoose={choose}
        disabled={disabled}
      />
      <Typography.Text strong style={{ display: 'block', margin: '16px 0 8px' }}>
        Seçilen Ürünler
      </Typography.Text>
      <ChosenProducts disabled={disabled} />
    </>
  );
}
