import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetCreateRequest } from '@ccms/contract/hierarchy-admin/schemas';

/** What the 'Yeni Kırılım' dialog holds. */
export type NewBreakdownValues = {
  typeId?: string;
  categoryId?: string;
  subCategoryId?: string;
  ruleSetId?: string;
  script?: string;
};

type Selection = Exclude<keyof NewBreakdownValues, 'script'>;

/**
 * The four required selections and the message a missing one shows (docs/domain.md §14.1
 * Breakdowns).
 */
export const NEW_BREAKDOWN_REQUIRED: Record<Selection, string> = {
  typeId: M.typeRequired,
  categoryId: M.categoryRequired,
  subCategoryId: M.subCategoryRequired,
  ruleSetId: M.ruleSetRequired,
};

/** The selections still missing, each with its message, in the dialog's order. */
export function missingSelections(
  values: NewBreakdownValues,
): { name: Selection; message: string }[] {
  return (Object.keys(NEW_BREAKDOWN_REQUIRED) as Selection[])
    .filter((name) => !values[name])
    .map((name) => ({ name, message: NEW_BREAKDOWN_REQUIRED[name] }));
}

/**
 * addticketcategoryset: the create payload (docs/domain.md §14.1 Breakdowns) under the client's
 * id, the rule set as the one entry of `ruleSets`, active; a blank script is no script. Call it
 * once nothing is missing.
 */
export function toCreateRequest(values: NewBreakdownValues, id: string): TCategorySetCreateRequest {
  const script = values.script?.trim() ? values.script : null;
  return {
    id,
    typeId: values.typeId ?? '',
    categoryId: values.categoryId ?? '',
    subCategoryId: values.subCategoryId ?? '',
    ruleSets: [{ ruleSetId: values.ruleSetId ?? '', categorySetId: id }],
    isActive: true,
    script,
  };
}
