import { Select } from 'antd';
import { useState } from 'react';
import { buildUsersPageQuery, useUsersPage } from '../lib/api/get-users-page';
import { userDisplayName } from '../lib/format';
import { useDebouncedValue } from '../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;
/** Users change only when an administrator edits them: a select opened again reuses the page. */
const USERS_STALE_TIME = 5 * 60_000;
/** Shown for a stored id whose name was not stored (an entry edited by hand). */
const UNNAMED_USER = 'Seçili kullanıcı';

type UserOption = { value: string; label: string };

/** A chosen user with the name the select shows, so a restored filter needs no look-up. */
type ChosenUser = { id: string; displayName?: string };

type Props = {
  /** From Form.Item: ties the field's label to the select. */
  id?: string;
  value?: ChosenUser | null;
  onChange?: (user: { id: string; displayName: string } | null) => void;
  'data-testid'?: string;
};

/**
 * A filter's user ('Oluşturan' / 'Kapatan' in ticket lists, docs/domain.md §12 Filter card;
 * 'Kullanıcı' in the audit log): users searched on the server by name, 30 at a time, asked only
 * once the select is opened. The value carries the name, so a restored filter shows it without
 * a look-up.
 */
export function UserSelect({ id, value, onChange, ...rest }: Props) {
  const [isUsed, setIsUsed] = useState(false);
  const [search, setSearch] = useState('');
  const users = useUsersPage(buildUsersPageQuery(useDebouncedValue(search, SEARCH_DELAY_MS)), {
    enabled: isUsed,
    staleTime: USERS_STALE_TIME,
  });
  const options: UserOption[] = (users.data?.items ?? []).map((user) => ({
    value: user.id,
    label: userDisplayName(user),
  }));

  return (
    <Select<UserOption | null, UserOption>
      id={id}
      labelInValue
      value={value ? { value: value.id, label: value.displayName ?? UNNAMED_USER } : null}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Tümü"
      loading={isUsed && users.isFetching}
      notFoundContent={users.isFetching ? 'Aranıyor…' : 'Kullanıcı bulunamadı'}
      onOpenChange={(open) => {
        if (open) setIsUsed(true);
        // The select empties its search box on closing without telling onSearch.
        else setSearch('');
      }}
      onChange={(choice) => {
        setSearch('');
        onChange?.(choice ? { id: choice.value, displayName: String(choice.label) } : null);
      }}
      data-testid={rest['data-testid']}
    />
  );
}
