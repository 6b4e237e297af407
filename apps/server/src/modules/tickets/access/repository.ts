import { and, eq, or, sql } from 'drizzle-orm';
import { ruleSetFlows, stores, ticketCategorySets, tickets } from '../../../db/schema/index.ts';
import { preparedStatement } from '../../../platform/prepared.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { type TicketViewer, visibleTicketsCondition } from './visibility-repository.ts';

/**
 * The viewer's two look-ups (loadTicketViewer, for every list of a user who sees only some
 * tickets): built once and planned once per connection.
 */
const storesManagedByStatement = preparedStatement('stores_managed_by', (db, name) =>
  db
    .select({ id: stores.id })
    .from(stores)
    .where(
      or(
        sql`lower(${stores.areaManagerEmail}) = ${sql.placeholder('email')}`,
        sql`lower(${stores.regionManagerEmail}) = ${sql.placeholder('email')}`,
      ),
    )
    .prepare(name),
);
const flowsOfRolesStatement = preparedStatement('rule_set_flows_of_roles', (db, name) =>
  db
    .select({ roleId: ruleSetFlows.roleId, ruleSetId: ruleSetFlows.ruleSetId })
    .from(ruleSetFlows)
    // One array parameter: one text whatever the number of roles.
    .where(sql`${ruleSetFlows.roleId} = any(${sql.placeholder('roleIds')}::uuid[])`)
    .prepare(name),
);

/** The stores whose area or region manager has this (lower-case) e-mail address. */
export async function findStoreIdsManagedBy(db: SealedDb, email: string): Promise<string[]> {
  const rows = await storesManagedByStatement(unsealed(db)).execute({ email });
  return rows.map((row) => row.id);
}

/** The rule-set flows (read or write) that name one of these roles. */
export async function findFlowsOfRoles(db: SealedDb, roleIds: readonly string[]) {
  if (roleIds.length === 0) return [];
  return flowsOfRolesStatement(unsealed(db)).execute({ roleIds: `{${roleIds.join(',')}}` });
}

/**
 * A live ticket the viewer may see, with what its access rules read; undefined otherwise. With
 * `lock` (inside a transaction) the ticket row stays locked until commit.
 */
export async function findAccessibleTicket(
  db: SealedDb,
  viewer: TicketViewer,
  ticketId: string,
  lock: boolean,
) {
  const query = unsealed(db)
    .select({
      id: tickets.id,
      status: tickets.status,
      version: tickets.version,
      storeId: tickets.storeId,
      ruleSetId: tickets.ruleSetId,
      ticketCategorySetId: tickets.ticketCategorySetId,
      isManagerSee: ticketCategorySets.isManagerSee,
      currentRoleId: tickets.currentRoleId,
      responsibleStoreId: tickets.responsibleStoreId,
    })
    .from(tickets)
    .innerJoin(ticketCategorySets, eq(ticketCategorySets.id, tickets.ticketCategorySetId))
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.isDeleted, false), visibleTicketsCondition(viewer)),
    );
  const [ticket] = lock ? await query.for('update', { of: tickets }) : await query;
  return ticket;
}

/** The id of a live ticket the viewer may see, or null: reads and writes answer 404 then. */
export async function findVisibleTicketId(
  db: SealedDb,
  viewer: TicketViewer,
  ticketId: string,
): Promise<string | null> {
  const [row] = await unsealed(db)
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.isDeleted, false), visibleTicketsCondition(viewer)),
    );
  return row?.id ?? null;
}
