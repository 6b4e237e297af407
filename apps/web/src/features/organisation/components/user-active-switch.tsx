import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { confirmed } from '../../../lib/confirm';
import { useSetUserStatus } from '../api/set-user-status';

/**
 * A user's active switch (docs/domain.md §14.4 Active / inactive): it asks first (deactivating
 * warns what the user loses); on 'Hayır' or a refused call it shows the stored state again.
 */
export function UserActiveSwitch({ user }: { user: TUserRow }) {
  const { modal } = App.useApp();
  const setStatus = useSetUserStatus();
  // The state asked for, shown while the call runs; then the list's stored state again.
  const [asked, setAsked] = useState<boolean | null>(null);

  const toggle = async (next: boolean) => {
    setAsked(next);
    const title = next ? M.activateConfirm : M.deactivateConfirm;
    try {
      if (await confirmed(modal, { title })) {
        await setStatus.mutateAsync({ id: user.id, isActive: next });
      }
    } catch {
      // Shown by the global handler; the switch goes back to the stored state.
    } finally {
      setAsked(null);
    }
  };

  return (
    <Switch
      checked={asked ?? user.isActive}
      loading={setStatus.isPending}
      onChange={(next) => void toggle(next)}
      aria-label={`Aktif: ${user.name} ${user.surname}`}
      data-testid="user-active-switch"
    />
  );
}
