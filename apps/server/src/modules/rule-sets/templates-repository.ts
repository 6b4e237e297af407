import { PAGE_SIZES } from '@ccms/contract/constants';
import { RULE_TEMPLATE_FILTERS, RULE_TEMPLATE_SORTABLE } from '@ccms/contract/rule-sets';
import { count, eq } from 'drizzle-orm';
import { ruleTemplates } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { type CompiledListQuery, defineList } from '../../platform/query-format.ts';

/** The whitelist of GetRuleTemplates: display name contains, by display name. */
export const RULE_TEMPLATE_LIST = defineList({
  filters: RULE_TEMPLATE_FILTERS,
  sortable: RULE_TEMPLATE_SORTABLE,
  columns: { displayName: ruleTemplates.displayName, name: ruleTemplates.name },
  turkishOrder: ['displayName', 'name'],
  defaultSort: [{ property: 'displayName', direction: 0 }],
  tieBreaker: ruleTemplates.id,
  defaultPageSize: PAGE_SIZES.default,
});

const templateColumns = {
  id: ruleTemplates.id,
  name: ruleTemplates.name,
  displayName: ruleTemplates.displayName,
  value: ruleTemplates.value,
};

export async function findRuleTemplatePage(db: Executor, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select(templateColumns)
      .from(ruleTemplates)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(ruleTemplates).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Template names are unique (an index holds it); the check gives the Turkish refusal first. */
export async function isTemplateNameTaken(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ruleTemplates.id })
    .from(ruleTemplates)
    .where(eq(ruleTemplates.name, name));
  return row !== undefined;
}

/** Inserts the template unless its id or name is taken; null when one was. */
export async function insertRuleTemplate(tx: Executor, values: typeof ruleTemplates.$inferInsert) {
  const [row] = await tx
    .insert(ruleTemplates)
    .values(values)
    .onConflictDoNothing()
    .returning(templateColumns);
  return row ?? null;
}
