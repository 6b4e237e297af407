import {
  FLOW_ACTIONS,
  RULE_SET_MESSAGES as M,
  type TRuleSetFlow,
  type TRuleSetRule,
  type TRuleTemplate,
} from '@ccms/contract/rule-sets';

/** A row of a rule list (the panel's, saved; the new set dialog's, kept until its save). */
export type RuleRow = Omit<TRuleSetRule, 'ruleSetId'>;

/** A row of a flow list; a new row has no role or permission until they are chosen. */
export type FlowRow = Omit<TRuleSetFlow, 'ruleId' | 'roleId' | 'actionStatus'> & {
  roleId: string | null;
  actionStatus: number | null;
};

export function toRuleRow({ id, name, displayName, value, isActive }: TRuleSetRule): RuleRow {
  return { id, name, displayName, value, isActive };
}

/** A server flow as a row (an answer's extra fields, such as the touched count, left out). */
export function toFlowRow({ id, roleId, roleName, actionStatus }: TRuleSetFlow): FlowRow {
  return { id, roleId, roleName, actionStatus };
}

export function newRuleRow(id: string): RuleRow {
  return { id, name: '', displayName: '', value: '', isActive: true };
}

/** Picking a template names the rule and brings its default value. */
export function ruleFromTemplate(template: TRuleTemplate | null): Partial<RuleRow> {
  return template
    ? { name: template.name, displayName: template.displayName, value: template.value }
    : { name: '', displayName: '', value: '' };
}

/**
 * The rule names the other rows hold: a rule is in a set once (docs/domain.md §14.2 Rules and
 * flows).
 */
export function takenRuleNames(rows: readonly RuleRow[], exceptId: string): Set<string> {
  return new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.name));
}

export function duplicateRuleMessage(rows: readonly RuleRow[], row: RuleRow): string | null {
  return takenRuleNames(rows, row.id).has(row.name) ? M.ruleAlreadyInSet : null;
}

function hasWriteFlowBesides(rows: readonly FlowRow[], id: string): boolean {
  return rows.some((row) => row.id !== id && row.actionStatus === FLOW_ACTIONS.write);
}

/** A new flow is read when the list already has its write flow, else chosen by the user. */
export function newFlowRow(id: string, rows: readonly FlowRow[]): FlowRow {
  return {
    id,
    roleId: null,
    roleName: '',
    actionStatus: hasWriteFlowBesides(rows, id) ? FLOW_ACTIONS.read : null,
  };
}

/** A read flow cannot become write while another flow is write: its selector is disabled. */
export function isFlowActionLocked(rows: readonly FlowRow[], row: FlowRow): boolean {
  return row.actionStatus === FLOW_ACTIONS.read && hasWriteFlowBesides(rows, row.id);
}

/** The second write flow is refused before it reaches the server. */
export function flowActionMessage(rows: readonly FlowRow[], row: FlowRow): string | null {
  return row.actionStatus === FLOW_ACTIONS.write && hasWriteFlowBesides(rows, row.id)
    ? M.oneWriteFlow
    : null;
}

/** The roles the other flows hold: the role picker leaves them out. */
export function takenRoleIds(rows: readonly FlowRow[], exceptId: string): Set<string> {
  return new Set(
    rows.flatMap((row) => (row.id !== exceptId && row.roleId !== null ? [row.roleId] : [])),
  );
}

/** A complete flow as the calls take it (the table checked role and permission already). */
export function flowWrite(row: FlowRow): { id: string; roleId: string; actionStatus: 0 | 1 } {
  if (row.roleId === null) throw new Error(M.roleRequired);
  if (row.actionStatus !== FLOW_ACTIONS.read && row.actionStatus !== FLOW_ACTIONS.write) {
    throw new Error(M.actionStatusRequired);
  }
  return { id: row.id, roleId: row.roleId, actionStatus: row.actionStatus };
}
