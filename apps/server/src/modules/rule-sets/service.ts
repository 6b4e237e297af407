import type { TPaged } from '@ccms/contract/envelope';
import { HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES } from '@ccms/contract/hierarchy-admin/messages';
import { MESSAGES } from '@ccms/contract/messages';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import {
  checkSla,
  FLOW_ACTIONS,
  RULE_SET_MESSAGES as M,
  type TRuleSetRow,
  type TRuleSetSaved,
  type ZCreateRuleSetRequest,
  type ZUpdateRuleSetRequest,
} from '@ccms/contract/rule-sets';
import type { z } from 'zod';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import {
  giveCategorySetRuleSet,
  listCategorySetsOfRuleSet,
  takeRuleSetOffCategorySet,
} from '../hierarchy/index.ts';
import { slaMinutesOfRuleSet } from '../sla/index.ts';
import { retimeOpenTicketsOfRuleSet } from '../tickets/index.ts';
import { ruleSetFields } from './audit-fields.ts';
import type { RuleSetDeps } from './deps.ts';
import { RULE_SET_LIST } from './list-definition-repository.ts';
import {
  countBreakdownsOfRuleSet,
  findActiveRoles,
  findRuleSetPage,
  findRuleSetRow,
  hasOtherWriteFlow,
  insertFlows,
  insertRuleSetRow,
  insertRules,
  isRuleSetNameTaken,
  lockRuleSetNames,
  lockRuleSetRow,
  lockUsableRuleSet,
  ruleSetIdExists,
  updateRuleSetRow,
} from './repository.ts';

/** One page of the rule sets with their counts (name ascending unless asked otherwise). */
export async function listRuleSets(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TRuleSetRow>> {
  const query = compileListQuery(RULE_SET_LIST, formatter);
  const { rows, total } = await findRuleSetPage(db, query);
  return toPaged(rows, total, query.pageNumber);
}

/** The row a write answers, with the open tickets it re-timed or moved. */
async function savedRow(db: SealedDb, id: string, touchedTicketCount: number) {
  const row = await findRuleSetRow(db, id);
  if (!row) throw notFound(M.ruleSetNotFound);
  return { ...row, touchedTicketCount } satisfies TRuleSetSaved;
}

/** An active rule set locked for this transaction's write, or 404. */
export async function lockRuleSetForWrite(tx: SealedDb, id: string) {
  const row = await lockRuleSetRow(tx, id);
  if (!row) throw notFound(M.ruleSetNotFound);
  return row;
}

/** Repeats a list refuses: the first value seen twice, by key. */
function hasRepeat<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size !== items.length;
}

/**
 * rulesets/CreateRuleSet: the set, its rules and its flows in one transaction. At least one
 * flow (the schema), at most one write flow, a role and a rule once each; unlimited SLA stores 0.
 */
export async function createRuleSet(
  db: SealedDb,
  user: CurrentUser,
  input: z.output<typeof ZCreateRuleSetRequest>,
): Promise<Written<TRuleSetSaved>> {
  const problems: string[] = [];
  const sla = checkSla(input.sla, input.isDeletedFromSLA);
  if (!sla.ok) problems.push(sla.message);
  const writes = input.flows.filter((flow) => flow.actionStatus === FLOW_ACTIONS.write);
  if (writes.length > 1) problems.push(M.oneWriteFlow);
  if (hasRepeat(input.flows, (flow) => flow.roleId)) problems.push(M.roleAlreadyInFlows);
  if (hasRepeat(input.rules, (rule) => rule.name)) problems.push(M.ruleAlreadyInSet);
  if (problems.length > 0) throw badRequest(problems);
  return inTransaction(db, async (tx) => {
    await lockRuleSetNames(tx);
    if (await ruleSetIdExists(tx, input.id)) throw conflict();
    if (await isRuleSetNameTaken(tx, input.name)) throw conflict(M.duplicateName);
    const roleIds = input.flows.map((flow) => flow.roleId);
    if ((await findActiveRoles(tx, roleIds)).length !== roleIds.length) {
      throw badRequest(M.roleRequired);
    }
    const row = await insertRuleSetRow(tx, {
      id: input.id,
      name: input.name,
      sla: input.isDeletedFromSLA ? 0 : input.sla,
      isCaseClosed: input.isCaseClosed,
      isDeletedFromSLA: input.isDeletedFromSLA,
    });
    const rules = await insertRules(
      tx,
      input.rules.map((rule) => ({ ...rule, ruleSetId: row.id })),
    );
    const flows = await insertFlows(
      tx,
      input.flows.map((flow) => ({ ...flow, ruleSetId: row.id })),
    );
    await recordAudit(tx, {
      user,
      entityType: 'ruleSet',
      entityId: row.id,
      entityLabel: row.name,
      action: 'create',
      before: null,
      after: {
        ...ruleSetFields(row),
        rules: rules.map(({ name, value, isActive }) => ({ name, value, isActive })),
        flows: flows.map(({ roleId, actionStatus }) => ({ roleId, actionStatus })),
      },
    });
    return { data: await savedRow(tx, row.id, 0), messages: [MESSAGES.saved] };
  });
}

/**
 * rulesets/UpdateRuleSet: SLA hours, auto-close, unlimited SLA (which stores 0). When the SLA
 * tickets count changes, the open tickets of the set are re-timed in the same transaction
 * (docs/domain.md §14.2): one UPDATE, the count in the answer and in the audit entry.
 */
