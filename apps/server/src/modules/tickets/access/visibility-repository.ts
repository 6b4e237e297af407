import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { type AnyColumn, and, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ticketFlows, tickets } from '../../../db/schema/index.ts';
import type { StatementValues } from '../../../platform/shaped-statement.ts';

type Pair = { roleId: string; storeId: string };

/**
 * Who is looking at tickets and through what (docs/domain.md §2), read once per request (access
 * service's loadTicketViewer) so that the conditions below are plain comparisons the tickets
 * indexes serve.
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

const FALSE = sql`false`;
/** Closed, a constant of the code written into the text (so statements keep one shape). */
const CLOSED = sql.raw(String(TICKET_STATUS.closed));

/** An id as a parameter: bound in `values` when given (shaped-statement.ts), plain otherwise. */
type Bind = (id: string) => string | SQLWrapper;
const binderOf =
  (values: StatementValues | undefined): Bind =>
  (id) =>
    values ? values.bind(id) : id;

/** The column is one of the ids (`in (…)`, as drizzle's inArray writes it), each bound. */
function inIds(column: AnyColumn, ids: readonly string[], bind: Bind): SQL {
  if (ids.length === 0) return FALSE;
  return sql`${column} in ${ids.map(bind)}`;
}

/** The ticket's current flow is one of the pairs: one index probe per pair. */
function currentFlowIn(pairs: readonly Pair[], bind: Bind): SQL {
  if (pairs.length === 0) return FALSE;
  return (
    or(
      ...pairs.map((pair) =>
        and(
          eq(tickets.currentRoleId, bind(pair.roleId)),
          eq(tickets.responsibleStoreId, bind(pair.storeId)),
        ),
      ),
    ) ?? FALSE
  );
}

/**
 * Assigned to the viewer: open, and its current flow is one of their (role, unit) pairs. With
 * `values`, the ids are bound there.
 */
export function assignedTicketsCondition(viewer: TicketViewer, values?: StatementValues): SQL {
  return and(ne(tickets.status, CLOSED), currentFlowIn(viewer.pairs, binderOf(values))) ?? FALSE;
}

/** Past flows as the ids of their tickets, gathered first (an index-only read of the flows). */
const pastFlowIds = (pairs: SQL) =>
  sql`${tickets.id} = any(array(select ${ticketFlows.ticketId} from ${ticketFlows} where ${pairs}))`;

/**
 * The tickets a viewer may see (docs/domain.md §2) as "arms", one condition on `tickets` per way of
 * seeing them, each served by its own index: the current flow is one of their (role, unit)
 * pairs, a past flow is, the ticket's store is one they hold a store-type role at or manage, or
 * a read or write flow of the rule set names one of their roles at the ticket's store or
 * responsible unit. Undefined when they see every ticket; empty when they see none.
 */
function armsOf(
  viewer: TicketViewer,
  pastFlowArm: (pairs: SQL) => SQL,
  bind: Bind,
  withWholeStores = true,
): SQL[] | undefined {
  if (viewer.seesAll) return undefined;
  const arms: SQL[] = [];
  if (viewer.pairs.length > 0) {
    arms.push(currentFlowIn(viewer.pairs, bind));
    const pastFlows = viewer.pairs.map((pair) =>
      and(eq(ticketFlows.roleId, bind(pair.roleId)), eq(ticketFlows.storeId, bind(pair.storeId))),
    );
    arms.push(pastFlowArm(or(...pastFlows) ?? FALSE));
  }
  if (withWholeStores && viewer.wholeStores.length > 0) {
    arms.push(inIds(tickets.storeId, viewer.wholeStores, bind));
  }
  for (const [storeId, ruleSetIds] of viewer.ruleSetsByStore) {
    // A store seen whole already holds its tickets of these rule sets.
    if (!viewer.wholeStores.includes(storeId)) {
      arms.push(
        and(eq(tickets.storeId, bind(storeId)), inIds(tickets.ruleSetId, ruleSetIds, bind)) ??
          FALSE,
      );
    }
    arms.push(
      and(
        eq(tickets.responsibleStoreId, bind(storeId)),
        inIds(tickets.ruleSetId, ruleSetIds, bind),
      ) ?? FALSE,
    );
  }
  return arms;
}

/**
 * The arms for big lists, each read as its own query and the results united
 * (lists/repository.ts): past flows are gathered as ids first, then fetched by primary key.
 * With `values`, the ids are bound there.
 */
export function visibleTicketArms(
  viewer: TicketViewer,
  values?: StatementValues,
): SQL[] | undefined {
  return armsOf(viewer, pastFlowIds, binderOf(values));
}

/**
 * The arms besides the viewer's whole stores, for a reader who reads those stores apart (the
 * reports, reports/scope-repository.ts): the rule-set arms of those stores are left out too, as
 * always. Empty when the viewer sees every ticket (they have no whole stores to read apart).
 */
export function ticketArmsBesideWholeStores(viewer: TicketViewer): SQL[] {
  return armsOf(viewer, pastFlowIds, binderOf(undefined), false) ?? [];
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
    binderOf(undefined),
  );
  if (arms === undefined) return undefined;
  return or(...arms) ?? FALSE;
}
