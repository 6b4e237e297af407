import { type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../platform/audit/record.ts';
import { type Database, rowsOf, type Transaction } from '../platform/db.ts';
import { SYSTEM_CALLER } from '../platform/system-user.ts';
import {
  edgesByChild,
  findDemoRows,
  findDemoTables,
  findKeptRows,
  type Hold,
  hasKeptWhole,
  inGoing,
  isDemoLeafRow,
  startClassification,
} from './demo-classification.ts';
import { DERIVED_SOURCES, DERIVED_TABLES, type Edge, type Graph, readGraph } from './demo-graph.ts';
import { collectDemoRowIds } from './demo-rows.ts';

/** What a removal did (or, rolled back, would do). */
export type DemoRemoval = {
  /** Rows deleted per table, tables in the order they were emptied; none when no demo is there. */
  deleted: { table: string; rows: number }[];
  /** Demo rows kept per table, because rows of the chain still need them. */
  kept: { table: string; rows: number }[];
  /** Which of the chain's rows need them. */
  holds: Hold[];
  /** Kept demo users, made inactive and without a password: no known password stays. */
  disabledUsers: number;
};

/** Serialises a removal with the seed (seed.ts takes the same lock). */
const SEED_LOCK_KEY = 727002;

/** Signals a dry run's end: everything it did is rolled back. */
class DryRun extends Error {
  readonly result: DemoRemoval;
  constructor(result: DemoRemoval) {
    super('dry run');
    this.result = result;
  }
}

/**
 * Children before parents, so no delete leaves a reference behind; the reports' counts after
 * the tickets whose triggers keep them.
 */
function deletionOrder(graph: Graph, tables: Set<string>): string[] {
  const after = new Map<string, Set<string>>([...tables].map((table) => [table, new Set()]));
  for (const edge of graph.edges) {
    if (edge.child !== edge.parent && tables.has(edge.child) && tables.has(edge.parent)) {
      after.get(edge.parent)?.add(edge.child);
    }
  }
  for (const derived of DERIVED_TABLES) {
    for (const source of DERIVED_SOURCES) if (tables.has(source)) after.get(derived)?.add(source);
  }
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.size) {
    const ready = [...tables]
      .filter((table) => !done.has(table))
      .filter((table) => [...(after.get(table) ?? [])].every((first) => done.has(first)))
      .sort();
    if (ready.length === 0)
      throw new Error('The foreign keys form a cycle: no order to delete in.');
    for (const table of ready) {
      order.push(table);
      done.add(table);
    }
  }
  return order;
}

async function countOf(tx: Transaction, statement: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with done as (${statement} returning 1)
    select count(*)::int as n from done`),
  );
  return row?.n ?? 0;
}

/** Which rows of `table` (aliased `t`) go. */
function goingRows(graph: Graph, table: string, edges: Edge[]): SQL {
  if (DERIVED_TABLES.has(table)) {
    const all = graph.edges.filter((edge) => edge.child === table);
    return sql`(${sql.join(
      all.map((edge) => inGoing(edge.value, edge.parent)),
      sql` or `,
    )})`;
  }
  if (graph.tablesWithId.has(table)) return inGoing(sql`t.id`, table);
  return sql`${isDemoLeafRow(edges)} and not ${hasKeptWhole(edges)}`;
}

const PERSON_LABEL = sql`t.name || ' ' || t.surname || ' (' || t.email_address || ')'`;

/** The audit log's names of the users, roles and units about to go. */
async function goingLabels(tx: Transaction) {
  return rowsOf<{ type: 'user' | 'role' | 'store'; id: string; label: string }>(
    await tx.execute(sql`
      select 'user' as type, t.id::text as id, ${PERSON_LABEL} as label
      from users t where ${inGoing(sql`t.id`, 'users')}
      union all select 'role', t.id::text, t.name from roles t where ${inGoing(sql`t.id`, 'roles')}
      union all select 'store', t.id::text, t.name from stores t
        where ${inGoing(sql`t.id`, 'stores')}`),
  );
}

async function removeIn(tx: Transaction): Promise<DemoRemoval> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
  const graph = await readGraph(tx);
  await startClassification(tx, await collectDemoRowIds());
  await findDemoRows(tx, graph);
  const holds = await findKeptRows(tx, graph);
  const kept = rowsOf<{ table: string; rows: number }>(
    await tx.execute(sql`select tbl as table, count(*)::int as rows from demo_kept
      group by tbl order by tbl`),
  );
  const going = await goingLabels(tx);
  const byChild = edgesByChild(graph);
  const tables = new Set([...graph.tablesWithId, ...byChild.keys(), ...DERIVED_TABLES]);
  const demoTables = await findDemoTables(tx);
  const deleted: DemoRemoval['deleted'] = [];
  for (const table of deletionOrder(graph, tables)) {
    const edges = graph.edges.filter((edge) => edge.child === table);
    // A table with no demo row, or none pointing at one, has nothing to lose: not even read.
    const mayLose = graph.tablesWithId.has(table)
      ? demoTables.has(table)
      : edges.some((edge) => demoTables.has(edge.parent));
    if (!mayLose) continue;
    const rows = await countOf(
      tx,
      sql`delete from ${sql.identifier(table)} t
        where ${goingRows(graph, table, byChild.get(table) ?? [])}`,
    );
    if (rows > 0) deleted.push({ table, rows });
  }
  const disabled = rowsOf<{ id: string; label: string }>(
    await tx.execute(sql`update users t set password_hash = null, is_active = false
      where t.id::text in (select id from demo_kept where tbl = 'users')
        and (t.password_hash is not null or t.is_active)
      returning t.id::text as id, ${PERSON_LABEL} as label`),
  );
  const entries = [
    ...going.map((row) => ({
      user: SYSTEM_CALLER,
      entityType: row.type,
      entityId: row.id,
      entityLabel: row.label,
      action: 'delete' as const,
      before: { id: row.id, demo: true },
      after: null,
    })),
    ...disabled.map((row) => ({
      user: SYSTEM_CALLER,
      entityType: 'user' as const,
      entityId: row.id,
      entityLabel: row.label,
      action: 'update' as const,
      before: { demo: true },
      after: { isActive: false, hasPassword: false },
    })),
  ];
  // Also what tells a start that this database is no new one (seed.ts, isDatabaseUnused).
  if (entries.length > 0) await recordAudit(tx, entries);
  return { deleted, kept, holds, disabledUsers: disabled.length };
}

/**
 * `npm run demo:remove` (docs/domain.md §16.1 Removing the demo): deletes the demo's rows in one
 * transaction and leaves everything else; demo rows the chain's rows still point at stay (a
 * demo user among them loses its password and is deactivated). With `dryRun` everything is
 * rolled back: the answer says what a removal would do now.
 */
export async function removeDemoData(
  db: Database,
  options: { dryRun: boolean },
): Promise<DemoRemoval> {
  try {
    return await db.transaction(async (tx) => {
      const result = await removeIn(tx);
      if (options.dryRun) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}
