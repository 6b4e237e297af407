import { PAGE_SIZES } from '@ccms/contract/constants';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { Select } from 'antd';
import { useState } from 'react';
import { useListRuleSets } from '../../../lib/api/list-rule-sets';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** The first 30 rule sets whose name contains the search text, by name. */
function ruleSetsQuery(search: string): TQueryFormatter {
  const name = search.trim();
  return {
    filters: name ? [{ propertyName: 'name', operator: 'contains', targetValue: name }] : [],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

type Props = { id?: string; value?: string | null; onChange?: (value: string | null) => void };

/** The filter bar's 'Kural Seti', searched on the server by name. */
export function RuleSetSelect({ id, value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const ruleSets = useListRuleSets(ruleSetsQuery(useDebouncedValue(search, SEARCH_DELAY_MS)));
  return (
    <Select<string | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={(ruleSets.data?.items ?? []).map((row) => ({ value: row.id, label: row.name }))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Tümü"
      loading={ruleSets.isFetching}
      data-testid="report-filter-rule-set"
    />
  );
}
