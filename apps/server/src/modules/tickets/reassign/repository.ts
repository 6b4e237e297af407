import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** The closed status as a literal, as the partial indexes on open tickets spell it. */
const CLOSED = sql.raw(String(TICKET_STATUS.closed));

/** Which open tickets of a rule set move, and to whom (reassign/service.ts says why). */
export type OwnerMove = {
  ruleSetId: string;
  /** The set's write role after the change: the tickets' new owner. */
  writeRoleId: string;
  /** Every role of the set's flows after the change: an owner among them keeps the ticket. */
  flowRoleIds: readonly string[];
  /** The unit the rule set solves tickets at, else each ticket's own store (as at creation). */
  solutionUnitId: string | null;
  /** The role of a flow the change deleted: its open tickets move whoever gave them to it. */
  removedRoleId: string | null;
  /** The system activity's text. */
  description: string;
  userId: string;
  now: Date;
};

/**
 * Moves the open tickets of a rule set whose owner role left the set's flows to its write role,
 * in one statement: each moved ticket gets a new owner and version, an activity that keeps its
 * status and names the new role and unit, and its open flow row ends where a new one, started by
 * that activity, begins (the owner-move rule of activities/service.ts `createActivity`, written
 * set-based). A ticket moves when its owner is the deleted flow's role, or when its owner role
 * is no flow of the set and it has never changed owner since creation. Answers how many moved.
 */
export async function moveOpenTicketsToWriteRole(tx: SealedDb, move: OwnerMove): Promise<number> {
  // One array parameter, as a literal: both drivers read it alike.
  const flowRoleIds = `{${move.flowRoleIds.join(',')}}`;
  const result = await unsealed(tx).execute(sql`
    with moved as (
      update tickets t set
        current_role_id = ${move.writeRoleId},
        responsible_store_id = coalesce(${move.solutionUnitId}::uuid, t.store_id),
        version = t.version + 1,
        updated_at = ${move.now},
        updated_by_user_id = ${move.userId}
      where t.rule_set_id = ${move.ruleSetId}
        and t.status <> ${CLOSED}
        and not t.is_deleted
        and t.current_role_id <> ${move.writeRoleId}
        and t.current_role_id <> all(${flowRoleIds}::uuid[])
        and (t.current_role_id = ${move.removedRoleId}::uuid
          or exists (select 1 from ticket_flows tf where tf.ticket_id = t.id
            and tf.ended_at is null and tf.started_at = t.created_at))
      returning t.id, t.status, t.sub_status, t.current_role_id, t.responsible_store_id
    ), activities as (
      insert into ticket_activities (id, ticket_id, status, sub_status, description,
        transfer_role_id, transfer_store_id, created_by_user_id, created_at)
      select gen_random_uuid(), m.id, m.status, m.sub_status, ${move.description},
        m.current_role_id, m.responsible_store_id, ${move.userId}, ${move.now}
      from moved m
      returning id, ticket_id, transfer_role_id, transfer_store_id
    ), ended as (
      update ticket_flows tf set ended_at = ${move.now}
      from moved m where tf.ticket_id = m.id and tf.ended_at is null
      returning tf.id
    ), started as (
      insert into ticket_flows (id, ticket_id, role_id, store_id, activity_id, started_at)
      select gen_random_uuid(), a.ticket_id, a.transfer_role_id, a.transfer_store_id, a.id, ${move.now}
      from activities a
      returning ticket_id
    )
    select (select count(*) from started)::int as n, (select count(*) from ended)::int as ended`);
  const [row] = rowsOf<{ n: number }>(result);
  return row?.n ?? 0;
}
