import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/**
 * Who gets a ticket's notification mail (DOMAIN §5, like the red-alarm mail): the breakdown's
 * mail group (users holding its internal roles, its extra addresses) and the breakdown's own
 * addresses. Unlike the SLA notice, not the responsible unit's managers. Distinct, lower-cased,
 * sorted.
 */
export async function breakdownMailRecipients(db: Executor, ticketId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with ticket as (
      select cs.id as set_id, cs.mail_group_id
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
      union all
      select m.email_address from ticket
        join category_set_mails m on m.ticket_category_set_id = ticket.set_id
      where m.is_active and not m.is_deleted
    ) addresses
    where email is not null and email <> ''
    order by 1`);
  return (result as unknown as { rows: { email: string }[] }).rows.map((row) => row.email);
}

/** What the notification mail says about the ticket. */
export async function findTicketForMail(db: Executor, ticketId: string) {
  const responsible = alias(stores, 'responsible');
  const [row] = await db
    .select({
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      description: tickets.description,
      createdAt: tickets.createdAt,
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      storeName: stores.name,
      responsibleName: responsible.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .innerJoin(responsible, eq(responsible.id, tickets.responsibleStoreId))
    .where(eq(tickets.id, ticketId));
  return row!;
}
