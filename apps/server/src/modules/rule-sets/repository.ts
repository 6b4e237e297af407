import { and, count, eq, sql } from 'drizzle-orm';
import { ruleSetFlows, ruleSetRules, ruleSets, ticketCategorySets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { CompiledListQuery } from '../../platform/query-format.ts';

const sets = ticketCategorySets;

/** Deactivated rule sets are gone for the administration: not listed, not given to a breakdown. */
const usable = eq(ruleSets.isActive, true);

/**
 * The listed rule set's id, spelled out with its table: Drizzle leaves the columns of a
 * one-table select unqualified, and inside the count subqueries a bare "id" would be the
 * counted table's own.
 */
const listedId = sql`${ruleSets}.${sql.identifier(ruleSets.id.name)}`;

/** One page of rule sets with their active rules, flows and breakdowns counted, and the total. */
export async function findRuleSetPage(db: Executor, query: CompiledListQuery) {
  const where = and(usable, query.where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ruleSets.id,
        name: ruleSets.name,
        sla: ruleSets.sla,
        isCaseClosed: ruleSets.isCaseClosed,
        isDeletedFromSLA: ruleSets.isDeletedFromSLA,
        rulesCount: sql<number>`(select count(*)::int from ${ruleSetRules}
          where ${ruleSetRules.ruleSetId} = ${listedId} and ${ruleSetRules.isActive})`,
        flowsCount: sql<number>`(select count(*)::int from ${ruleSetFlows}
          where ${ruleSetFlows.ruleSetId} = ${listedId})`,
        categorySetsCount: sql<number>`(select count(*)::int from ${sets}
          where ${sets.ruleSetId} = ${listedId} and not ${sets.isDeleted})`,
      })
      .from(ruleSets)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(ruleSets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A rule set a breakdown may be given, held until the transaction ends; null when there is none. */
export async function lockUsableRuleSet(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: ruleSets.id, isCaseClosed: ruleSets.isCaseClosed })
    .from(ruleSets)
    .where(and(eq(ruleSets.id, id), usable))
    .for('share');
  return row ?? null;
}
