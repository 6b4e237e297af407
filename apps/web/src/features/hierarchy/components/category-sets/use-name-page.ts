import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { listRuleSets, listRuleSetsKey } from '../../../../lib/api/list-rule-sets';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { listTicketCategories } from '../../api/list-ticket-categories';
import { listTicketSubCategories } from '../../api/list-ticket-sub-categories';
import { listTicketTypes } from '../../api/list-ticket-types';
import { buildNameSearchQuery, type ChosenItem, type FilterKind } from './category-set-query';

type NamePage = { items: ChosenItem[]; totalCount: number };
type Source = {
  key: (query: TQueryFormatter) => QueryKey;
  fetch: (query: TQueryFormatter, signal: AbortSignal) => Promise<NamePage>;
};

/** A level's key sits under the hierarchy key: every hierarchy write reloads the lists. */
const levelKey = (level: string) => (query: TQueryFormatter) =>
  [...HIERARCHY_QUERY_KEY, 'name-page', level, query] as const;

const SOURCES: Record<FilterKind, Source> = {
  typeId: { key: levelKey('types'), fetch: listTicketTypes },
  categoryId: { key: levelKey('categories'), fetch: listTicketCategories },
  subCategoryId: { key: levelKey('sub-categories'), fetch: listTicketSubCategories },
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
