import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import type { TicketAddressees } from './ticket-facts.ts';

/** Who a kind of mail goes to (docs/domain.md §5, §17 Recipients). */
export type Audience = 'breakdown' | 'breakdownAndUnitManagers' | 'storeManagers';

const managersOf = (storeColumn: SQL) => sql`
  select unnest(array[s.unit_manager_email, s.area_manager_email, s.region_manager_email]) as email
  from ticket join stores s on s.id = ${storeColumn}`;

/**
 * The addresses of one audience of a ticket: the breakdown's mail group (users holding its
 * internal roles, its extra addresses) and the breakdown's own addresses; for SLA notices also
 * the responsible unit's unit, area and region managers; for appreciation the managers of the
 * ticket's store. Lower-cased, each once, sorted; an address of an inactive user is left out.
 */
export async function findTicketMailRecipients(
  db: SealedDb,
  ticket: TicketAddressees,
  audience: Audience,
): Promise<string[]> {
  const breakdown = sql`
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
      where m.is_active and not m.is_deleted`;
  const sources = {
    breakdown,
    breakdownAndUnitManagers: sql`${breakdown} union all ${managersOf(sql`ticket.responsible_store_id`)}`,
    storeManagers: managersOf(sql`ticket.store_id`),
  }[audience];
  const result = await unsealed(db).execute(sql`
    with ticket as (
      select ${ticket.responsibleStoreId}::uuid as responsible_store_id,
        ${ticket.storeId}::uuid as store_id, ${ticket.categorySetId}::uuid as set_id,
        ${ticket.mailGroupId}::uuid as mail_group_id)
    select distinct lower(trim(email)) as email from (${sources}) addresses
    where email is not null and trim(email) <> ''
      and not exists (select 1 from users inactive
        where lower(inactive.email_address) = lower(trim(addresses.email)) and not inactive.is_active)
    order by 1`);
  return rowsOf<{ email: string }>(result).map((row) => row.email);
}
