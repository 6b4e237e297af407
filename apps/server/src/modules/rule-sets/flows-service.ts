import { readRuleFlags } from '@ccms/contract/hierarchy';
import { MESSAGES } from '@ccms/contract/messages';
import {
  FLOW_ACTIONS,
  RULE_SET_MESSAGES as M,
  type TRuleSetFlow,
  type ZCreateFlowRequest,
  type ZUpdateFlowRequest,
} from '@ccms/contract/rule-sets';
import type { z } from 'zod';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { findUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { moveOrphanedOpenTickets } from '../tickets/index.ts';
import type { RuleSetDeps } from './deps.ts';
import {
  countBreakdownsOfRuleSet,
  deleteFlowRow,
  type FlowRecord,
  findActiveRoles,
  findActiveStoreId,
  findFlow,
  findFlowsWithRoles,
  findRulesOfRuleSet,
  hasOtherWriteFlow,
  insertFlows,
  isRuleSetActive,
  type RuleSetRecord,
  updateFlowRow,
} from './repository.ts';
import { lockRuleSetForWrite } from './service.ts';

type FlowAnswer = TRuleSetFlow & { touchedTicketCount: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** rulesets/GetFlowsByRuleId: the set's flows with role names. */
export async function getFlowsOfRuleSet(db: SealedDb, ruleSetId: string): Promise<TRuleSetFlow[]> {
  if (!(await isRuleSetActive(db, ruleSetId))) throw notFound(M.ruleSetNotFound);
  return findFlowsWithRoles(db, ruleSetId);
}

/**
 * After a flow change, the open tickets whose owner role left the set go to its write role
 * (the tickets module moves them and says which), at the unit creation would choose: the set's
 * solution unit, else the ticket's store. Without a write flow nobody can take them: they stay.
 */
async function moveTickets(
  tx: SealedDb,
  deps: RuleSetDeps,
  user: CurrentUser,
  ruleSetId: string,
  removedRoleId: string | null,
): Promise<number> {
  const flows = await findFlowsWithRoles(tx, ruleSetId);
  const write = flows.find((flow) => flow.actionStatus === FLOW_ACTIONS.write);
  if (!write) return 0;
  const rules = (await findRulesOfRuleSet(tx, ruleSetId)).filter((rule) => rule.isActive);
  const unit = readRuleFlags(rules).solutionUnitId;
  const solutionUnitId = unit && UUID.test(unit) ? await findActiveStoreId(tx, unit) : null;
  return moveOrphanedOpenTickets(tx, {
    ruleSetId,
    writeRoleId: write.roleId,
    flowRoleIds: flows.map((flow) => flow.roleId),
    solutionUnitId,
    removedRoleId,
    description: removedRoleId
      ? `Rolü kural setinin akışlarından çıkarıldığı için bilet ${write.roleName} rolüne aktarıldı.`
      : `Kural setinin yazma akışı değiştiği için bilet ${write.roleName} rolüne aktarıldı.`,
    userId: user.id,
    now: deps.clock.now(),
  });
}

async function flowAnswer(tx: SealedDb, flow: FlowRecord, touched: number): Promise<FlowAnswer> {
  const found = (await findFlowsWithRoles(tx, flow.ruleSetId)).find((row) => row.id === flow.id);
  if (!found) throw notFound(M.flowNotFound);
  return { ...found, touchedTicketCount: touched };
}

async function auditFlow(
  tx: SealedDb,
  user: CurrentUser,
  ruleSet: RuleSetRecord,
  change: { id: string; roleName: string; action: 'create' | 'update' | 'delete' },
  before: FlowRecord | null,
  after: FlowRecord | null,
  touchedTicketCount: number,
) {
  await recordAudit(tx, {
    user,
    entityType: 'ruleSetFlow',
    entityId: change.id,
    entityLabel: `${ruleSet.name}: ${change.roleName}`,
    action: change.action,
    before: before && { ...before },
    after: after && { ...after },
    touchedTicketCount,
  });
}

function withMoved(touched: number): string[] {
  return touched > 0 ? [MESSAGES.saved, M.ticketsMoved(touched)] : [MESSAGES.saved];
}

/** rulesets/CreateFlow: a role once per set, one write flow at most; a new writer takes orphans. */
export async function createFlow(
  deps: RuleSetDeps,
  user: CurrentUser,
  input: z.output<typeof ZCreateFlowRequest>,
): Promise<Written<FlowAnswer>> {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const ruleSet = await lockRuleSetForWrite(tx, input.ruleId);
      const [role] = await findActiveRoles(tx, [input.roleId]);
      if (!role) throw badRequest(M.roleRequired);
      const flows = await findFlowsWithRoles(tx, ruleSet.id);
      if (flows.some((flow) => flow.roleId === input.roleId)) throw conflict(M.roleAlreadyInFlows);
      const isWrite = input.actionStatus === FLOW_ACTIONS.write;
      if (isWrite && (await hasOtherWriteFlow(tx, ruleSet.id, null))) {
        throw badRequest(M.oneWriteFlow);
      }
      const [flow] = await insertFlows(tx, [
        { id: input.id, ruleSetId: ruleSet.id, roleId: role.id, actionStatus: input.actionStatus },
      ]);
      const touched = isWrite ? await moveTickets(tx, deps, user, ruleSet.id, null) : 0;
      await auditFlow(
        tx,
        user,
        ruleSet,
        { id: flow!.id, roleName: role.name, action: 'create' },
        null,
        flow!,
        touched,
      );
      return { data: await flowAnswer(tx, flow!, touched), messages: withMoved(touched) };
    });
  } catch (error) {
    if (findUniqueViolation(error) !== null) throw conflict(M.roleAlreadyInFlows);
    throw error;
  }
}

