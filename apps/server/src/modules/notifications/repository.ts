import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';

/**
 * Who hears about a ticket (docs/domain.md §5): the breakdown's mail group (users holding its internal
 * roles, its extra addresses) and the breakdown's own addresses, plus for SLA notices the
 * responsible unit's managers. Distinct, lower-cased, sorted.
 */
export async function findTicketMailRecipients(
  db: Executor,
  ticketId: string,
  withUnitManagers: boolean,
): Promise<string[]> {
  const unitManagers = withUnitManagers
    ? sql`union all
      select unnest(array[s.unit_manager_email, s.area_manager_email, s.region_manager_email])
      from ticket join stores s on s.id = ticket.responsible_store_id`
    : sql``;
  const result = await db.execute(sql`
    with ticket as (
      select t.responsible_store_id, cs.id as set_id, cs.mail_group_id
      from tickets t join ticket_category_sets cs on cs.id = t.ticket_category_set_id
      where t.id = ${ticketId})
    select distinct lower(email) as email from (
      select u.email_address as email from ticket
        join mail_groups g on g.id = ticket.mail_group_id and g.is_active
        join mail_group_roles r on r.mail_group_id = g.id
        join user_roles_in_stores ur on ur.role_id = r.role_id
        join users u on u.id = ur.user_id and u.is_active
      union all
      select e.email_address from ticket
        join mail_groups g on g.id = ticket.mail_group_id and g.is_active
        join mail_group_extra_users e on e.mail_group_id = g.id
      -- A deactivated user's address leaves the recipients (docs/domain.md §14.4).
      where not exists (
        select 1 from users gone
        where lower(gone.email_address) = lower(e.email_address) and not gone.is_active)
      union all
      select m.email_address from ticket
        join category_set_mails m on m.ticket_category_set_id = ticket.set_id
      where m.is_active and not m.is_deleted
      ${unitManagers}
    ) addresses
    where email is not null and email <> ''
    order by 1`);
  return (result as unknown as { rows: { email: string }[] }).rows.map((row) => row.email);
}
