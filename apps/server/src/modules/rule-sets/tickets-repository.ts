import { and, eq, ne, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { retimedSlaAssignments } from '../sla/index.ts';

/*
 * The live tickets a rule set change reaches (docs/domain.md §14.2): each change is one
 * set-based statement over the open tickets that hold the set's id (a ticket keeps the rule set
 * it was created with, even when its breakdown is later given another).
 */

/**
 * Re-times the open tickets of a rule set to its new SLA (`slaMinutes` null: no SLA), keeping
 * the business time they used; tickets removed from the SLA one by one keep theirs. Answers how
 * many tickets changed.
 */
export async function retimeOpenTicketsOfRuleSet(
  tx: Executor,
  ruleSetId: string,
  slaMinutes: number | null,
  nowBm: number,
): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set(retimedSlaAssignments(slaMinutes, nowBm))
    .where(
      and(
        eq(tickets.ruleSetId, ruleSetId),
        ne(tickets.status, 3),
        eq(tickets.isDeleted, false),
        eq(tickets.isRemovedFromSla, false),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length;
}

export type FlowMove = {
  ruleSetId: string;
  /** The set's write role after the change: the tickets' new owner. */
  writeRoleId: string;
  /** The unit the rule set solves tickets at, else each ticket's own store (as at creation). */
  solutionUnitId: string | null;
  /** The role of a flow the change deleted: its open tickets move whoever gave them to it. */
  removedRoleId: string | null;
  description: string;
  userId: string;
  now: Date;
};

/**
 * Moves the open tickets of a rule set whose owner role left the set's flows to its write
 * role, in one statement: each moved ticket gets a new owner and version, a system activity
 * (the ticket keeps its status, the activity names the new role and unit), and its open flow row
 * ends where a new one starts. A ticket moves when its owner is the deleted flow's role, or when
 * its owner role is no flow of the set and it has never changed owner since creation (the
 * owner came from the write flow of the time). A ticket a person forwarded to a role outside
 * the set stays there: forwarding to any role is normal work. Answers how many moved.
 */
export async function moveOrphanedOpenTickets(tx: Executor, move: FlowMove): Promise<number> {
  const result = await tx.execute(sql`
    with moved as (
      update tickets t set
        current_role_id = ${move.writeRoleId},
        responsible_store_id = coalesce(${move.solutionUnitId}::uuid, t.store_id),
        version = t.version + 1,
        updated_at = ${move.now},
        updated_by_user_id = ${move.userId}
      where t.rule_set_id = ${move.ruleSetId}
        and t.status <> 3
        and not t.is_deleted
        and t.current_role_id <> ${move.writeRoleId}
        and not exists (select 1 from rule_set_flows f
          where f.rule_set_id = ${move.ruleSetId} and f.role_id = t.current_role_id)
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
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return row?.n ?? 0;
}