/** The flow, with its (active) set locked for the write; 404 for either missing. */
async function lockFlowForWrite(tx: SealedDb, id: string) {
  const found = await findFlow(tx, id);
  if (!found) throw notFound(M.flowNotFound);
  const ruleSet = await lockRuleSetForWrite(tx, found.ruleSetId);
  const flow = await findFlow(tx, id);
  if (!flow) throw notFound(M.flowNotFound);
  const roleName =
    (await findFlowsWithRoles(tx, ruleSet.id)).find((row) => row.id === id)?.roleName ?? '';
  return { flow, ruleSet, roleName };
}

/** A set its breakdowns use keeps its (single) write flow. */
async function assertWriteFlowMayGo(tx: SealedDb, flow: FlowRecord) {
  if (flow.actionStatus !== FLOW_ACTIONS.write) return;
  if (await hasOtherWriteFlow(tx, flow.ruleSetId, flow.id)) return;
  if ((await countBreakdownsOfRuleSet(tx, flow.ruleSetId)) > 0) {
    throw conflict(M.lastWriteFlowInUse);
  }
}

/** rulesets/UpdateFlow: read ↔ write, with the single-write and in-use rules. */
export async function updateFlow(
  deps: RuleSetDeps,
  user: CurrentUser,
  input: z.output<typeof ZUpdateFlowRequest>,
): Promise<Written<FlowAnswer>> {
  return inTransaction(deps.db, async (tx) => {
    const { flow, ruleSet, roleName } = await lockFlowForWrite(tx, input.id);
    if (flow.actionStatus === input.actionStatus) {
      return { data: await flowAnswer(tx, flow, 0), messages: [MESSAGES.saved] };
    }
    const toWrite = input.actionStatus === FLOW_ACTIONS.write;
    if (toWrite && (await hasOtherWriteFlow(tx, ruleSet.id, flow.id))) {
      throw badRequest(M.oneWriteFlow);
    }
    if (!toWrite) await assertWriteFlowMayGo(tx, flow);
    const after = await updateFlowRow(tx, flow.id, input.actionStatus);
    const touched = toWrite ? await moveTickets(tx, deps, user, ruleSet.id, null) : 0;
    await auditFlow(
      tx,
      user,
      ruleSet,
      { id: flow.id, roleName, action: 'update' },
      flow,
      after,
      touched,
    );
    return { data: await flowAnswer(tx, after, touched), messages: withMoved(touched) };
  });
}

/** rulesets/DeleteRuleSetOfFlow: the role leaves the set; its open tickets go to the writer. */
export async function deleteRuleSetOfFlow(
  deps: RuleSetDeps,
  user: CurrentUser,
  id: string,
): Promise<Written<{ id: string; touchedTicketCount: number }>> {
  return inTransaction(deps.db, async (tx) => {
    const { flow, ruleSet, roleName } = await lockFlowForWrite(tx, id);
    await assertWriteFlowMayGo(tx, flow);
    await deleteFlowRow(tx, flow.id);
    const touched = await moveTickets(tx, deps, user, ruleSet.id, flow.roleId);
    await auditFlow(
      tx,
      user,
      ruleSet,
      { id: flow.id, roleName, action: 'delete' },
      flow,
      null,
      touched,
    );
    return { data: { id, touchedTicketCount: touched }, messages: withMoved(touched) };
  });
}
