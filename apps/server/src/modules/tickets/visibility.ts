import { ROLE_TYPES, STORE_ROLE_TYPES } from '@ccms/contract/constants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { roles, tickets, userRolesInStores } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../platform/access.ts';
import type { Executor } from '../../platform/db.ts';

/** Who is looking at tickets, as far as DOMAIN §2 cares. */
export type TicketViewer = { userId: string; emailAddress: string; seesAll: boolean };

/** Call-centre operators (a role of type 5) and Ticket.AllTickets holders see every ticket. */
export async function loadTicketViewer(db: Executor, user: CurrentUser): Promise<TicketViewer> {
  const viewer = { userId: user.id, emailAddress: user.emailAddress.toLowerCase() };
  if (user.permissions.has('Ticket.AllTickets')) return { ...viewer, seesAll: true };
  const [operatorRole] = await db
    .select({ id: roles.id })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(and(eq(userRolesInStores.userId, user.id), eq(roles.roleType, ROLE_TYPES.operator)))
    .limit(1);
  return { ...viewer, seesAll: operatorRole !== undefined };
}

/**
 * The tickets a viewer may see (DOMAIN §2), as a condition on `tickets`; undefined when they see
 * every ticket. One of their (role, unit) pairs matches the current flow, a past flow, or a
 * read / write flow of the rule set at the ticket's store or responsible unit; or they hold a
 * store-type role at the ticket's store; or they are its store's area or region manager.
 */
export function visibleTicketsCondition(viewer: TicketViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const storeRoleTypes = sql.join(
    STORE_ROLE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`(exists (
      select 1 from user_roles_in_stores ur
      join roles r on r.id = ur.role_id
      where ur.user_id = ${viewer.userId} and (
        (ur.role_id = ${tickets.currentRoleId} and ur.store_id = ${tickets.responsibleStoreId})
        or (ur.store_id = ${tickets.storeId} and r.role_type in (${storeRoleTypes}))
        or exists (
          select 1 from ticket_flows f
          where f.ticket_id = ${tickets.id} and f.role_id = ur.role_id and f.store_id = ur.store_id)
        or exists (
          select 1 from rule_set_flows rf
          where rf.rule_set_id = ${tickets.ruleSetId} and rf.role_id = ur.role_id
            and ur.store_id in (${tickets.storeId}, ${tickets.responsibleStoreId}))
      ))
    or exists (
      select 1 from stores s
      where s.id = ${tickets.storeId}
        and (lower(s.area_manager_email) = ${viewer.emailAddress}
          or lower(s.region_manager_email) = ${viewer.emailAddress})))`;
}
