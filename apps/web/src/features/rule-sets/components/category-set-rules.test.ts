import { ZCategorySetsOfRuleSetRequest } from '@ccms/contract/rule-sets';
import { describe, expect, it } from 'vitest';
import {
  buildCategorySetsOfRuleSetRequest,
  decideCategorySetAdd,
  removeCategorySetQuestion,
} from './category-set-rules';

const RULE_SET = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'İade' };
const breakdown = {
  typeName: 'Şikayet',
  categoryName: 'Ürün',
  subCategoryName: 'Hasarlı',
  ruleSetId: null as string | null,
  ruleSetName: null as string | null,
};

describe('buildCategorySetsOfRuleSetRequest', () => {
  it('asks for 5 a page of the set, by type, category and sub-category', () => {
    expect(buildCategorySetsOfRuleSetRequest(RULE_SET.id, 2)).toEqual({
      ruleSetId: RULE_SET.id,
      filters: [],
      sortings: [
        { propertyName: 'typeName', priority: 0, direction: 0 },
        { propertyName: 'categoryName', priority: 1, direction: 0 },
        { propertyName: 'subCategoryName', priority: 2, direction: 0 },
      ],
      paging: { pageNumber: 2, maxItemCountPerPage: 5 },
    });
    const request = buildCategorySetsOfRuleSetRequest(RULE_SET.id, 2);
    expect(ZCategorySetsOfRuleSetRequest.safeParse(request).success).toBe(true);
  });
});

describe('decideCategorySetAdd', () => {
  it('gives a breakdown without a rule set this one', () => {
    expect(decideCategorySetAdd(breakdown, RULE_SET)).toEqual({ kind: 'create' });
  });

  it('asks before taking a breakdown from another rule set, naming both', () => {
    const decision = decideCategorySetAdd(
      { ...breakdown, ruleSetId: '00000000-0000-4000-8000-000000000001', ruleSetName: 'Genel' },
      RULE_SET,
    );
    expect(decision.kind).toBe('override');
    expect(decision.kind === 'override' && decision.question).toBe(
      '"Şikayet / Ürün / Hasarlı" kırılımının kural seti "Genel". "İade" ile değiştirmek istediğinize emin misiniz?',
    );
  });

  it('does nothing for a breakdown already in the set', () => {
    expect(decideCategorySetAdd({ ...breakdown, ruleSetId: RULE_SET.id }, RULE_SET)).toEqual({
      kind: 'already',
      message: '"Şikayet / Ürün / Hasarlı" zaten bu kural setinde.',
    });
  });
});

describe('removal', () => {
  it('names the breakdown in the question', () => {
    expect(removeCategorySetQuestion(breakdown)).toContain('"Şikayet / Ürün / Hasarlı"');
  });
});
