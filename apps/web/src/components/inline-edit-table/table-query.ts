import { SORT_DIRECTION, type TQuerySorting } from '@ccms/contract/query-format';

/** The server-side sort of a table: one column, ascending or descending. */
export type TableSort = { field: string; order: 'ascend' | 'descend' };

/** What the table asks for when the user pages or sorts. */
export type TableQueryChange = { page: number; sort: TableSort | null };

/** The part of antd Table's sorter argument read here (one column or several). */
type AntdSorter = { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/**
 * antd Table's onChange (pagination, sorter) → the page and sort to load. A new sort starts
 * again from page 1; a cleared sort, or a column that is not in `sortable`, falls back to
 * `defaultSort`.
 */
export function toTableQueryChange(
  pagination: { current?: number },
  sorter: AntdSorter | AntdSorter[],
  current: TableQueryChange,
  options: { sortable: readonly string[]; defaultSort: TableSort | null },
): TableQueryChange {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = first?.field ?? first?.columnKey;
  const sort =
    first?.order && typeof field === 'string' && options.sortable.includes(field)
      ? { field, order: first.order }
      : options.defaultSort;
  const isSortChanged = sort?.field !== current.sort?.field || sort?.order !== current.sort?.order;
  return { page: isSortChanged ? 1 : (pagination.current ?? current.page), sort };
}

/** The query format's sortings for a table sort (none without one). */
export function sortingsOf(sort: TableSort | null): TQuerySorting[] {
  if (!sort) return [];
  return [
    {
      propertyName: sort.field,
      priority: 0,
      direction: sort.order === 'descend' ? SORT_DIRECTION.descending : SORT_DIRECTION.ascending,
    },
  ];
}
