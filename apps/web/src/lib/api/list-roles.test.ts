import { describe, expect, it } from 'vitest';
import { buildRoleSearchQuery } from './list-roles';

describe('buildRoleSearchQuery', () => {
  it('sends no filter for an empty term', () => {
    expect(buildRoleSearchQuery('').filters).toEqual([]);
  });

  it('asks for the first 30 roles whose name contains the term, by name', () => {
    expect(buildRoleSearchQuery(' Mağaza')).toEqual({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'Mağaza' }],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
  });
});
