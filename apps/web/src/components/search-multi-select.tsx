import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { CustomEditorProps } from './inline-edit-table/columns';
import type { SearchOption, SearchSource } from './search-select';

const SEARCH_DELAY_MS = 300;

type Props<R, A> = {
  /** The inline-edit cell's label, error state, focus and test id. */
  cell: CustomEditorProps;
  source: SearchSource<R, A>;
  /** A found item as a choice: the value kept, the text shown. */
  toOption: (item: R) => SearchOption;
  value: readonly string[];
  /** How the chosen values are shown before (or without) a search that finds them. */
  chosen: readonly SearchOption[];
  onChange: (values: string[], chosen: SearchOption[]) => void;
  notFoundText: string;
  placeholder?: string;
};

/**
 * Several values picked from a look-up searched on the server as the user types (the first
 * 30), asked once the select is focused or opened; chosen values keep their labels while other
 * terms are searched. An inline-edit table's custom editor (mail group roles and users).
 */
export function SearchMultiSelect<R, A>({
  cell,
  source,
  toOption,
  value,
  chosen,
  onChange,
  ...texts
}: Props<R, A>) {
  const { value: _value, onChange: _onChange, onChangeFields: _fields, ...cellProps } = cell;
  const [isUsed, setIsUsed] = useState(false);
  const [term, setTerm] = useState('');
  const found = useQuery({
    ...source(useDebouncedValue(term, SEARCH_DELAY_MS)),
    enabled: isUsed,
    placeholderData: keepPreviousData,
  });
  const options = [...chosen.filter((option) => value.includes(option.value))];
  for (const option of (found.data ?? []).map(toOption)) {
    if (!options.some((known) => known.value === option.value)) options.push(option);
  }

  return (
    <Select<string[], SearchOption>
      {...cellProps}
      mode="multiple"
      placeholder={texts.placeholder}
      value={[...value]}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      loading={isUsed && found.isFetching}
      notFoundContent={found.isFetching ? 'Aranıyor…' : texts.notFoundText}
      onOpenChange={(open) => {
        if (open) setIsUsed(true);
        // The select empties its search box on closing without telling onSearch.
        else setTerm('');
      }}
      onFocus={() => setIsUsed(true)}
      onChange={(next) => {
        setTerm('');
        onChange(
          next,
          next.map(
            (item) =>
              options.find((option) => option.value === item) ?? { value: item, label: item },
          ),
        );
      }}
      style={{ minWidth: 220, width: '100%' }}
    />
  );
}
