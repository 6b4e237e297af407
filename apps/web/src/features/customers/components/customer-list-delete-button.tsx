import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useConfirmedActiveChange } from './use-confirmed-active-change';

type Props = { customerId: string; isActive: boolean; disabled?: boolean };

/**
 * The row's delete button: customers are never removed (tickets and calls refer to them), so it
 * deactivates after the same confirmation as the switch (docs/domain.md §6).
 */
export function CustomerListDeleteButton({ customerId, isActive, disabled }: Props) {
  const { setActive, isPending } = useConfirmedActiveChange(customerId);
  const title = isActive ? 'Müşteriyi pasife çek' : 'Müşteri zaten pasif';
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={title}
        disabled={disabled || !isActive}
        loading={isPending}
        data-testid="customer-row-delete"
        onClick={() => setActive(false)}
      />
    </Tooltip>
  );
}
