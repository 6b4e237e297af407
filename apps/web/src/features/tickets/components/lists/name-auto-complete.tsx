import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** Suggestions for a typed text; `enabled` is false until the field is first used. */
export type NameSuggestions = (
  search: string,
  enabled: boolean,
) => { names: readonly string[]; isFetching: boolean };

type Props = {
  /** From Form.Item: the input's id, which its label points at. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The look-up behind the field (a hook: one and the same for the field's whole life). */
  useSuggestions: NameSuggestions;
  placeholder?: string;
  'data-testid'?: string;
};

/**
 * A free-text filter (sent as `contains`) that suggests matching names from the server, 30 at a
 * time (docs/domain.md §12 Filter card). Asks nothing until the field is focused.
 */
export function NameAutoComplete({
  id,
  value,
  onChange,
  useSuggestions,
  placeholder,
  ...rest
}: Props) {
  const [isUsed, setIsUsed] = useState(false);
  const search = useDebouncedValue(value ?? '', SEARCH_DELAY_MS);
  const { names, isFetching } = useSuggestions(search, isUsed);
  const options = [...new Set(names)].map((name) => ({ value: name }));

  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(text: string) => onChange?.(text ?? '')}
      onFocus={() => setIsUsed(true)}
      notFoundContent={isUsed && isFetching ? 'Aranıyor…' : undefined}
    >
      <Input
        id={id}
        allowClear
        maxLength={100}
        placeholder={placeholder}
        data-testid={rest['data-testid']}
      />
    </AutoComplete>
  );
}
