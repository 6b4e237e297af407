import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { App } from 'antd';
import { useChangeCustomerActiveStatus } from '../api/change-customer-active-status';

/**
 * Changes a customer's active state the way the list does it: turning off asks
 * CUSTOMER_MESSAGES.confirmDeactivate first (declining changes nothing); turning on does not.
 */
export function useConfirmedActiveChange(customerId: string) {
  const { modal } = App.useApp();
  const change = useChangeCustomerActiveStatus();
  const setActive = (isActive: boolean) => {
    if (isActive) {
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
  return { setActive, isPending: change.isPending };
}
