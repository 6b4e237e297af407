import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  roles,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  stores,
  ticketCategorySets,
} from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-lower.ts';
import { hasSameName } from '../../db/unique-names.ts';
import type { CompiledListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const sets = ticketCategorySets;

/** Deactivated rule sets are gone for the administration: not listed, not given to a breakdown. */
const usable = eq(ruleSets.isActive, true);

/**
 * The listed rule set's id, spelled out with its table: Drizzle leaves the columns of a
 * one-table select unqualified, and inside the count subqueries a bare "id" would be the
 * counted table's own.
 */
const listedId = sql`${ruleSets}.${sql.identifier(ruleSets.id.name)}`;

/** A rule set row with its active rules, flows and live breakdowns counted. */
const rowWithCounts = {
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
};

/** One page of rule sets with their active rules, flows and breakdowns counted, and the total. */
export async function findRuleSetPage(db: SealedDb, query: CompiledListQuery) {
  const where = and(usable, query.where);
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select(rowWithCounts)
      .from(ruleSets)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(ruleSets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One rule set as the list shows it (deactivated ones too: a write answers its own row). */
export async function findRuleSetRow(db: SealedDb, id: string) {
  const [row] = await unsealed(db).select(rowWithCounts).from(ruleSets).where(eq(ruleSets.id, id));
  return row ?? null;
}

/** Whether the rule set exists and is not deleted (deactivated). */
export async function isRuleSetActive(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleSets.id })
    .from(ruleSets)
    .where(and(eq(ruleSets.id, id), usable));
  return row !== undefined;
}

/** A rule set a breakdown may be given, held until the transaction ends; null when there is none. */
export async function lockUsableRuleSet(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select({ id: ruleSets.id, isCaseClosed: ruleSets.isCaseClosed })
    .from(ruleSets)
    .where(and(eq(ruleSets.id, id), usable))
    .for('share');
  return row ?? null;
}

export type RuleSetRecord = typeof ruleSets.$inferSelect;

/** An active rule set, locked for a write of its own or of its rules and flows. */
export async function lockRuleSetRow(tx: SealedDb, id: string): Promise<RuleSetRecord | null> {
  const [row] = await unsealed(tx)
    .select()
    .from(ruleSets)
    .where(and(eq(ruleSets.id, id), usable))
    .for('update');
  return row ?? null;
}

/**
 * Serialises rule set name writes until the transaction ends: names are unique among active
 * sets, case-insensitively the Turkish way, which no index can hold.
 */
export async function lockRuleSetNames(tx: SealedDb): Promise<void> {
  await unsealed(tx).execute(sql`select pg_advisory_xact_lock(hashtext('rule-set-names'))`);
}

export async function isRuleSetNameTaken(db: SealedDb, name: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleSets.id })
    .from(ruleSets)
    .where(and(usable, hasSameName(ruleSets.name, name)))
    .limit(1);
  return row !== undefined;
}

/** Whether any rule set, active or not, has the id (a repeated create). */
export async function ruleSetIdExists(db: SealedDb, id: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleSets.id })
    .from(ruleSets)
    .where(eq(ruleSets.id, id));
  return row !== undefined;
}

export async function insertRuleSetRow(tx: SealedDb, values: typeof ruleSets.$inferInsert) {
  const [row] = await unsealed(tx).insert(ruleSets).values(values).returning();
  return row!;
}

export async function updateRuleSetRow(
  tx: SealedDb,
  id: string,
  values: Partial<typeof ruleSets.$inferInsert>,
) {
  const [row] = await unsealed(tx)
    .update(ruleSets)
    .set(values)
    .where(eq(ruleSets.id, id))
    .returning();
  return row!;
}

/** Live (not deleted) breakdowns that use the rule set. */
export async function countBreakdownsOfRuleSet(db: SealedDb, ruleSetId: string): Promise<number> {
  const [row] = await unsealed(db)
    .select({ n: count() })
    .from(sets)
    .where(and(eq(sets.ruleSetId, ruleSetId), eq(sets.isDeleted, false)));
  return row?.n ?? 0;
}

// Rules of a rule set.

export type RuleRecord = typeof ruleSetRules.$inferSelect;

