import type { TPaged } from '@ccms/contract/envelope';
import { HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES } from '@ccms/contract/hierarchy-admin/messages';
import { MESSAGES } from '@ccms/contract/messages';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { TRuleSetRow } from '@ccms/contract/rule-sets';
import type { CurrentUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { giveCategorySetRuleSet } from '../hierarchy/index.ts';
import { RULE_SET_LIST } from './list-definition-repository.ts';
import { findRuleSetPage, lockUsableRuleSet } from './repository.ts';

/** One page of the rule sets with their counts (name ascending unless asked otherwise). */
export async function listRuleSets(
  db: Database,
  formatter: TQueryFormatter,
): Promise<TPaged<TRuleSetRow>> {
  const query = compileListQuery(RULE_SET_LIST, formatter);
  const { rows, total } = await findRuleSetPage(db, query);
  return toPaged(rows, total, query.pageNumber);
}

/**
 * rulesets/OverrideRuleSetOfCategory: gives a breakdown another rule set. A case-closing set
 * sends no closing SMS, so the breakdown's SMS goes off with it, in the same transaction.
 */
export async function overrideRuleSetOfCategory(
  db: Database,
  user: CurrentUser,
  input: { ruleSetId: string; categorySetId: string },
): Promise<{ data: TCategorySet; messages: string[] }> {
  return db.transaction(async (tx) => {
    const ruleSet = await lockUsableRuleSet(tx, input.ruleSetId);
    if (!ruleSet) throw notFound(HIERARCHY_MESSAGES.ruleSetNotFound);
    const { categorySet, smsTurnedOff } = await giveCategorySetRuleSet(
      tx,
      user,
      input.categorySetId,
      ruleSet,
    );
    const messages: string[] = [MESSAGES.saved];
    if (smsTurnedOff) messages.push(HIERARCHY_ADMIN_MESSAGES.smsTurnedOff);
    return { data: categorySet, messages };
  });
}
