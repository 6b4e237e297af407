import { Select } from 'antd';
import { useState } from 'react';
import { fullName } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuditUsers } from '../api/get-users-page';
import type { ChosenUser } from './audit-log-query';

const SEARCH_DELAY_MS = 300;

type UserOption = { value: string; label: string };

type Props = {
  /** From Form.Item: ties the field's label to the select. */
  id?: string;
  value?: ChosenUser | null;
  onChange?: (user: ChosenUser | null) => void;
};

/**
 * 'Kullanıcı': users searched on the server by name, 30 at a time, asked only once the select
 * is opened; the value keeps the name so the chosen user shows without a look-up.
 */
export function AuditUserSelect({ id, value, onChange }: Props) {
  const [isUsed, setIsUsed] = useState(false);
  const [search, setSearch] = useState('');
  const users = useAuditUsers(useDebouncedValue(search, SEARCH_DELAY_MS), isUsed);
  const options: UserOption[] = (users.data?.items ?? []).map((user) => {
    const name = fullName(user.name, user.surname);
    return { value: user.id, label: user.emailAddress ? `${name} (${user.emailAddress})` : name };
  });

  return (
    <Select<UserOption | null, UserOption>
      id={id}
      labelInValue
      value={value ? { value: value.id, label: value.displayName } : null}
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
      data-testid="audit-log-filter-user"
    />
  );
}
