import { CUSTOMER_MESSAGES } from '@ccms/contract/customers';
import { App, Switch } from 'antd';
import { useChangeCustomerActiveStatus } from '../api/change-customer-active-status';

type Props = { customerId: string; isActive: boolean; disabled?: boolean };

/**
 * The list's "Aktif" switch. Turning a customer off asks first (declining leaves it on); turning
 * on does not. The switch shows the server's value, which is fetched again after the call.
 */
export function CustomerListActiveSwitch({ customerId, isActive, disabled }: Props) {
  const { modal } = App.useApp();
  const change = useChangeCustomerActiveStatus();

  const onChange = (checked: boolean) => {
    if (checked) {
      change.mutate({ id: customerId, isActive: true });
      return;
    }
    modal.confirm({
      title: CUSTOMER_MESSAGES.confirmDeactivate,
      okText: 'Evet',
      cancelText: 'Hayır',
      // Resolves either way: a failure is shown by the global handler.
      onOk: () => change.mutateAsync({ id: customerId, isActive: false }).catch(() => undefined),
    });
  };

  return (
    <Switch
      size="small"
      checked={isActive}
      disabled={disabled}
      loading={change.isPending}
      onChange={onChange}
      aria-label={isActive ? 'Aktif' : 'Pasif'}
      data-testid="customer-row-active"
    />
  );
}
