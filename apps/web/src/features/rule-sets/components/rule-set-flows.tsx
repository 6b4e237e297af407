import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { RULE_SET_MESSAGES as M } from '@ccms/contract/rule-sets';
import { App } from 'antd';
import { useMemo } from 'react';
import { notify } from '../../../lib/notify';
import { useCreateFlow } from '../api/create-flow';
import { useDeleteRuleSetOfFlow } from '../api/delete-rule-set-of-flow';
import { useFlowsOfRuleSet } from '../api/get-flows-by-rule-id';
import { useUpdateFlow } from '../api/update-flow';
import { FlowsList } from './flows-list';
import { type FlowRow, flowWrite, toFlowRow } from './list-rows';
import { writtenMessages } from './sla-rules';

const NO_ROWS: FlowRow[] = [];

/**
 * The selected set's flows, each change saved at once; the server moves the open tickets whose
 * flow is gone to the new write flow and says how many.
 */
export function RuleSetFlows({ ruleSetId }: { ruleSetId: string }) {
  const { notification } = App.useApp();
  const flows = useFlowsOfRuleSet(ruleSetId);
  const create = useCreateFlow();
  const update = useUpdateFlow();
  const remove = useDeleteRuleSetOfFlow();
  const rows = useMemo(() => flows.data?.map(toFlowRow) ?? NO_ROWS, [flows.data]);

  const tell = (answer: Parameters<typeof writtenMessages>[0]) => {
    for (const message of writtenMessages(answer, M.ticketsMoved)) {
      notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
    }
  };

  const save = async (row: FlowRow, isNew: boolean) => {
    const flow = flowWrite(row);
    const answer = isNew
      ? await create.mutateAsync({ ...flow, ruleId: ruleSetId })
      : await update.mutateAsync({ id: flow.id, actionStatus: flow.actionStatus });
    tell(answer);
    return answer.data ? toFlowRow(answer.data) : row;
  };

  return (
    <FlowsList
      rows={rows}
      loading={flows.isFetching}
      onSave={save}
      onDelete={async (row) => tell(await remove.mutateAsync({ id: row.id }))}
      testId="rule-set-flows"
    />
  );
}
