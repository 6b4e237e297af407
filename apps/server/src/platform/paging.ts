import type { TPaged } from '@ccms/contract/envelope';

/** The paged answer of a list: items of the page plus the total without paging. */
export function toPaged<T>(items: T[], totalCount: number, pageNumber: number): TPaged<T> {
  return { items, itemCountOnPage: items.length, currentPageNumber: pageNumber, totalCount };
}
