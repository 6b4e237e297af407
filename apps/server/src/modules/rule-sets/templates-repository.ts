import { PAGE_SIZES } from '@ccms/contract/constants';
import { RULE_TEMPLATE_FILTERS, RULE_TEMPLATE_SORTABLE } from '@ccms/contract/rule-sets';
import { count, eq } from 'drizzle-orm';
import { ruleTemplates } from '../../db/schema/index.ts';
import { type CompiledListQuery, defineList } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

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

export async function findRuleTemplatePage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select(templateColumns)
      .from(ruleTemplates)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(ruleTemplates).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Template names are unique (an index holds it); the check gives the Turkish refusal first. */
export async function isTemplateNameTaken(db: SealedDb, name: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleTemplates.id })
    .from(ruleTemplates)
    .where(eq(ruleTemplates.name, name));
  return row !== undefined;
}

/** Inserts the template unless its id or name is taken; null when one was. */
export async function insertRuleTemplate(tx: SealedDb, values: typeof ruleTemplates.$inferInsert) {
  const [row] = await unsealed(tx)
    .insert(ruleTemplates)
    .values(values)
    .onConflictDoNothing()
    .returning(templateColumns);
  return row ?? null;
}
