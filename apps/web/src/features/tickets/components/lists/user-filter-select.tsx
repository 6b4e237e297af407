import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useUsersPage } from '../../api/get-users-page';
import type { ChosenUser } from './ticket-list-form-values';
import { userDisplayName } from './ticket-list-labels';

const SEARCH_DELAY_MS = 300;
/** Shown for a stored id whose name was not stored (an entry edited by hand). */
const UNNAMED_USER = 'Seçili kullanıcı';

type UserOption = { value: string; label: string };

type Props = {
  /** From Form.Item: ties the field's label to the select. */
  id?: string;
  value?: ChosenUser | null;
  onChange?: (user: ChosenUser | null) => void;
  'data-testid'?: string;
};

/**
 * 'Oluşturan' / 'Kapatan' (docs/domain.md §12 Filter card): users searched on the server by name,
 * 30 at a time, asked only once the select is opened. The value carries the name, so a restored
 * filter shows it without a look-up.
 */
export function UserFilterSelect({ id, value, onChange, ...rest }: Props) {
  const [isUsed, setIsUsed] = useState(false);
  const [search, setSearch] = useState('');
  const users = useUsersPage(useDebouncedValue(search, SEARCH_DELAY_MS), isUsed);
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
