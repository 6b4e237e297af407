import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { App } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAddRoleInStore } from '../api/add-role-in-store';

/**
 * The add form of a user's role in a unit, as the users and the roles screens both open it:
 * whether it is open, the server's refusal to show in it, and the save that closes it and
 * tells what happened (a store role taken from its holder, say).
 */
export function useRoleInStoreForm() {
  const { notification } = App.useApp();
  const add = useAddRoleInStore();
  const [isAdding, setIsAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const save = async (link: { userId: string; storeId: string; roleId: string }) => {
    setAddError(null);
    try {
      const answer = await add.mutateAsync({
        userId: link.userId,
        body: { storeId: link.storeId, roleId: link.roleId },
      });
      setIsAdding(false);
      for (const message of answer.messages) {
        notify(notification, 'success', { message, duration: 5 });
      }
    } catch (error) {
      // The spec logs these failures; the form says why it did not save.
      console.error('role-in-store save failed', error);
      setAddError(error instanceof ApiError ? error.messages.join(' ') : M.saveFailed);
    }
  };

  return {
    isAdding,
    addError,
    open: () => {
      setAddError(null);
      setIsAdding(true);
    },
    close: () => setIsAdding(false),
    save,
  };
}
