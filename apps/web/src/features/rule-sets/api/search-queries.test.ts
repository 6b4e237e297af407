import { describe, expect, it } from 'vitest';
import { buildTemplateSearchQuery } from './get-rule-templates';

describe('look-up queries of the rule set screen', () => {
  it('asks for the templates whose display name contains the trimmed term, by display name', () => {
    expect(buildTemplateSearchQuery('  ürün ')).toEqual({
      filters: [{ propertyName: 'displayName', operator: 'contains', targetValue: 'ürün' }],
      sortings: [{ propertyName: 'displayName', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
  });

  it('sends no filter for an empty term', () => {
    expect(buildTemplateSearchQuery('   ').filters).toEqual([]);
  });
});
