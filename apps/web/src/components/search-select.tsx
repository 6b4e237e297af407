import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { CustomEditorProps } from './inline-edit-table/columns';

const SEARCH_DELAY_MS = 300;

/**
 * A look-up searched on the server: the query of one term, whose cache entry holds the call's
 * answer `A` (a page, say, shared with other reads of the same call), and `select`, which takes
 * the found items out of it.
 */
export type SearchSource<R, A = R[]> = (term: string) => {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<A>;
  select: (answer: A) => R[];
};

export type SearchOption = { value: string; label: string };

type Props<R, A> = {
  source: SearchSource<R, A>;
  toOption: (item: R) => SearchOption;
  /** Values never offered (the roles a list already holds). */
  exclude?: ReadonlySet<string>;
  value?: string | null;
  /** How the value is shown before (or without) a search that finds it: the row's own item. */
  initial?: SearchOption | null;
  onChange?: (value: string | null, item: R | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  status?: 'error';
  notFoundText: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
};

/** What a search select takes from an inline-edit cell: its label, error state and focus. */
export function cellSelectProps(editor: CustomEditorProps) {
  const { value: _value, onChange: _onChange, onChangeFields: _onChangeFields, ...rest } = editor;
  return { ...rest, status: rest.status === 'error' ? ('error' as const) : undefined };
}

/**
 * A select whose options come from the server as the user types (the first 30), asked only once
 * it is opened; the chosen item keeps its label while other terms are searched.
 */
export function SearchSelect<R, A>({
  source,
  toOption,
  exclude,
  value,
  initial,
  onChange,
  notFoundText,
  ...rest
}: Props<R, A>) {
  const [isUsed, setIsUsed] = useState(false);
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<SearchOption | null>(initial ?? null);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DELAY_MS);
  const found = useQuery({
    ...source(debouncedTerm),
    enabled: isUsed,
    placeholderData: keepPreviousData,
  });
  const items = found.data ?? [];
  const options: (SearchOption & { item?: R })[] = items
    .map((item) => ({ ...toOption(item), item }))
    .filter((option) => !exclude?.has(option.value) || option.value === value);
  const shown = chosen?.value === value ? chosen : initial?.value === value ? initial : null;
  if (shown && !options.some((option) => option.value === shown.value)) {
    options.unshift(shown);
  }

  return (
    <Select<string | null, SearchOption & { item?: R }>
      {...rest}
      value={value ?? null}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      loading={isUsed && found.isFetching}
      notFoundContent={found.isFetching ? 'Aranıyor…' : notFoundText}
      onOpenChange={(open) => {
        if (open) setIsUsed(true);
        // The select empties its search box on closing without telling onSearch.
        else setTerm('');
      }}
      onFocus={() => setIsUsed(true)}
      onChange={(next, option) => {
        const picked = option && !Array.isArray(option) ? option : null;
        setChosen(picked && next ? { value: next, label: picked.label } : null);
        setTerm('');
        onChange?.(next ?? null, picked?.item ?? null);
      }}
      style={{ minWidth: 200, width: '100%' }}
    />
  );
}
