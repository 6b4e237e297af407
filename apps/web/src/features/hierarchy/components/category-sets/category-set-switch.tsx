import type { TCategorySet } from '@ccms/contract/hierarchy';
import {
  CATEGORY_SET_SWITCH_TEXTS,
  type CategorySetSwitch,
} from '@ccms/contract/hierarchy-admin/schemas';
import { Switch, Tooltip } from 'antd';
import { switchChangeText, switchDisabledReason, switchLabel } from './category-set-row';
import { useConfirmedRowSave } from './use-confirmed-row-save';

type Props = { row: TCategorySet; field: CategorySetSwitch };

/**
 * One switch of a breakdown row: asks its confirmation text, naming the row and the new state,
 * then saves the whole row; while saving it shows the value being saved, otherwise the
 * server's. The dependent rules disable it with the reason as a tooltip.
 */
export function CategorySetSwitchCell({ row, field }: Props) {
  const { save, isPending, pendingChanges } = useConfirmedRowSave();
  const disabledReason = switchDisabledReason(row, field);
  const checked = isPending && pendingChanges ? pendingChanges[field] : row[field];
  const control = (
    <Switch
      size="small"
      checked={checked}
      loading={isPending}
      disabled={disabledReason !== null}
      onChange={(value) =>
        void save(
          row,
          { [field]: value },
          CATEGORY_SET_SWITCH_TEXTS[field].confirm,
          switchChangeText(row, field, value),
        )
      }
      aria-label={switchLabel(row, field)}
      data-testid={`category-set-switch-${field}`}
    />
  );
  if (!disabledReason) return control;
  return (
    <Tooltip title={disabledReason}>
      <span>{control}</span>
    </Tooltip>
  );
}
