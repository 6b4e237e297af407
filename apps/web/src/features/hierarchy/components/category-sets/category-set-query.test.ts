import { describe, expect, it } from 'vitest';
import {
  buildCategorySetListQuery,
  buildNameSearchQuery,
  type CategorySetListState,
  hasChosenFilters,
  INITIAL_CATEGORY_SET_LIST_STATE,
  NO_FILTERS,
  rowNumber,
  toCategorySetSort,
  toggleChosen,
} from './category-set-query';

const TYPE_A = { id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11', name: 'Şikayet' };
const TYPE_B = { id: '6e7d7d1f-4b66-4e4d-8b68-6d2f9f1f8b22', name: 'Öneri' };
const RULE_SET = { id: '7f8e8e20-5c77-4f5e-9c79-7e3a0a2a9c33', name: 'Mağaza' };

const state = (partial: Partial<CategorySetListState>): CategorySetListState => ({
  ...INITIAL_CATEGORY_SET_LIST_STATE,
  ...partial,
});

describe('toggleChosen', () => {
  it('adds an item, and takes it back on the second click', () => {
    const once = toggleChosen(NO_FILTERS, 'typeId', TYPE_A);
    expect(once.typeId).toEqual([TYPE_A]);
    expect(hasChosenFilters(once)).toBe(true);
    const twice = toggleChosen(once, 'typeId', TYPE_A);
    expect(twice.typeId).toEqual([]);
    expect(hasChosenFilters(twice)).toBe(false);
  });

  it('keeps several items of one list and leaves the other lists alone', () => {
    const chosen = toggleChosen(toggleChosen(NO_FILTERS, 'typeId', TYPE_A), 'typeId', TYPE_B);
    expect(chosen.typeId).toEqual([TYPE_A, TYPE_B]);
    expect(chosen.ruleSetId).toEqual([]);
  });
});

describe('buildCategorySetListQuery', () => {
  it('starts with no filters, sorted type, category, sub-category, page 1 of 15', () => {
    expect(buildCategorySetListQuery(INITIAL_CATEGORY_SET_LIST_STATE)).toEqual({
      filters: [],
      sortings: [
        { propertyName: 'typeName', priority: 0, direction: 0 },
        { propertyName: 'categoryName', priority: 1, direction: 0 },
        { propertyName: 'subCategoryName', priority: 2, direction: 0 },
      ],
      paging: { pageNumber: 1, maxItemCountPerPage: 15 },
    });
  });

  it('sends one equal filter per chosen item, several on one property', () => {
    let chosen = toggleChosen(NO_FILTERS, 'typeId', TYPE_A);
    chosen = toggleChosen(chosen, 'typeId', TYPE_B);
    chosen = toggleChosen(chosen, 'ruleSetId', RULE_SET);
    expect(buildCategorySetListQuery(state({ chosen })).filters).toEqual([
      { propertyName: 'typeId', operator: 'equal', targetValue: TYPE_A.id },
      { propertyName: 'typeId', operator: 'equal', targetValue: TYPE_B.id },
      { propertyName: 'ruleSetId', operator: 'equal', targetValue: RULE_SET.id },
    ]);
  });

  it('puts a chosen column first and keeps the default order behind it', () => {
    const query = buildCategorySetListQuery(
      state({ sort: { field: 'categoryName', order: 'descend' }, page: 3 }),
    );
    expect(query.sortings).toEqual([
      { propertyName: 'categoryName', priority: 0, direction: 1 },
      { propertyName: 'typeName', priority: 1, direction: 0 },
      { propertyName: 'subCategoryName', priority: 2, direction: 0 },
    ]);
    expect(query.paging).toEqual({ pageNumber: 3, maxItemCountPerPage: 15 });
  });

  it('adds the default order behind a column outside it', () => {
    const query = buildCategorySetListQuery(
      state({ sort: { field: 'ruleSetName', order: 'ascend' } }),
    );
    expect(query.sortings?.map((sorting) => sorting.propertyName)).toEqual([
      'ruleSetName',
      'typeName',
      'categoryName',
      'subCategoryName',
    ]);
  });
});

describe('toCategorySetSort', () => {
  it('reads the sorted column and falls back to the default order', () => {
    expect(toCategorySetSort({ columnKey: 'typeName', order: 'descend' })).toEqual({
      field: 'typeName',
      order: 'descend',
    });
    expect(toCategorySetSort({ columnKey: 'typeName', order: null })).toBeNull();
    expect(toCategorySetSort({ columnKey: 'script', order: 'ascend' })).toBeNull();
    expect(toCategorySetSort([])).toBeNull();
  });
});

describe('rowNumber', () => {
  it('counts across pages of 15', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(2, 0)).toBe(16);
    expect(rowNumber(3, 4)).toBe(35);
  });
});

describe('buildNameSearchQuery', () => {
  it('searches a level by name contains, trimmed, sorted by name, 5 a page', () => {
    expect(
      buildNameSearchQuery({ kind: 'categoryId', term: ' iade ', page: 2, pageSize: 5 }),
    ).toEqual({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'iade' }],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 2, maxItemCountPerPage: 5 },
    });
  });

  it('searches rule sets by rulesetname and never sends an empty term', () => {
    expect(
      buildNameSearchQuery({ kind: 'ruleSetId', term: 'Mağaza', page: 1, pageSize: 5 }).filters,
    ).toEqual([{ propertyName: 'rulesetname', operator: 'contains', targetValue: 'Mağaza' }]);
    expect(
      buildNameSearchQuery({ kind: 'typeId', term: '   ', page: 1, pageSize: 5 }).filters,
    ).toEqual([]);
  });

  it('keeps inactive levels out when asked, but not rule sets (they have no active flag)', () => {
    expect(
      buildNameSearchQuery({ kind: 'typeId', term: '', page: 1, pageSize: 30, activeOnly: true })
        .filters,
    ).toEqual([{ propertyName: 'isActive', operator: 'equal', targetValue: true }]);
    expect(
      buildNameSearchQuery({ kind: 'ruleSetId', term: '', page: 1, pageSize: 30, activeOnly: true })
        .filters,
    ).toEqual([]);
  });
});
