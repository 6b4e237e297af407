import { PAGE_SIZES } from '@ccms/contract/constants';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { ChosenItem, FilterKind } from './category-set-query';
import { useNamePage } from './use-name-page';

type Props = Pick<SelectProps<string>, 'id' | 'status' | 'placeholder' | 'disabled'> & {
  kind: FilterKind;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Offer active levels only (a new breakdown cannot hang on an inactive one). */
  activeOnly?: boolean;
  /** What the select shows for a value that is not on the searched page. */
  initial?: ChosenItem | null;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A select searched on the server by name (a hierarchy level or a rule set), the first 30 by
 * name; the chosen item keeps its name while another term is searched.
 */
export function NameSearchSelect({ kind, value, onChange, activeOnly, initial, ...rest }: Props) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<ChosenItem | null>(initial ?? null);
  const debouncedTerm = useDebouncedValue(term, 300);
  const page = useNamePage(kind, {
    term: debouncedTerm,
    page: 1,
    pageSize: PAGE_SIZES.lookup,
    activeOnly,
  });
  const items = page.data?.items ?? [];
  const shown = chosen && chosen.id === value && !items.some((item) => item.id === value);
  const options = [...(shown ? [chosen] : []), ...items].map((item) => ({
    value: item.id,
    label: item.name,
  }));

  return (
    <Select<string>
      {...rest}
      value={value}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      loading={page.isFetching}
      allowClear
      notFoundContent={page.isPending ? 'Yükleniyor…' : 'Kayıt bulunamadı.'}
      onChange={(id, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        setChosen(id && picked ? { id, name: String(picked.label) } : null);
        setTerm('');
        onChange?.(id);
      }}
    />
  );
}
