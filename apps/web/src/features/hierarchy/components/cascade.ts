import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import type { HierarchyLevel } from './hierarchy-levels';

/** The dialog's page of breakdowns. */
export const CASCADE_PAGE_SIZE = PAGE_SIZES.default;

/**
 * The breakdowns under one type, category or sub-category, in the order of the breakdown
 * screen (type, category, sub-category names), for the 'Kategori Setleri' dialog.
 */
export function buildCascadeQuery(
  filter: HierarchyLevel['categorySetFilter'],
  id: string,
  page: number,
): TQueryFormatter {
  return {
    filters: [{ propertyName: filter, operator: 'equal', targetValue: id }],
    sortings: ['typeName', 'categoryName', 'subCategoryName'].map((propertyName, priority) => ({
      propertyName,
      priority,
      direction: SORT_DIRECTION.ascending,
    })),
    paging: { pageNumber: page, maxItemCountPerPage: CASCADE_PAGE_SIZE },
  };
}

/** 'Tip - Kategori - Alt kategori'. */
export function breakdownLabel(
  set: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
) {
  return `${set.typeName} - ${set.categoryName} - ${set.subCategoryName}`;
}

/** The dialog's question: activate or deactivate them, or that there are none. */
export function cascadeQuestion(isActive: boolean, count: number): string {
  if (count === 0) return M.cascadeNone;
  return isActive ? M.cascadeActivate : M.cascadeDeactivate;
}

/**
 * What to say after a level's save: the server's messages, or else how many breakdowns the
 * active switch moved with it (nothing when none).
 */
export function savedLevelMessages(
  answer: { messages: readonly string[]; data: { touchedCategorySets: number } | null },
  isActive: boolean,
): string[] {
  const messages = messagesBeyondSaved(answer.messages);
  if (messages.length > 0) return messages;
  const touched = answer.data?.touchedCategorySets ?? 0;
  return touched > 0 ? [M.categorySetsTouched(touched, isActive)] : [];
}
