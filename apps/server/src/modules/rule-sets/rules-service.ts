import type { TPaged } from '@ccms/contract/envelope';
import { MESSAGES } from '@ccms/contract/messages';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import {
  RULE_SET_MESSAGES as M,
  type TRuleSetRule,
  type TRuleTemplate,
  type ZAddRuleTemplateRequest,
  type ZCreateRuleSetOfRuleRequest,
  type ZUpdateRuleSetOfRuleRequest,
} from '@ccms/contract/rule-sets';
import type { z } from 'zod';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { findUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import {
  deleteRuleRow,
  findRule,
  findRulesOfRuleSet,
  insertRules,
  isRuleNameInSet,
  isRuleSetActive,
  type RuleRecord,
  updateRuleRow,
} from './repository.ts';
import { lockRuleSetForWrite } from './service.ts';
import {
  findRuleTemplatePage,
  insertRuleTemplate,
  isTemplateNameTaken,
  RULE_TEMPLATE_LIST,
} from './templates-repository.ts';

/**
 * rulesets/GetRuleSetOfRules: the set's rules, active or not, by display name. Rules are read
 * fresh by ticket creation and its form, never cached, so a change applies at once.
 */
export async function getRuleSetOfRules(db: SealedDb, ruleSetId: string): Promise<TRuleSetRule[]> {
  if (!(await isRuleSetActive(db, ruleSetId))) throw notFound(M.ruleSetNotFound);
  return findRulesOfRuleSet(db, ruleSetId);
}

const ruleLabel = (setName: string, rule: RuleRecord) =>
  `${setName}: ${rule.displayName || rule.name}`;

/** The rule, with its (active) set locked for the write; 404 for either missing. */
async function lockRuleForWrite(tx: SealedDb, id: string) {
  const found = await findRule(tx, id);
  if (!found) throw notFound(M.ruleNotFound);
  const ruleSet = await lockRuleSetForWrite(tx, found.ruleSetId);
  // Read again under the set's lock: a concurrent delete may have taken it.
  const rule = await findRule(tx, id);
  if (!rule) throw notFound(M.ruleNotFound);
  return { rule, ruleSet };
}

/** rulesets/CreateRuleSetOfRule: a rule (a template's name) once per set. */
export async function createRuleSetOfRule(
  db: SealedDb,
  user: CurrentUser,
  input: z.output<typeof ZCreateRuleSetOfRuleRequest>,
): Promise<Written<TRuleSetRule>> {
  try {
    return await inTransaction(db, async (tx) => {
      const ruleSet = await lockRuleSetForWrite(tx, input.ruleSetId);
      if (await isRuleNameInSet(tx, ruleSet.id, input.name)) throw conflict(M.ruleAlreadyInSet);
      const [rule] = await insertRules(tx, [input]);
      await recordAudit(tx, {
        user,
        entityType: 'ruleSetRule',
        entityId: rule!.id,
        entityLabel: ruleLabel(ruleSet.name, rule!),
        action: 'create',
        before: null,
        after: { ...rule },
      });
      return { data: rule!, messages: [MESSAGES.saved] };
    });
  } catch (error) {
    // The same id sent twice, or the same rule added by two at once.
    if (findUniqueViolation(error) !== null) throw conflict(M.ruleAlreadyInSet);
    throw error;
  }
}

/** rulesets/UpdateRuleSetOfRule: a rule's value and active flag. */
export async function updateRuleSetOfRule(
  db: SealedDb,
  user: CurrentUser,
  input: z.output<typeof ZUpdateRuleSetOfRuleRequest>,
): Promise<Written<TRuleSetRule>> {
  return inTransaction(db, async (tx) => {
    const { rule, ruleSet } = await lockRuleForWrite(tx, input.id);
    if (rule.value === input.value && rule.isActive === input.isActive) {
      return { data: rule, messages: [MESSAGES.saved] };
    }
    const after = await updateRuleRow(tx, rule.id, {
      value: input.value,
      isActive: input.isActive,
    });
    await recordAudit(tx, {
      user,
      entityType: 'ruleSetRule',
      entityId: rule.id,
      entityLabel: ruleLabel(ruleSet.name, rule),
      action: 'update',
      before: { ...rule },
      after: { ...after },
    });
    return { data: after, messages: [MESSAGES.saved] };
  });
}

/** rulesets/DeleteRuleSetOfRule: the rule leaves its set. */
export async function deleteRuleSetOfRule(
  db: SealedDb,
  user: CurrentUser,
  id: string,
): Promise<Written<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    const { rule, ruleSet } = await lockRuleForWrite(tx, id);
    await deleteRuleRow(tx, rule.id);
    await recordAudit(tx, {
      user,
      entityType: 'ruleSetRule',
      entityId: rule.id,
      entityLabel: ruleLabel(ruleSet.name, rule),
      action: 'delete',
      before: { ...rule },
      after: null,
    });
    return { data: { id }, messages: [MESSAGES.saved] };
  });
}

/** rulesets/GetRuleTemplates: templates by display name (contains), sorted by it. */
export async function listRuleTemplates(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TRuleTemplate>> {
  const query = compileListQuery(RULE_TEMPLATE_LIST, formatter);
  const { rows, total } = await findRuleTemplatePage(db, query);
  return toPaged(rows, total, query.pageNumber);
}

/** rulesets/AddRuleTemplate: a template name once. */
export async function addRuleTemplate(
  db: SealedDb,
  user: CurrentUser,
  input: z.output<typeof ZAddRuleTemplateRequest>,
): Promise<Written<TRuleTemplate>> {
  return inTransaction(db, async (tx) => {
    if (await isTemplateNameTaken(tx, input.name)) throw conflict(M.duplicateTemplate);
    const row = await insertRuleTemplate(tx, input);
    if (!row) throw conflict(M.duplicateTemplate);
    await recordAudit(tx, {
      user,
      entityType: 'ruleTemplate',
      entityId: row.id,
      entityLabel: row.displayName,
      action: 'create',
      before: null,
      after: { ...row },
    });
    return { data: row, messages: [MESSAGES.saved] };
  });
}
