import type { TCategorySet } from '@ccms/contract/hierarchy';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TRuleTemplate } from '@ccms/contract/rule-sets';
import type { SearchOption } from '../../../components/search-select';

/** A template is chosen by its name (what a rule is called) and shown by its display name. */
export function templateOption(template: TRuleTemplate): SearchOption {
  return { value: template.name, label: template.displayName || template.name };
}

export function roleOption(role: TRoleRow): SearchOption {
  return { value: role.id, label: role.name };
}

/** 'Tip / Kategori / Alt kategori'. */
export function breakdownLabel(
  set: Pick<TCategorySet, 'typeName' | 'categoryName' | 'subCategoryName'>,
): string {
  return `${set.typeName} / ${set.categoryName} / ${set.subCategoryName}`;
}

export function categorySetOption(set: TCategorySet): SearchOption {
  return { value: set.id, label: breakdownLabel(set) };
}

/** In the add picker a breakdown also says which rule set it has now. */
export function categorySetWithRuleSetOption(set: TCategorySet): SearchOption {
  const ruleSet = set.ruleSetName ? ` (Kural seti: ${set.ruleSetName})` : ' (Kural seti yok)';
  return { value: set.id, label: `${breakdownLabel(set)}${ruleSet}` };
}
