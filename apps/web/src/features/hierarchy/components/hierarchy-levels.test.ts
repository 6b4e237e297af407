import { describe, expect, it } from 'vitest';
import { HIERARCHY_LEVELS, levelOfPath, levelPath } from './hierarchy-levels';

describe('hierarchy levels', () => {
  it('opens the tab of the address, whatever its case or trailing slash', () => {
    expect(levelOfPath('/definitions/ticket-hierarchies/ticket-types').key).toBe('ticket-types');
    expect(levelOfPath('/definitions/ticket-hierarchies/Ticket-Categories/').key).toBe(
      'ticket-categories',
    );
    expect(levelOfPath('/definitions/ticket-hierarchies/ticket-subcategories').key).toBe(
      'ticket-subcategories',
    );
    expect(levelOfPath('/definitions/ticket-hierarchies').key).toBe('ticket-types');
  });

  it('has the three tabs with the spec titles and the filter that finds their breakdowns', () => {
    expect(HIERARCHY_LEVELS.map((level) => [level.title, level.categorySetFilter])).toEqual([
      ['Bilet Tipleri', 'typeId'],
      ['Bilet Kategorileri', 'categoryId'],
      ['Bilet Alt Kategorileri', 'subCategoryId'],
    ]);
    expect(HIERARCHY_LEVELS.map(levelPath)).toEqual([
      '/definitions/ticket-hierarchies/ticket-types',
      '/definitions/ticket-hierarchies/ticket-categories',
      '/definitions/ticket-hierarchies/ticket-subcategories',
    ]);
  });
});
