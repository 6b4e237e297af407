import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import {
  listCategorySetFilterCategories,
  listCategorySetFilterCategoriesKey,
} from '../../api/list-category-set-filter-categories';
import {
  listCategorySetFilterSubCategories,
  listCategorySetFilterSubCategoriesKey,
} from '../../api/list-category-set-filter-sub-categories';
import {
  listCategorySetFilterTypes,
  listCategorySetFilterTypesKey,
} from '../../api/list-category-set-filter-types';
import { listRuleSets, listRuleSetsKey } from '../../api/list-rule-sets';
import { buildNameSearchQuery, type ChosenItem, type FilterKind } from './category-set-query';

type NamePage = { items: ChosenItem[]; totalCount: number };
type Source = {
  key: (query: TQueryFormatter) => QueryKey;
  fetch: (query: TQueryFormatter, signal: AbortSignal) => Promise<NamePage>;
};

const SOURCES: Record<FilterKind, Source> = {
  typeId: { key: listCategorySetFilterTypesKey, fetch: listCategorySetFilterTypes },
  categoryId: { key: listCategorySetFilterCategoriesKey, fetch: listCategorySetFilterCategories },
  subCategoryId: {
    key: listCategorySetFilterSubCategoriesKey,
    fetch: listCategorySetFilterSubCategories,
  },
  ruleSetId: { key: listRuleSetsKey, fetch: listRuleSets },
};

/**
 * One page of a searchable list (a hierarchy level or the rule sets), sorted by name, as
 * `{ id, name }` items; the previous page stays on screen while the next one loads.
 */
export function useNamePage(
  kind: FilterKind,
  options: { term: string; page: number; pageSize: number; activeOnly?: boolean },
  enabled = true,
) {
  const source = SOURCES[kind];
  const query = buildNameSearchQuery({ kind, ...options });
  return useQuery({
    queryKey: source.key(query),
    queryFn: ({ signal }) => source.fetch(query, signal),
    select: (page): NamePage => ({
      items: page.items.map(({ id, name }) => ({ id, name })),
      totalCount: page.totalCount,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
