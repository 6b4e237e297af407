import { Switch } from 'antd';
import { useConfirmedActiveChange } from './use-confirmed-active-change';

type Props = { customerId: string; isActive: boolean; disabled?: boolean };

/**
 * The list's "Aktif" switch. Turning a customer off asks first (declining leaves it on); turning
 * on does not. The switch shows the server's value, which is fetched again after the call.
 */
export function CustomerListActiveSwitch({ customerId, isActive, disabled }: Props) {
  const { setActive, isPending } = useConfirmedActiveChange(customerId);

  return (
    <Switch
      size="small"
      checked={isActive}
      disabled={disabled}
      loading={isPending}
      onChange={setActive}
      aria-label={isActive ? 'Aktif' : 'Pasif'}
      data-testid="customer-row-active"
    />
  );
}
