import { CALL_TYPES, HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import {
  EDIT_CATEGORY_SETS_FIELDS,
  FIND_CATEGORY_SETS_LIMIT,
  type TCategorySetCreateRequest,
  type TCategorySetUpdateRequest,
} from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import { RULE_SET_MESSAGES } from '@ccms/contract/rule-sets';
import type { CurrentUser } from '../../platform/access.ts';
import { type AuditInput, recordAudit } from '../../platform/audit/record.ts';
import { findUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { findMailGroup } from '../mail-groups/index.ts';
import { breakdownLabel, categorySetAuditEntries, categorySetFields } from './audit-entries.ts';
import {
  type CategorySetRecord,
  clearMailGroupOfCategorySets,
  findBreakdownLabels,
  findLevelStates,
  insertCategorySetRow,
  lockCategorySetRow,
  lockRuleSetState,
  updateCategorySetRow,
} from './category-sets-repository.ts';
import {
  type Breakdown,
  findCategorySetById,
  findCategorySetOfBreakdown,
  findCategorySetsByName,
} from './repository.ts';

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** FindTicketCategorySets: breakdowns whose level names have the term, 30 at most. */
export function findCategorySets(db: SealedDb, term: string): Promise<TCategorySet[]> {
  return findCategorySetsByName(db, term.trim(), FIND_CATEGORY_SETS_LIMIT);
}

/** The joined row of a breakdown the transaction has just written. */
async function savedRow(tx: SealedDb, id: string): Promise<TCategorySet> {
  const row = await findCategorySetById(tx, id);
  if (!row) throw new Error(`Category set ${id} vanished inside its own transaction`);
  return row;
}

/** A duplicate triple or a taken id that got past the checks meets the unique indexes. */
function mapCategorySetViolation(error: unknown): unknown {
  const constraint = findUniqueViolation(error);
  if (constraint === null) return error;
  return conflict(
    constraint === 'ticket_category_sets_breakdown_unique' ? M.duplicateBreakdown : M.idTaken,
  );
}

/**
 * addticketcategoryset: a breakdown of existing levels with an existing rule set, once per
 * triple; new breakdowns take call type 1 (Inbound) and every switch but active off.
 */
export async function addCategorySet(
  db: SealedDb,
  user: CurrentUser,
  input: TCategorySetCreateRequest,
): Promise<Written<TCategorySet>> {
  const breakdown: Breakdown = {
    typeId: input.typeId,
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
  };
  const isActive = input.isActive ?? true;
  try {
    return await inTransaction(db, async (tx) => {
      const levels = await findLevelStates(tx, breakdown);
      if (levels.some((level) => !level || level.isDeleted)) throw badRequest(M.unknownLevel);
      const ruleSet = await lockRuleSetState(tx, input.ruleSets[0]!.ruleSetId);
      if (!ruleSet?.isActive) throw notFound(HIERARCHY_MESSAGES.ruleSetNotFound);
      if (!ruleSet.hasWriteFlow) throw badRequest(RULE_SET_MESSAGES.noWriteFlowForBreakdown);
      if (isActive && levels.some((level) => !level?.isActive)) throw badRequest(M.inactiveLevel);
      if (await findCategorySetOfBreakdown(tx, breakdown)) throw conflict(M.duplicateBreakdown);
      const row = await insertCategorySetRow(tx, {
        id: input.id,
        ...breakdown,
        ruleSetId: input.ruleSets[0]!.ruleSetId,
        callType: CALL_TYPES.inbound,
        isActive,
        script: blankToNull(input.script),
      });
      await recordAudit(tx, {
        user,
        entityType: 'categorySet',
        entityId: row.id,
        entityLabel: await breakdownLabel(tx, row.id),
        action: 'create',
        before: null,
        after: categorySetFields(row),
      });
      return { data: await savedRow(tx, row.id), messages: [M.breakdownCreated] };
    });
  } catch (error) {
    throw mapCategorySetViolation(error);
  }
}

type RowValues = Omit<TCategorySetUpdateRequest, 'id'>;

/**
 * The dependent-switch and level rules a breakdown's new values break (docs/domain.md §14.1
 * Switch rules).
 */
async function updateProblems(
  tx: SealedDb,
  before: CategorySetRecord,
  values: RowValues,
  levelsActive: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  if (values.isSms && before.ruleSetId) {
    const ruleSet = await lockRuleSetState(tx, before.ruleSetId);
    if (ruleSet?.isCaseClosed) problems.push(M.smsWithClosedRuleSet);
  }
  if (values.isRedAlarm && values.isAppreciationMail) problems.push(M.redAlarmWithAppreciation);
  if (values.isActive && !before.isActive && !levelsActive) problems.push(M.inactiveLevel);
  // A group already on the breakdown stays even if it has been deactivated since.
  if (values.mailGroupId && values.mailGroupId !== before.mailGroupId) {
    const group = await findMailGroup(tx, values.mailGroupId);
    if (!group?.isActive) problems.push(M.mailGroupNotFound);
  }
  return problems;
}

/**
 * UpdateTicketCategorySet: the whole row as the table holds it. Without
 * Ticket.EditCategorySets the columns of EDIT_CATEGORY_SETS_FIELDS must stay as they are.
 */
export async function updateCategorySet(
  db: SealedDb,
  user: CurrentUser,
  input: TCategorySetUpdateRequest,
): Promise<Written<TCategorySet>> {
  const { id, ...sent } = input;
  const values: RowValues = { ...sent, script: blankToNull(sent.script) };
  return inTransaction(db, async (tx) => {
    // The levels first, then the row: the cascade of a level takes them in that order too.
    const current = await findCategorySetById(tx, id);
    if (!current) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
    const levels = await findLevelStates(tx, current);
    const before = await lockCategorySetRow(tx, id);
    if (!before) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
    const mayEdit = user.permissions.has('Ticket.EditCategorySets');
    if (!mayEdit && EDIT_CATEGORY_SETS_FIELDS.some((field) => values[field] !== before[field])) {
      throw forbidden(M.editCategorySetsNeeded);
    }
    const levelsActive = levels.every((level) => level?.isActive && !level.isDeleted);
    const problems = await updateProblems(tx, before, values, levelsActive);
    if (problems.length > 0) throw badRequest(problems);
    const keys = Object.keys(values) as (keyof RowValues)[];
    if (keys.some((key) => values[key] !== before[key])) {
      const after = await updateCategorySetRow(tx, id, values);
      await recordAudit(tx, {
        user,
        entityType: 'categorySet',
        entityId: id,
        entityLabel: await breakdownLabel(tx, id),
        action: 'update',
        before: categorySetFields(before),
        after: categorySetFields(after),
      });
    }
    return { data: await savedRow(tx, id), messages: [MESSAGES.saved] };
  });
}

/**
 * Gives a breakdown another rule set inside the caller's transaction (rulesets/
 * OverrideRuleSetOfCategory); a case-closing set switches the breakdown's SMS off.
 */
export async function giveCategorySetRuleSet(
  tx: SealedDb,
  user: CurrentUser,
  categorySetId: string,
  ruleSet: { id: string; isCaseClosed: boolean },
  options: { onlyWithoutRuleSet?: boolean } = {},
): Promise<{ categorySet: TCategorySet; smsTurnedOff: boolean }> {
  const before = await lockCategorySetRow(tx, categorySetId);
  if (!before) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  // CreateRuleSetOfCategory adds a set to a breakdown without one; replacing is an override.
  if (options.onlyWithoutRuleSet && before.ruleSetId !== null) {
    throw conflict(RULE_SET_MESSAGES.categorySetHasRuleSet);
  }
  const smsTurnedOff = ruleSet.isCaseClosed && before.isSms;
  if (before.ruleSetId !== ruleSet.id || smsTurnedOff) {
    const after = await updateCategorySetRow(tx, categorySetId, {
      ruleSetId: ruleSet.id,
      ...(smsTurnedOff && { isSms: false }),
    });
    await recordAudit(tx, {
      user,
      entityType: 'categorySet',
      entityId: categorySetId,
      entityLabel: await breakdownLabel(tx, categorySetId),
      action: 'update',
      before: categorySetFields(before),
      after: categorySetFields(after),
    });
  }
  return { categorySet: await savedRow(tx, categorySetId), smsTurnedOff };
}

/**
 * Takes a rule set off one of its breakdowns (rulesets/DeleteRuleSetOfCategory), inside the
 * caller's transaction. A breakdown without a rule set cannot open tickets, so it is
 * deactivated with it; giving it a rule set again leaves reactivating to the breakdown screen.
 */
export async function takeRuleSetOffCategorySet(
  tx: SealedDb,
  user: CurrentUser,
  categorySetId: string,
  ruleSetId: string,
): Promise<TCategorySet> {
  const before = await lockCategorySetRow(tx, categorySetId);
  if (!before || before.ruleSetId !== ruleSetId) {
    throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  }
  const after = await updateCategorySetRow(tx, categorySetId, { ruleSetId: null, isActive: false });
  await recordAudit(tx, {
    user,
    entityType: 'categorySet',
    entityId: categorySetId,
    entityLabel: await breakdownLabel(tx, categorySetId),
    action: 'update',
    before: categorySetFields(before),
    after: categorySetFields(after),
  });
  return savedRow(tx, categorySetId);
}

/**
 * Takes a mail group off every breakdown that has it, inside the caller's transaction (the mail
 * group administration, when a group is deactivated or deleted). Answers the labels of the live
 * breakdowns it changed, in the order of their names, and their audit entries for the caller to
 * record with its own.
 */
export async function takeMailGroupOffCategorySets(
  tx: SealedDb,
  user: CurrentUser,
  mailGroupId: string,
): Promise<{ labels: string[]; entries: AuditInput[] }> {
  const rows = await clearMailGroupOfCategorySets(tx, mailGroupId);
  if (rows.length === 0) return { labels: [], entries: [] };
  const labels = await findBreakdownLabels(
    tx,
    rows.map((row) => row.id),
  );
  return {
    labels: [...labels.values()],
    entries: await categorySetAuditEntries(tx, user, rows, { mailGroupId }),
  };
}
