import { describe, expect, it } from 'vitest';
import { sortingsOf, type TableQueryChange, toTableQueryChange } from './table-query';

const byName = { field: 'name', order: 'ascend' as const };
const options = { sortable: ['name', 'isActive'], defaultSort: byName };
const onPage3: TableQueryChange = { page: 3, sort: byName };

describe('toTableQueryChange', () => {
  it('keeps the page when the sort stays', () => {
    expect(
      toTableQueryChange({ current: 3 }, { columnKey: 'name', order: 'ascend' }, onPage3, options),
    ).toEqual(onPage3);
  });

  it('starts again from page 1 on a new sort', () => {
    expect(
      toTableQueryChange({ current: 3 }, { columnKey: 'name', order: 'descend' }, onPage3, options),
    ).toEqual({ page: 1, sort: { field: 'name', order: 'descend' } });
    expect(
      toTableQueryChange(
        { current: 3 },
        [{ field: 'isActive', order: 'ascend' }],
        onPage3,
        options,
      ),
    ).toEqual({ page: 1, sort: { field: 'isActive', order: 'ascend' } });
  });

  it('falls back to the default sort when cleared or not sortable on the server', () => {
    const descending = { page: 2, sort: { field: 'name', order: 'descend' as const } };
    expect(
      toTableQueryChange({ current: 2 }, { columnKey: 'name', order: null }, descending, options),
    ).toEqual({
      page: 1,
      sort: byName,
    });
    expect(
      toTableQueryChange(
        { current: 3 },
        { columnKey: 'createdDate', order: 'ascend' },
        onPage3,
        options,
      ),
    ).toEqual(onPage3);
  });
});

describe('sortingsOf', () => {
  it('sends the sort as the query format does (0 ascending, 1 descending)', () => {
    expect(sortingsOf(byName)).toEqual([{ propertyName: 'name', priority: 0, direction: 0 }]);
    expect(sortingsOf({ field: 'name', order: 'descend' })).toEqual([
      { propertyName: 'name', priority: 0, direction: 1 },
    ]);
    expect(sortingsOf(null)).toEqual([]);
  });
});
