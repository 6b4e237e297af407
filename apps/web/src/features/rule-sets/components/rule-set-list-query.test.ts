import { ZQueryFormatter } from '@ccms/contract/query-format';
import { describe, expect, it } from 'vitest';
import {
  buildRuleSetListQuery,
  INITIAL_RULE_SET_LIST_STATE,
  pageAfterRemoval,
} from './rule-set-list-query';

describe('buildRuleSetListQuery', () => {
  it('starts by name ascending, page 1 of 15, without filters', () => {
    expect(buildRuleSetListQuery(INITIAL_RULE_SET_LIST_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 15 },
    });
  });

  it('sends the name and the rule with contains, the role and the breakdown with equal', () => {
    const query = buildRuleSetListQuery({
      ...INITIAL_RULE_SET_LIST_STATE,
      filters: {
        rulesetname: '  İade ',
        ruleName: 'Information.Product.IsMandatory',
        flowId: '7d3f2b8e-4a1c-4c8e-9f2a-1b2c3d4e5f60',
        categorySetId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      },
    });
    expect(ZQueryFormatter.safeParse(query).success).toBe(true);
    expect(query.filters).toEqual([
      { propertyName: 'rulesetname', operator: 'contains', targetValue: 'İade' },
      {
        propertyName: 'ruleName',
        operator: 'contains',
        targetValue: 'Information.Product.IsMandatory',
      },
      {
        propertyName: 'flowId',
        operator: 'equal',
        targetValue: '7d3f2b8e-4a1c-4c8e-9f2a-1b2c3d4e5f60',
      },
      {
        propertyName: 'categorySetId',
        operator: 'equal',
        targetValue: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      },
    ]);
  });

  it('leaves out empty and cleared values', () => {
    const query = buildRuleSetListQuery({
      ...INITIAL_RULE_SET_LIST_STATE,
      filters: { rulesetname: '   ', ruleName: null, flowId: undefined, categorySetId: '' },
    });
    expect(query.filters).toEqual([]);
  });

  it('sends the page and a descending sort', () => {
    const query = buildRuleSetListQuery({
      filters: {},
      sort: { field: 'sla', order: 'descend' },
      page: 3,
    });
    expect(query.sortings).toEqual([{ propertyName: 'sla', priority: 0, direction: 1 }]);
    expect(query.paging).toEqual({ pageNumber: 3, maxItemCountPerPage: 15 });
  });
});

describe('pageAfterRemoval', () => {
  it('goes back a page when the last row of a later page left, else stays', () => {
    expect(pageAfterRemoval(3, 0)).toBe(2);
    expect(pageAfterRemoval(1, 0)).toBe(1);
    expect(pageAfterRemoval(2, 4)).toBe(2);
  });
});