export async function updateRuleSet(
  deps: RuleSetDeps,
  user: CurrentUser,
  input: z.output<typeof ZUpdateRuleSetRequest>,
): Promise<Written<TRuleSetSaved>> {
  const sla = checkSla(input.sla, input.isDeletedFromSLA);
  if (!sla.ok) throw badRequest(sla.message);
  const values = {
    sla: input.isDeletedFromSLA ? 0 : sla.sla,
    isCaseClosed: input.isCaseClosed,
    isDeletedFromSLA: input.isDeletedFromSLA,
  };
  const businessClock = await deps.businessClocks.get();
  return inTransaction(deps.db, async (tx) => {
    const before = await lockRuleSetForWrite(tx, input.id);
    const unchanged =
      before.sla === values.sla &&
      before.isCaseClosed === values.isCaseClosed &&
      before.isDeletedFromSLA === values.isDeletedFromSLA;
    if (unchanged) return { data: await savedRow(tx, before.id, 0), messages: [MESSAGES.saved] };
    const after = await updateRuleSetRow(tx, before.id, values);
    const oldMinutes = slaMinutesOfRuleSet(before);
    const newMinutes = slaMinutesOfRuleSet(after);
    const retimed =
      oldMinutes === newMinutes
        ? null
        : await retimeOpenTicketsOfRuleSet(
            tx,
            before.id,
            newMinutes,
            businessClock.minuteAt(deps.clock.now()),
          );
    await recordAudit(tx, {
      user,
      entityType: 'ruleSet',
      entityId: before.id,
      entityLabel: after.name,
      action: 'update',
      before: ruleSetFields(before),
      after: ruleSetFields(after),
      touchedTicketCount: retimed,
    });
    const messages: string[] = [MESSAGES.saved];
    if (retimed) messages.push(M.ticketsRetimed(retimed));
    return { data: await savedRow(tx, before.id, retimed ?? 0), messages };
  });
}

/**
 * rulesets/DeleteRuleSet: a set no live breakdown uses is deactivated, not deleted: tickets
 * keep their rule set's id (their detail and forwarding still read its rules), and the list,
 * the pickers and ticket creation no longer see it.
 */
export async function deleteRuleSet(
  db: SealedDb,
  user: CurrentUser,
  id: string,
): Promise<Written<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    const before = await lockRuleSetForWrite(tx, id);
    if ((await countBreakdownsOfRuleSet(tx, id)) > 0) throw conflict(M.inUseByBreakdowns);
    const after = await updateRuleSetRow(tx, id, { isActive: false });
    await recordAudit(tx, {
      user,
      entityType: 'ruleSet',
      entityId: id,
      entityLabel: before.name,
      action: 'delete',
      before: ruleSetFields(before),
      after: ruleSetFields(after),
    });
    return { data: { id }, messages: [MESSAGES.saved] };
  });
}

/** A breakdown may only be given a set that can own its tickets: one with a write flow. */
async function lockRuleSetForBreakdown(tx: SealedDb, ruleSetId: string) {
  const ruleSet = await lockUsableRuleSet(tx, ruleSetId);
  if (!ruleSet) throw notFound(HIERARCHY_MESSAGES.ruleSetNotFound);
  if (!(await hasOtherWriteFlow(tx, ruleSetId, null))) throw badRequest(M.noWriteFlowForBreakdown);
  return ruleSet;
}

/**
 * rulesets/OverrideRuleSetOfCategory (any breakdown) and CreateRuleSetOfCategory (one without a
 * rule set yet): gives the breakdown this rule set. A case-closing set sends no closing SMS, so
 * the breakdown's SMS goes off with it, in the same transaction.
 */
export async function giveRuleSetToCategorySet(
  db: SealedDb,
  user: CurrentUser,
  input: { ruleSetId: string; categorySetId: string },
  options: { onlyWithoutRuleSet: boolean },
): Promise<Written<TCategorySet>> {
  return inTransaction(db, async (tx) => {
    const ruleSet = await lockRuleSetForBreakdown(tx, input.ruleSetId);
    const { categorySet, smsTurnedOff } = await giveCategorySetRuleSet(
      tx,
      user,
      input.categorySetId,
      ruleSet,
      options,
    );
    const messages: string[] = [MESSAGES.saved];
    if (smsTurnedOff) messages.push(HIERARCHY_ADMIN_MESSAGES.smsTurnedOff);
    return { data: categorySet, messages };
  });
}

/** rulesets/DeleteRuleSetOfCategory: the breakdown loses the set and is deactivated. */
export async function deleteRuleSetOfCategory(
  db: SealedDb,
  user: CurrentUser,
  input: { ruleSetId: string; categorySetId: string },
): Promise<Written<TCategorySet>> {
  return inTransaction(db, async (tx) => {
    await lockRuleSetForWrite(tx, input.ruleSetId);
    const categorySet = await takeRuleSetOffCategorySet(
      tx,
      user,
      input.categorySetId,
      input.ruleSetId,
    );
    return { data: categorySet, messages: [MESSAGES.saved] };
  });
}

/** rulesets/getCategorySetsOfRuleSet: one page of the set's breakdowns. */
export async function listCategorySetsOfSet(
  db: SealedDb,
  input: TQueryFormatter & { ruleSetId: string },
): Promise<TPaged<TCategorySet>> {
  const { ruleSetId, ...formatter } = input;
  return listCategorySetsOfRuleSet(db, ruleSetId, formatter);
}
