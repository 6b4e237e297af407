import { describe, expect, it } from 'vitest';
import { subCategoryWithoutRules } from './no-rules-notice';

const SUB = '11111111-1111-4111-8111-111111111111';
const SET = '22222222-2222-4222-8222-222222222222';
const RULE_SET = '33333333-3333-4333-8333-333333333333';

const subCategory = { id: SUB, categorySetId: SET };
const rule = { name: 'Information.Product.IsMandatory', value: '1' };

describe("'Bu kategorilere ait kural bulunamadı.' (docs/domain.md §11 No rules)", () => {
  it('is due for a breakdown without a rule set, or whose rule set has no rule', () => {
    const noRuleSet = { id: SET, ruleSetId: null };
    expect(subCategoryWithoutRules({ subCategory, categorySet: noRuleSet, ruleSet: null })).toBe(
      SUB,
    );
    const withRuleSet = { id: SET, ruleSetId: RULE_SET };
    const empty = { id: RULE_SET, rules: [] };
    expect(subCategoryWithoutRules({ subCategory, categorySet: withRuleSet, ruleSet: empty })).toBe(
      SUB,
    );
    const ruled = { id: RULE_SET, rules: [rule] };
    expect(
      subCategoryWithoutRules({ subCategory, categorySet: withRuleSet, ruleSet: ruled }),
    ).toBeNull();
  });

  it('waits while nothing is chosen or the set and its rule set still load', () => {
    const withRuleSet = { id: SET, ruleSetId: RULE_SET };
    expect(
      subCategoryWithoutRules({ subCategory: null, categorySet: null, ruleSet: null }),
    ).toBeNull();
    expect(subCategoryWithoutRules({ subCategory, categorySet: null, ruleSet: null })).toBeNull();
    expect(
      subCategoryWithoutRules({ subCategory, categorySet: withRuleSet, ruleSet: null }),
    ).toBeNull();
    // The previous sub-category's set or rule set, still on screen, does not count.
    const previousSet = { id: '44444444-4444-4444-8444-444444444444', ruleSetId: null };
    expect(
      subCategoryWithoutRules({ subCategory, categorySet: previousSet, ruleSet: null }),
    ).toBeNull();
    const otherRuleSet = { id: '55555555-5555-4555-8555-555555555555', rules: [] };
    expect(
      subCategoryWithoutRules({ subCategory, categorySet: withRuleSet, ruleSet: otherRuleSet }),
    ).toBeNull();
  });
});
