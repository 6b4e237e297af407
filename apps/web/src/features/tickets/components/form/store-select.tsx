import type { TStoreLookupRow } from '@ccms/contract/reference';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useStoresPage } from '../../api/form/get-stores-page';

const SEARCH_DELAY_MS = 300;

type StoreOption = { value: string; label: string; row: TStoreLookupRow };

function toOption(row: TStoreLookupRow): StoreOption {
  return { value: row.id, label: row.cityName ? `${row.name} (${row.cityName})` : row.name, row };
}

type Props = {
  /** Given by Form.Item, so that its label names the field. */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The chosen unit's row (null when cleared): the form needs its isECommerce. */
  onStoreChosen?: (row: TStoreLookupRow | null) => void;
  /** The unit already chosen when the picker opens (the edit form), so that it shows its name. */
  initialRow?: TStoreLookupRow | null;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
};

/** A store (or department) picker that searches the server by name, 30 at a time. */
export function StoreSelect({
  id,
  value,
  onChange,
  onStoreChosen,
  initialRow,
  placeholder,
  disabled,
  ...rest
}: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TStoreLookupRow | null>(initialRow ?? null);
  const stores = useStoresPage(useDebouncedValue(search, SEARCH_DELAY_MS));

  const options = (stores.data?.items ?? []).map(toOption);
  // The chosen store keeps its label while another search shows other stores.
  if (chosen && chosen.id === value && !options.some((option) => option.value === chosen.id)) {
    options.unshift(toOption(chosen));
  }

  return (
    <Select<string | null, StoreOption>
      id={id}
      value={value ?? null}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={placeholder ?? 'Mağaza arayın'}
      loading={stores.isFetching}
      disabled={disabled}
      notFoundContent={stores.isFetching ? 'Aranıyor…' : 'Mağaza bulunamadı'}
      onChange={(id, option) => {
        const row = option && !Array.isArray(option) ? option.row : null;
        setChosen(row);
        setSearch('');
        onStoreChosen?.(row);
        onChange?.(id ?? null);
      }}
      data-testid={rest['data-testid']}
    />
  );
}
