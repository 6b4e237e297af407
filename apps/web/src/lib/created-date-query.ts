import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
} from '@ccms/contract/query-format';
import { dayEdge } from './day-edge';

/**
 * A list request by creation date, as the audit log and the outbox send it: the given filters
 * plus the days from / to (calendar days 'YYYY-MM-DD', whole days), sorted by `createdDate`
 * in the chosen order, one page of `pageSize`.
 */
export function createdDateQuery(options: {
  filters: TQueryFilter[];
  from?: string | null;
  to?: string | null;
  order: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}): TQueryFormatter {
  const filters = [...options.filters];
  const start = dayEdge(options.from, 'start');
  const end = dayEdge(options.to, 'end');
  if (start) {
    filters.push({
      propertyName: 'createdDate',
      operator: 'greatherThanOrEqual',
      targetValue: start,
    });
  }
  if (end) {
    filters.push({ propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: end });
  }
  return {
    filters,
    sortings: [
      {
        propertyName: 'createdDate',
        priority: 0,
        direction:
          options.order === 'ascend' ? SORT_DIRECTION.ascending : SORT_DIRECTION.descending,
      },
    ],
    paging: { pageNumber: options.page, maxItemCountPerPage: options.pageSize },
  };
}
