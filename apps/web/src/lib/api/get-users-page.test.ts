import { describe, expect, it } from 'vitest';
import { buildUsersPageQuery } from './get-users-page';

describe('buildUsersPageQuery', () => {
  it('looks users up by a trimmed name, 30 a page, by name then surname', () => {
    expect(buildUsersPageQuery(' meh ')).toEqual({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'meh' }],
      sortings: [
        { propertyName: 'name', priority: 0, direction: 0 },
        { propertyName: 'surname', priority: 1, direction: 0 },
      ],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
  });

  it('asks for the first page of everybody while nothing is typed', () => {
    expect(buildUsersPageQuery('   ').filters).toEqual([]);
  });
});
