import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../platform/db.ts';
import { SYSTEM_USER_ID } from '../platform/system-user.ts';

/*
 * The foreign keys between the product's tables, read from the database's own catalogue, as the
 * removal of the demo walks them (docs/domain.md §16.1 Removing the demo): whatever tables a
 * later release adds, their references are seen without a list to keep up to date.
 */

/** One reference from a row of `child` to a row of `parent` (by its id). */
export type Edge = {
  child: string;
  parent: string;
  /** The referring value, over the child row aliased `t`. */
  value: SQL;
  /**
   * The child is a part of the parent (a ticket's activities, a customer's cards, a role's
   * permissions, whatever the database deletes with its parent): it goes with a demo parent
   * and stays with a kept one.
   */
  isPart: boolean;
  /**
   * Pointing at a demo row this way makes a row the demo's: a part, or a row a demo user made
   * or did (a try-out ticket, an audit entry, a sign-in). Pointing at a demo store, role,
   * breakdown or look-up does not: the chain's own rows use those.
   */
  isOwning: boolean;
};

export type Graph = {
  edges: Edge[];
  /** Tables whose rows have an `id` (the only ones other rows refer to). */
  tablesWithId: Set<string>;
};

/** Rows every database has whoever loaded it: the base data and the system user. */
export function isNeutral(parent: string, value: SQL): SQL {
  if (parent === 'cities' || parent === 'counties') return sql`true`;
  if (parent === 'users') return sql`(${value})::text = ${SYSTEM_USER_ID}`;
  return sql`false`;
}

/**
 * Tables the database keeps by triggers from the tickets (the reports' per-day counts): their
 * rows count other rows and belong to nobody; the removal clears those of removed rows once the
 * tickets are gone, never keeps a demo row for them.
 */
export const DERIVED_TABLES = new Set([
  'ticket_report_days',
  'ticket_report_store_days',
  'ticket_report_breakdown_days',
  'ticket_report_unit_days',
]);

/** The trigger sources of the derived tables: deleted before them. */
export const DERIVED_SOURCES = ['tickets', 'ticket_flows'];

/** Parts the database does not cascade: a ticket's rows, a customer's cards, a breakdown's mails. */
const PARTS = new Set([
  'ticket_activities.ticket_id',
  'ticket_answers.ticket_id',
  'ticket_campaigns.ticket_id',
  'ticket_documents.ticket_id',
  'ticket_flows.ticket_id',
  'ticket_flows.activity_id',
  'ticket_orders.ticket_id',
  'ticket_products.ticket_id',
  'ticket_notes.ticket_id',
  'ticket_update_histories.ticket_id',
  'outbox_messages.ticket_id',
  'loyalty_cards.customer_id',
  'category_set_mails.ticket_category_set_id',
]);

/** The one reference held in text rather than a key: a rule set's solution unit (a store id). */
const SOLUTION_UNIT_RULE = 'Information.SolutionUnitId.Value';

/** Reads every single-column foreign key of the public schema, and the tables with an id. */
export async function readGraph(tx: Transaction): Promise<Graph> {
  const keys = rowsOf<{ child: string; column: string; parent: string; cascades: boolean }>(
    await tx.execute(sql`
      select c.conrelid::regclass::text as child, a.attname as column,
             c.confrelid::regclass::text as parent, c.confdeltype = 'c' as cascades
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
      order by 1, 2`),
  );
  const withId = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
      where c.relkind = 'r'`),
  );
  const edges: Edge[] = keys.map((key) => {
    const isPart = key.cascades || PARTS.has(`${key.child}.${key.column}`);
    return {
      child: key.child,
      parent: key.parent,
      value: sql`t.${sql.identifier(key.column)}`,
      isPart,
      isOwning: isPart || key.parent === 'users',
    };
  });
  edges.push({
    child: 'rule_set_rules',
    parent: 'stores',
    value: sql`case when t.name = ${SOLUTION_UNIT_RULE} then t.value end`,
    isPart: false,
    isOwning: false,
  });
  return { edges, tablesWithId: new Set(withId.map((row) => row.name)) };
}
