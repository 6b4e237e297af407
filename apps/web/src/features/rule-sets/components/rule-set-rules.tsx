import { useMemo } from 'react';
import { useCreateRuleSetOfRule } from '../api/create-rule-set-of-rule';
import { useDeleteRuleSetOfRule } from '../api/delete-rule-set-of-rule';
import { useRuleSetOfRules } from '../api/get-rule-set-of-rules';
import { useUpdateRuleSetOfRule } from '../api/update-rule-set-of-rule';
import { type RuleRow, toRuleRow } from './list-rows';
import { RulesList } from './rules-list';

const NO_ROWS: RuleRow[] = [];

/** The selected set's rules, each change saved at once (and the ticket form's rules with it). */
export function RuleSetRules({ ruleSetId }: { ruleSetId: string }) {
  const rules = useRuleSetOfRules(ruleSetId);
  const create = useCreateRuleSetOfRule();
  const update = useUpdateRuleSetOfRule();
  const remove = useDeleteRuleSetOfRule();
  const rows = useMemo(() => rules.data?.map(toRuleRow) ?? NO_ROWS, [rules.data]);

  const save = async (row: RuleRow, isNew: boolean) => {
    const answer = isNew
      ? await create.mutateAsync({ ...row, ruleSetId })
      : await update.mutateAsync({ id: row.id, value: row.value, isActive: row.isActive });
    return answer.data ? toRuleRow(answer.data) : row;
  };

  return (
    <RulesList
      rows={rows}
      loading={rules.isFetching}
      onSave={save}
      onDelete={async (row) => {
        await remove.mutateAsync({ id: row.id });
      }}
      testId="rule-set-rules"
    />
  );
}
