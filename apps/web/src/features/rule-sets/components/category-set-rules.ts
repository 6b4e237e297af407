import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { breakdownLabel } from './options';

/** getCategorySetsOfRuleSet: 5 a page, by type, category and sub-category names. */
export function buildCategorySetsOfRuleSetRequest(
  ruleSetId: string,
  page: number,
): TQueryFormatter & { ruleSetId: string } {
  return {
    ruleSetId,
    filters: [],
    sortings: ['typeName', 'categoryName', 'subCategoryName'].map((propertyName, priority) => ({
      propertyName,
      priority,
      direction: SORT_DIRECTION.ascending,
    })),
    paging: { pageNumber: page, maxItemCountPerPage: PAGE_SIZES.ruleSetCategorySets },
  };
}

export type CategorySetAdd =
  | { kind: 'create' }
  | { kind: 'override'; question: string }
  | { kind: 'already'; message: string };

/**
 * Adding a breakdown to the set: one without a rule set simply gets it
 * (CreateRuleSetOfCategory); one with another set is asked about first and then overridden
 * (OverrideRuleSetOfCategory); one already in this set needs nothing.
 */
export function decideCategorySetAdd(
  set: Pick<
    TCategorySet,
    'typeName' | 'categoryName' | 'subCategoryName' | 'ruleSetId' | 'ruleSetName'
  >,
  ruleSet: { id: string; name: string },
): CategorySetAdd {
  const breakdown = breakdownLabel(set);
  if (set.ruleSetId === null) return { kind: 'create' };
  if (set.ruleSetId === ruleSet.id) {
    return { kind: 'already', message: `"${breakdown}" zaten bu kural setinde.` };
  }
  return {
    kind: 'override',
    question: `"${breakdown}" kırılımının kural seti "${set.ruleSetName ?? ''}". "${ruleSet.name}" ile değiştirmek istediğinize emin misiniz?`,
  };
}

/** The confirmation before a breakdown leaves the set (the server deactivates it). */
export function removeCategorySetQuestion(
  set: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
): string {
  return `"${breakdownLabel(set)}" kırılımını kural setinden çıkarmak istediğinize emin misiniz? Kural seti olmayan kırılım pasife alınır.`;
}
