import type { TCategorySet } from '@ccms/contract/hierarchy';
import { App } from 'antd';
import { confirmed } from '../../../../lib/confirm';
import { useUpdateCategorySet } from '../../api/update-category-set';
import { toUpdateRequest } from './category-set-row';

type Changes = Parameters<typeof toUpdateRequest>[1];

/**
 * A change to a breakdown row: the question first (with `detail` under it), then UpdateTicketCategorySet with the whole
 * row. Declining saves nothing, so the control still shows the server's value (it reverts).
 * Resolves true once saved; a refusal has been shown by the global handler.
 */
export function useConfirmedRowSave() {
  const { modal } = App.useApp();
  const update = useUpdateCategorySet();
  const save = async (row: TCategorySet, changes: Changes, question: string, detail?: string) => {
    if (!(await confirmed(modal, { title: question, content: detail }))) return false;
    try {
      await update.mutateAsync(toUpdateRequest(row, changes));
      return true;
    } catch {
      return false;
    }
  };
  return { save, isPending: update.isPending, pendingChanges: update.variables };
}
