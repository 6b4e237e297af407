import { FILTER_DATE_FORMAT, PAGE_SIZES } from '@ccms/contract/constants';
import { HOLIDAY_LIST_FILTERS } from '@ccms/contract/holidays';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
} from '@ccms/contract/query-format';
import dayjs from 'dayjs';

/** The holiday list: the name filter, the year and the page. */
export type HolidayListState = { name: string; year: number; page: number };

export function initialHolidayState(thisYear: number): HolidayListState {
  return { name: '', year: thisYear, page: 1 };
}

const yearStart = (year: number) => dayjs(`${year}-01-01T00:00:00`).format(FILTER_DATE_FORMAT);

/**
 * holiday/getHolidays' body (docs/domain.md §14.6 List): the name in Turkish upper case (contains),
 * the date from the start of the year to the start of the next, by date, 10 a page.
 */
export function buildHolidayQuery(state: HolidayListState): TQueryFormatter {
  const name = state.name.trim().toLocaleUpperCase('tr-TR');
  const filters: TQueryFilter[] = [
    ...(name
      ? [{ propertyName: 'Name', operator: HOLIDAY_LIST_FILTERS.name, targetValue: name }]
      : []),
    { propertyName: 'Date', operator: 'greatherThanOrEqual', targetValue: yearStart(state.year) },
    { propertyName: 'Date', operator: 'lessThan', targetValue: yearStart(state.year + 1) },
  ];
  return {
    filters,
    sortings: [{ propertyName: 'Date', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.holidays },
  };
}
