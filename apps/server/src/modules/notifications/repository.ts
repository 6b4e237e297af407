import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  customers,
  stores,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { remainingSlaMinutesSql, remainingSlaPercentageSql } from '../sla/index.ts';

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
  db: Executor,
  ticketId: string,
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
  const result = await db.execute(sql`
    with ticket as (
      select t.responsible_store_id, t.store_id, cs.id as set_id, cs.mail_group_id
      from tickets t join ticket_category_sets cs on cs.id = t.ticket_category_set_id
      where t.id = ${ticketId})
    select distinct lower(trim(email)) as email from (${sources}) addresses
    where email is not null and trim(email) <> ''
      and not exists (select 1 from users inactive
        where lower(inactive.email_address) = lower(trim(addresses.email)) and not inactive.is_active)
    order by 1`);
  return (result as unknown as { rows: { email: string }[] }).rows.map((row) => row.email);
}

/**
 * What a mail or SMS says about a ticket: number, breakdown, store, responsible unit, the
 * customer's name and phone, status and the SLA figures at business minute `nowBm`.
 */
export async function findTicketFacts(db: Executor, ticketId: string, nowBm: number) {
  const responsible = alias(stores, 'responsible');
  const [row] = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      description: tickets.description,
      createdAt: tickets.createdAt,
      slaMinutes: tickets.slaMinutes,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      isRemovedFromSla: tickets.isRemovedFromSla,
      remainingSlaMinutes: remainingSlaMinutesSql(tickets, nowBm),
      remainingSlaPercentage: remainingSlaPercentageSql(tickets, nowBm),
      typeName: ticketTypes.name,
      categoryName: ticketCategories.name,
      subCategoryName: ticketSubCategories.name,
      storeName: stores.name,
      responsibleName: responsible.name,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerPhoneNumber: customers.phoneNumber,
      isRedAlarm: ticketCategorySets.isRedAlarm,
      isAppreciationMail: ticketCategorySets.isAppreciationMail,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
    .innerJoin(ticketCategorySets, eq(ticketCategorySets.id, tickets.ticketCategorySetId))
    .innerJoin(stores, eq(stores.id, tickets.storeId))
    .innerJoin(responsible, eq(responsible.id, tickets.responsibleStoreId))
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

export type TicketFacts = NonNullable<Awaited<ReturnType<typeof findTicketFacts>>>;
