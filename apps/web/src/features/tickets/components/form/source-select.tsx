import type { TSourceRow } from '@ccms/contract/reference';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSourcesPage } from '../../api/form/get-sources-page';

const SEARCH_DELAY_MS = 300;

export type SourceOption = { value: string; label: string };

const toOption = (row: TSourceRow): SourceOption => ({ value: row.id, label: row.name });

type Props = {
  /** Given by Form.Item, so that its label names the field. */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Store managers pick only from the 'Magaza' group. */
  isManager: boolean;
  /** The source already chosen when the picker opens (the edit form), so that it shows its name. */
  initialOption?: SourceOption | null;
  disabled?: boolean;
};

/** The ticket source, searched on the server by name, 30 at a time. */
export function SourceSelect({ id, value, onChange, isManager, initialOption, disabled }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<SourceOption | null>(initialOption ?? null);
  const sources = useSourcesPage(useDebouncedValue(search, SEARCH_DELAY_MS), isManager);

  const options = (sources.data?.items ?? []).map(toOption);
  if (chosen && chosen.value === value && !options.some((o) => o.value === chosen.value)) {
    options.unshift(chosen);
  }

  return (
    <Select<string | null, SourceOption>
      id={id}
      value={value ?? null}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Kaynak seçiniz"
      loading={sources.isFetching}
      disabled={disabled}
      notFoundContent={sources.isFetching ? 'Aranıyor…' : 'Kaynak bulunamadı'}
      onChange={(id, option) => {
        setChosen(option && !Array.isArray(option) ? option : null);
        setSearch('');
        onChange?.(id ?? null);
      }}
      // The form's first field: the dialog opens with focus here, ready for the keyboard.
      autoFocus
      data-testid="ticket-source"
    />
  );
}
