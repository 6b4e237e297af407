import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../platform/db.ts';
import { DERIVED_TABLES, type Edge, type Graph, isNeutral } from './demo-graph.ts';

/*
 * Which rows are the demo's and which of them must stay (docs/domain.md §16.1 Removing the
 * demo), computed in the database in three temporary tables of the removal's transaction:
 * `demo_roots` (the seed's ids), `demo_rows` (the demo) and `demo_kept` (demo rows the chain's
 * rows still need). Every statement works on whole tables, so the chain's millions of rows are
 * read a few times, never one by one.
 */

/** The ids of `table` in a temporary table, for `x in (…)`. */
const idsIn = (temp: 'demo_roots' | 'demo_rows' | 'demo_kept', table: string) =>
  sql`(select id from ${sql.identifier(temp)} where tbl = ${table}::text)`;

export const inDemo = (value: SQL, parent: string) =>
  sql`(${value})::text in ${idsIn('demo_rows', parent)}`;
const inKept = (value: SQL, parent: string) =>
  sql`(${value})::text in ${idsIn('demo_kept', parent)}`;
/** Demo rows that go: the demo's, less those kept. */
export const inGoing = (value: SQL, parent: string) =>
  sql`(${value})::text in (${idsIn('demo_rows', parent)} except ${idsIn('demo_kept', parent)})`;

const anyOf = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const allOf = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`);

/** Every reference of the row is empty, the demo's or neutral (base data, the system user). */
const pointsOnlyAtDemo = (edges: Edge[]) =>
  allOf(
    edges.map(
      (e) =>
        sql`(${e.value} is null or ${inDemo(e.value, e.parent)} or ${isNeutral(e.parent, e.value)})`,
    ),
  );

/** A row of a table without ids is the demo's when it hangs off a demo row and off no other. */
export const isDemoLeafRow = (edges: Edge[]) =>
  sql`${anyOf(edges.filter((e) => e.isOwning).map((e) => inDemo(e.value, e.parent)))} and ${pointsOnlyAtDemo(edges)}`;

/** Whether the row (aliased `t`) of `table` is the demo's. */
export function isDemoRow(graph: Graph, table: string, edges: Edge[]): SQL {
  return graph.tablesWithId.has(table)
    ? sql`t.id::text in ${idsIn('demo_rows', table)}`
    : isDemoLeafRow(edges);
}

/** A demo leaf row stays when a part-of parent of it stays. */
export const hasKeptWhole = (edges: Edge[]) =>
  anyOf(edges.filter((e) => e.isPart).map((e) => inKept(e.value, e.parent)));

async function countOf(tx: Transaction, statement: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with done as (${statement} returning 1)
    select count(*)::int as n from done`),
  );
  return row?.n ?? 0;
}

export function edgesByChild(graph: Graph): Map<string, Edge[]> {
  const byChild = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (DERIVED_TABLES.has(edge.child)) continue;
    byChild.set(edge.child, [...(byChild.get(edge.child) ?? []), edge]);
  }
  return byChild;
}

/** Creates the temporary tables and puts the seed's ids in `demo_roots`. */
export async function startClassification(
  tx: Transaction,
  roots: Map<string, string[]>,
): Promise<void> {
  for (const name of ['demo_roots', 'demo_rows', 'demo_kept']) {
    await tx.execute(sql`create temporary table ${sql.identifier(name)}
      (tbl text not null, id text not null, primary key (tbl, id)) on commit drop`);
  }
  for (const [table, ids] of roots) {
    if (ids.length === 0) continue;
    await tx.execute(sql`insert into demo_roots (tbl, id)
      select ${table}::text, unnest(string_to_array(${ids.join(',')}, ',')) on conflict do nothing`);
  }
}

/**
 * The demo (`demo_rows`): a row is the demo's when every reference it holds is empty, the
 * demo's or neutral, and it is one of the seed's rows or points at a demo row the owning way
 * (a part of it, made by a demo user). A seed row the chain pointed at its own rows (a breakdown
 * given the chain's rule set, a holiday its import changed) is the chain's now. Grown pass by
 * pass until nothing joins.
 */
