import type { TCreateRuleSetRequest } from '@ccms/contract/rule-sets';
import { type FlowRow, flowWrite, type RuleRow } from './list-rows';

/** The fields of 'Yeni Kural Seti' (the rules and flows are lists beside the form). */
export type NewRuleSetValues = {
  name?: string;
  sla?: number | null;
  isCaseClosed?: boolean;
  isDeletedFromSLA?: boolean;
};

export const INITIAL_NEW_RULE_SET_VALUES: NewRuleSetValues = {
  name: '',
  sla: 0,
  isCaseClosed: false,
  isDeletedFromSLA: false,
};

/**
 * 'Kaydet' is enabled (docs/domain.md §14.2 Rule set) once the set has a name and at least one
 * flow, and neither list has a row being edited.
 */
export function canSaveNewRuleSet(state: {
  name: string | undefined;
  flowCount: number;
  isRulesEditing: boolean;
  isFlowsEditing: boolean;
}): boolean {
  return (
    (state.name ?? '').trim() !== '' &&
    state.flowCount > 0 &&
    !state.isRulesEditing &&
    !state.isFlowsEditing
  );
}

/** The CreateRuleSet body: unlimited SLA sends sla 0; an empty SLA counts as 0. */
export function toCreateRuleSetRequest(
  id: string,
  values: NewRuleSetValues,
  rules: readonly RuleRow[],
  flows: readonly FlowRow[],
): TCreateRuleSetRequest {
  const isDeletedFromSLA = values.isDeletedFromSLA ?? false;
  return {
    id,
    name: (values.name ?? '').trim(),
    sla: isDeletedFromSLA ? 0 : (values.sla ?? 0),
    isCaseClosed: values.isCaseClosed ?? false,
    isDeletedFromSLA,
    rules: rules.map(({ id: ruleId, name, displayName, value, isActive }) => ({
      id: ruleId,
      name,
      displayName,
      value,
      isActive,
    })),
    flows: flows.map(flowWrite),
  };
}

/** A list row saved in the dialog: replaced in place, or added at the end. */
export function upsertRow<T extends { id: string }>(rows: readonly T[], row: T): T[] {
  return rows.some((candidate) => candidate.id === row.id)
    ? rows.map((candidate) => (candidate.id === row.id ? row : candidate))
    : [...rows, row];
}
