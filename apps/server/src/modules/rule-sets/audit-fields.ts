import type { RuleSetRecord } from './repository.ts';

/** A rule set's own fields for the audit log: the stored row without its creation time. */
export function ruleSetFields(row: RuleSetRecord): Record<string, unknown> {
  const { createdAt: _createdAt, ...fields } = row;
  return fields;
}