export function findRulesOfRuleSet(db: SealedDb, ruleSetId: string): Promise<RuleRecord[]> {
  return unsealed(db)
    .select()
    .from(ruleSetRules)
    .where(eq(ruleSetRules.ruleSetId, ruleSetId))
    .orderBy(asc(ruleSetRules.displayName), asc(ruleSetRules.name), asc(ruleSetRules.id));
}

export async function findRule(db: SealedDb, id: string): Promise<RuleRecord | null> {
  const [row] = await unsealed(db).select().from(ruleSetRules).where(eq(ruleSetRules.id, id));
  return row ?? null;
}

export async function isRuleNameInSet(
  db: SealedDb,
  ruleSetId: string,
  name: string,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleSetRules.id })
    .from(ruleSetRules)
    .where(and(eq(ruleSetRules.ruleSetId, ruleSetId), eq(ruleSetRules.name, name)))
    .limit(1);
  return row !== undefined;
}

export async function insertRules(tx: SealedDb, rows: (typeof ruleSetRules.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return unsealed(tx).insert(ruleSetRules).values(rows).returning();
}

export async function updateRuleRow(
  tx: SealedDb,
  id: string,
  values: { value: string; isActive: boolean },
) {
  const [row] = await unsealed(tx)
    .update(ruleSetRules)
    .set(values)
    .where(eq(ruleSetRules.id, id))
    .returning();
  return row!;
}

export async function deleteRuleRow(tx: SealedDb, id: string) {
  await unsealed(tx).delete(ruleSetRules).where(eq(ruleSetRules.id, id));
}

// Flows of a rule set.

export type FlowRecord = typeof ruleSetFlows.$inferSelect;

/** The set's flows with their role names, by role name. */
export function findFlowsWithRoles(db: SealedDb, ruleSetId: string) {
  return unsealed(db)
    .select({
      id: ruleSetFlows.id,
      ruleId: ruleSetFlows.ruleSetId,
      roleId: ruleSetFlows.roleId,
      roleName: roles.name,
      actionStatus: ruleSetFlows.actionStatus,
    })
    .from(ruleSetFlows)
    .innerJoin(roles, eq(roles.id, ruleSetFlows.roleId))
    .where(eq(ruleSetFlows.ruleSetId, ruleSetId))
    .orderBy(asc(turkishOrder(roles.name)), asc(roles.name), asc(ruleSetFlows.id));
}

export async function findFlow(db: SealedDb, id: string): Promise<FlowRecord | null> {
  const [row] = await unsealed(db).select().from(ruleSetFlows).where(eq(ruleSetFlows.id, id));
  return row ?? null;
}

export async function insertFlows(tx: SealedDb, rows: (typeof ruleSetFlows.$inferInsert)[]) {
  return unsealed(tx).insert(ruleSetFlows).values(rows).returning();
}

export async function updateFlowRow(tx: SealedDb, id: string, actionStatus: number) {
  const [row] = await unsealed(tx)
    .update(ruleSetFlows)
    .set({ actionStatus })
    .where(eq(ruleSetFlows.id, id))
    .returning();
  return row!;
}

export async function deleteFlowRow(tx: SealedDb, id: string) {
  await unsealed(tx).delete(ruleSetFlows).where(eq(ruleSetFlows.id, id));
}

/** Active roles among `ids`, with their names. */
export async function findActiveRoles(db: SealedDb, ids: string[]) {
  if (ids.length === 0) return [];
  return unsealed(db)
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.isActive, true)));
}

/** An active store's id, when `id` names one. */
export async function findActiveStoreId(db: SealedDb, id: string): Promise<string | null> {
  const [row] = await unsealed(db)
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.isActive, true)));
  return row?.id ?? null;
}

/** Another flow of the set than `exceptId` with write permission. */
export async function hasOtherWriteFlow(
  db: SealedDb,
  ruleSetId: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: ruleSetFlows.id })
    .from(ruleSetFlows)
    .where(
      and(
        eq(ruleSetFlows.ruleSetId, ruleSetId),
        eq(ruleSetFlows.actionStatus, 1),
        exceptId ? ne(ruleSetFlows.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