export async function findDemoRows(tx: Transaction, graph: Graph): Promise<void> {
  const byChild = edgesByChild(graph);
  const rootTables = new Set(
    rowsOf<{ tbl: string }>(await tx.execute(sql`select distinct tbl from demo_roots`)).map(
      (row) => row.tbl,
    ),
  );
  const candidates = [...graph.tablesWithId].filter(
    (table) =>
      !DERIVED_TABLES.has(table) &&
      (rootTables.has(table) || (byChild.get(table) ?? []).some((e) => e.isOwning)),
  );
  let changed: Set<string> | undefined;
  while (changed === undefined || changed.size > 0) {
    const previous = changed;
    changed = new Set();
    for (const table of candidates) {
      const edges = byChild.get(table) ?? [];
      if (previous && !edges.some((e) => previous.has(e.parent))) continue;
      const joins = anyOf([
        ...(rootTables.has(table) ? [sql`t.id::text in ${idsIn('demo_roots', table)}`] : []),
        ...edges.filter((e) => e.isOwning).map((e) => inDemo(e.value, e.parent)),
      ]);
      const added = await countOf(
        tx,
        sql`insert into demo_rows (tbl, id)
          select ${table}::text, t.id::text from ${sql.identifier(table)} t
          where ${joins} and ${pointsOnlyAtDemo(edges)}
          on conflict do nothing`,
      );
      if (added > 0) changed.add(table);
    }
  }
}

/** The tables that hold demo rows: the only ones a reference into the demo can point at. */
export async function findDemoTables(tx: Transaction): Promise<Set<string>> {
  const rows = rowsOf<{ tbl: string }>(await tx.execute(sql`select distinct tbl from demo_rows`));
  return new Set(rows.map((row) => row.tbl));
}

/** One reference that keeps demo rows: what holds them, how many rows, how many demo rows. */
export type Hold = { child: string; parent: string; holders: number; held: number };

/**
 * The demo rows that stay (`demo_kept`): those the chain's own rows point at (the holders:
 * a user of the chain holding a demo role, the chain's breakdown of a demo ticket type, a ticket
 * the chain wrote on a demo customer), what those point at in turn, and the parts of a kept row
 * (a kept ticket keeps its activities). Answers the holds, for the report.
 */
export async function findKeptRows(tx: Transaction, graph: Graph): Promise<Hold[]> {
  const byChild = edgesByChild(graph);
  const demoTables = await findDemoTables(tx);
  const holds: Hold[] = [];
  for (const [child, edges] of byChild) {
    const isChain = sql`not (${isDemoRow(graph, child, edges)})`;
    for (const edge of edges) {
      if (!demoTables.has(edge.parent)) continue;
      const held = sql`${edge.value} is not null and ${inDemo(edge.value, edge.parent)}`;
      const [row] = rowsOf<{ holders: number; held: number }>(
        await tx.execute(sql`select count(*)::int as holders,
            count(distinct (${edge.value})::text)::int as held
          from ${sql.identifier(child)} t where ${held} and ${isChain}`),
      );
      if (!row || row.holders === 0) continue;
      holds.push({ child, parent: edge.parent, ...row });
      await tx.execute(sql`insert into demo_kept (tbl, id)
        select distinct ${edge.parent}::text, (${edge.value})::text
        from ${sql.identifier(child)} t where ${held} and ${isChain}
        on conflict do nothing`);
    }
  }
  if (holds.length > 0) await closeKeptRows(tx, graph, byChild);
  return holds;
}

/** What kept rows point at stays; the parts of kept rows stay. Until nothing more stays. */
async function closeKeptRows(tx: Transaction, graph: Graph, byChild: Map<string, Edge[]>) {
  let added = 1;
  while (added > 0) {
    added = 0;
    for (const [child, edges] of byChild) {
      const hasId = graph.tablesWithId.has(child);
      const isKept = hasId
        ? sql`t.id::text in ${idsIn('demo_kept', child)}`
        : sql`${isDemoLeafRow(edges)} and ${hasKeptWhole(edges)}`;
      for (const edge of edges) {
        added += await countOf(
          tx,
          sql`insert into demo_kept (tbl, id)
            select distinct ${edge.parent}::text, (${edge.value})::text
            from ${sql.identifier(child)} t
            where ${isKept} and ${edge.value} is not null and ${inDemo(edge.value, edge.parent)}
            on conflict do nothing`,
        );
        if (!hasId || !edge.isPart) continue;
        added += await countOf(
          tx,
          sql`insert into demo_kept (tbl, id)
            select ${child}::text, t.id::text from ${sql.identifier(child)} t
            where ${inKept(edge.value, edge.parent)} and t.id::text in ${idsIn('demo_rows', child)}
            on conflict do nothing`,
        );
      }
    }
  }
}
