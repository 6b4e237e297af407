import type { TCustomer } from '@ccms/contract/customers/schemas';
import { App, Flex, Switch, Tooltip, Typography } from 'antd';
import { useChangeCustomerActiveStatus } from '../api/change-customer-active-status';
import { useChangeCustomerFlagStatus } from '../api/change-customer-flag-status';
import { statusChangeConfirmation } from './detail-access';

type Props = {
  customer: TCustomer;
  /** Why the active switch is disabled (manager, no 'Customer.Crud'); null when allowed. */
  activeBlockReason: string | null;
  /** Why the flag switch is disabled (no 'Customer.Flag'); null when allowed. */
  flagBlockReason: string | null;
};

/**
 * The 'Aktif' and 'Flag' switches (docs/domain.md §6). The switches show the server's state:
 * declining a confirmation leaves them as they were; while a change runs they show the new value.
 */
export function DetailStatusSwitches({ customer, activeBlockReason, flagBlockReason }: Props) {
  const { modal } = App.useApp();
  const changeActive = useChangeCustomerActiveStatus();
  const changeFlag = useChangeCustomerFlagStatus();

  /** Asks first when the change needs it; the dialog stays open (loading) until the call ends. */
  const confirmThen = (question: string | null, run: () => Promise<unknown>) => {
    // A failure has been shown by the global handler; the refetch puts the switch right.
    const runQuietly = () => run().catch(() => undefined);
    if (question === null) {
      void runQuietly();
      return;
    }
    modal.confirm({
      title: 'Onay',
      content: question,
      okText: 'Evet',
      cancelText: 'Hayır',
      onOk: runQuietly,
    });
  };

  const onActiveChange = (isActive: boolean) =>
    confirmThen(statusChangeConfirmation('active', isActive), () =>
      changeActive.mutateAsync({ id: customer.id, isActive }),
    );

  const onFlagChange = (isFlag: boolean) =>
    confirmThen(statusChangeConfirmation('flag', isFlag), () =>
      changeFlag.mutateAsync({ id: customer.id, isFlag }),
    );

  const isActive = changeActive.isPending ? changeActive.variables.isActive : customer.isActive;
  const isFlag = changeFlag.isPending ? changeFlag.variables.isFlag : customer.isFlag;

  return (
    <Flex wrap gap={24} align="center">
      <LabeledSwitch
        label="Aktif"
        name="active"
        checked={isActive}
        isPending={changeActive.isPending}
        blockReason={activeBlockReason}
        onChange={onActiveChange}
      />
      <LabeledSwitch
        label="Flag"
        name="flag"
        checked={isFlag}
        isPending={changeFlag.isPending}
        blockReason={flagBlockReason}
        onChange={onFlagChange}
      />
    </Flex>
  );
}

type LabeledSwitchProps = {
  label: string;
  name: 'active' | 'flag';
  checked: boolean;
  isPending: boolean;
  /** Why the switch is disabled, shown as its tooltip; null when it is enabled. */
  blockReason: string | null;
  onChange: (checked: boolean) => void;
};

function LabeledSwitch({
  label,
  name,
  checked,
  isPending,
  blockReason,
  onChange,
}: LabeledSwitchProps) {
  return (
    <Tooltip title={blockReason ?? undefined}>
      <Flex gap={8} align="center">
        <Typography.Text id={`customer-${name}-label`}>{label}</Typography.Text>
        <Switch
          checked={checked}
          loading={isPending}
          disabled={blockReason !== null}
          onChange={onChange}
          aria-labelledby={`customer-${name}-label`}
          data-testid={`customer-${name}-switch`}
        />
      </Flex>
    </Tooltip>
  );
}
