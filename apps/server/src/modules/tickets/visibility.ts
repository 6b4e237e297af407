import { ROLE_TYPES, STORE_ROLE_TYPES } from '@ccms/contract/constants';
import { TICKET_STATUS } from '@ccms/contract/ticket-statuses';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  roles,
  ruleSetFlows,
  stores,
  ticketFlows,
  tickets,
  userRolesInStores,
} from '../../db/schema/index.ts';
import type { CurrentUser } from '../../platform/access.ts';
import type { Executor } from '../../platform/db.ts';

type Pair = { roleId: string; storeId: string };

/**
 * Who is looking at tickets and through what (DOMAIN §2), read once per request so that the
 * conditions below are plain comparisons the tickets indexes serve.
 */
export type TicketViewer =
  | { seesAll: true; pairs: Pair[]; isOperator: boolean }
  | {
      seesAll: false;
      pairs: Pair[];
      isOperator: false;
      /** Stores whose tickets they see whole: store-type roles there, or managing them. */
      wholeStores: string[];
      /** Rule sets with a read or write flow for one of their roles, per unit. */
      ruleSetsByStore: Map<string, string[]>;
    };

/** Loads the viewer; operators (role type 5) and Ticket.AllTickets holders see every ticket. */
export async function loadTicketViewer(db: Executor, user: CurrentUser): Promise<TicketViewer> {
  const held = await db
    .select({
      roleId: userRolesInStores.roleId,
      storeId: userRolesInStores.storeId,
      roleType: roles.roleType,
    })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(eq(userRolesInStores.userId, user.id));
  const pairs = held.map(({ roleId, storeId }) => ({ roleId, storeId }));
  const isOperator = held.some((pair) => pair.roleType === ROLE_TYPES.operator);
  if (isOperator || user.permissions.has('Ticket.AllTickets')) {
    return { seesAll: true, pairs, isOperator };
  }

  const email = user.emailAddress.toLowerCase();
  const [managed, flows] = await Promise.all([
    db
      .select({ id: stores.id })
      .from(stores)
      .where(
        or(
          sql`lower(${stores.areaManagerEmail}) = ${email}`,
          sql`lower(${stores.regionManagerEmail}) = ${email}`,
        ),
      ),
    pairs.length === 0
      ? Promise.resolve([])
      : db
          .select({ roleId: ruleSetFlows.roleId, ruleSetId: ruleSetFlows.ruleSetId })
          .from(ruleSetFlows)
          .where(inArray(ruleSetFlows.roleId, [...new Set(pairs.map((p) => p.roleId))])),
  ]);
  const storeRoleTypes: readonly number[] = STORE_ROLE_TYPES;
  const wholeStores = new Set([
    ...held.filter((pair) => storeRoleTypes.includes(pair.roleType)).map((pair) => pair.storeId),
    ...managed.map((store) => store.id),
  ]);
  const ruleSetsByStore = new Map<string, string[]>();
  for (const pair of pairs) {
    const ruleSetIds = flows.filter((f) => f.roleId === pair.roleId).map((f) => f.ruleSetId);
    if (ruleSetIds.length === 0) continue;
    ruleSetsByStore.set(pair.storeId, [
      ...new Set([...(ruleSetsByStore.get(pair.storeId) ?? []), ...ruleSetIds]),
    ]);
  }
  return {
    seesAll: false,
    pairs,
    isOperator: false,
    wholeStores: [...wholeStores],
    ruleSetsByStore,
  };
}

const FALSE = sql`false`;

/** The ticket's current flow is one of the pairs: one index probe per pair. */
function currentFlowIn(pairs: readonly Pair[]): SQL {
  if (pairs.length === 0) return FALSE;
  return (
    or(
      ...pairs.map((pair) =>
        and(eq(tickets.currentRoleId, pair.roleId), eq(tickets.responsibleStoreId, pair.storeId)),
      ),
    ) ?? FALSE
  );
}

/** Assigned to the viewer: open, and its current flow is one of their (role, unit) pairs. */
export function assignedTicketsCondition(viewer: TicketViewer): SQL {
  return and(ne(tickets.status, TICKET_STATUS.closed), currentFlowIn(viewer.pairs)) ?? FALSE;
}

/**
 * The tickets a viewer may see (DOMAIN §2) as "arms", one condition on `tickets` per way of
 * seeing them, each served by its own index: the current flow is one of their (role, unit)
 * pairs, a past flow is, the ticket's store is one they hold a store-type role at or manage, or
 * a read or write flow of the rule set names one of their roles at the ticket's store or
 * responsible unit. Undefined when they see every ticket; empty when they see none.
 */
function armsOf(viewer: TicketViewer, pastFlowArm: (pairs: SQL) => SQL): SQL[] | undefined {
  if (viewer.seesAll) return undefined;
  const arms: SQL[] = [];
  if (viewer.pairs.length > 0) {
    arms.push(currentFlowIn(viewer.pairs));
    const pastFlows = viewer.pairs.map((pair) =>
      and(eq(ticketFlows.roleId, pair.roleId), eq(ticketFlows.storeId, pair.storeId)),
    );
    arms.push(pastFlowArm(or(...pastFlows) ?? FALSE));
  }
  if (viewer.wholeStores.length > 0) arms.push(inArray(tickets.storeId, viewer.wholeStores));
  for (const [storeId, ruleSetIds] of viewer.ruleSetsByStore) {
    // A store seen whole already holds its tickets of these rule sets.
    if (!viewer.wholeStores.includes(storeId)) {
      arms.push(and(eq(tickets.storeId, storeId), inArray(tickets.ruleSetId, ruleSetIds)) ?? FALSE);
    }
    arms.push(
      and(eq(tickets.responsibleStoreId, storeId), inArray(tickets.ruleSetId, ruleSetIds)) ?? FALSE,
    );
  }
  return arms;
}

/**
 * The arms for big lists, each read as its own query and the results united
 * (list-repository.ts): past flows are gathered as ids first, then fetched by primary key.
 */
export function visibleTicketArms(viewer: TicketViewer): SQL[] | undefined {
  return armsOf(
    viewer,
    (pairs) =>
      sql`${tickets.id} = any(array(select ${ticketFlows.ticketId} from ${ticketFlows} where ${pairs}))`,
  );
}

/**
 * The same tickets as one condition checked row by row, for one ticket or a customer's few:
 * every arm is a comparison on the row, past flows a probe of the ticket's own flow rows.
 */
export function visibleTicketsCondition(viewer: TicketViewer): SQL | undefined {
  const arms = armsOf(
    viewer,
    (pairs) =>
      sql`exists (select 1 from ${ticketFlows} where ${ticketFlows.ticketId} = ${tickets.id} and ${pairs})`,
  );
  if (arms === undefined) return undefined;
  return or(...arms) ?? FALSE;
}
