import { and, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  callWrapUps,
  campaigns,
  customers,
  deliveryTypes,
  sources,
  stores,
  ticketCategories,
  ticketCategorySets,
  ticketOrders,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/db.ts';
import { preparedStatement } from '../../../platform/prepared.ts';
import { type CompiledListQuery, orderTerm } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { ShapedStatement, type StatementValues } from '../../../platform/shaped-statement.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { remainingSlaMinutesSql, remainingSlaPercentageSql } from '../../sla/index.ts';
import {
  closers,
  creators,
  joinTicketNames,
  TICKET_NAMES as NAMES,
  solutionUnits,
} from '../names/service.ts';
import { LIST_JOINS, type ListJoin } from './definition-repository.ts';

/**
 * Joins only what the filters and sortings name, so that a plain list reads `tickets` alone
 * (the names as names/ joins them, in the lists' order).
 */
export function withJoins<T extends PgSelect>(query: T, joins: ReadonlySet<ListJoin>): T {
  return joinTicketNames(
    query,
    LIST_JOINS.filter((join) => joins.has(join)),
  );
}

/** The ids of a list in its order (and, for merging, the extra columns asked for). */
export function idPageQuery(
  db: SealedDb,
  joins: ReadonlySet<ListJoin>,
  query: CompiledListQuery,
  extra: Record<string, SQL.Aliased> = {},
) {
  const fields = { id: tickets.id, ticketNo: tickets.ticketNo, ...extra };
  return withJoins(unsealed(db).select(fields).from(tickets).$dynamic(), joins)
    .where(query.where)
    .orderBy(...query.orderBy);
}

/**
 * What a list reads: its compiled query and joins and, for viewers who see only some tickets,
 * the visibility arms (access/visibility-repository.ts) the query is run once per arm for;
 * every value in them bound in `values`.
 */
export type ListSelection = {
  joins: ReadonlySet<ListJoin>;
  query: CompiledListQuery;
  visibleArms: SQL[] | null;
  values: StatementValues;
};

/**
 * The page of ids and the count, rendered once per shape (platform/shaped-statement.ts). Their
 * shape is what the tag and the fragments below hold: the joins, the where (which filters, their
 * operators, the scope), the order's expressions and directions and the visibility arms (how
 * many, of which kind, with how many ids); the values are parameters.
 */
export const idPageStatement = new ShapedStatement('ticket_id_page');
export const countStatement = new ShapedStatement('ticket_count');

function shapeOf({ joins, query, visibleArms }: ListSelection) {
  const tag = [
    LIST_JOINS.filter((join) => joins.has(join)).join(','),
    query.sortKeys.map((key) => (key.descending ? 'desc' : 'asc')).join(','),
  ].join('|');
  const fragments = [
    query.where,
    query.orderBy,
    query.sortKeys.map((key) => key.expression),
    visibleArms,
  ];
  return { tag, fragments };
}

/**
 * One query per visibility arm, united: each arm is read through its own index (covering the
 * SLA order, migration 0015), so a store's thousands of tickets are counted and ordered without
 * fetching every row. A ticket seen through two arms gives the same row twice, which `union`
 * folds into one.
 */
function unitedArms(
  db: SealedDb,
  { joins, query, visibleArms }: ListSelection,
  fields: Record<string, SQL.Aliased | typeof tickets.id>,
): SQL {
  const arms = visibleArms && visibleArms.length > 0 ? visibleArms : [sql`false`];
  const selects = arms.map(
    (arm) =>
      sql`(${withJoins(unsealed(db).select(fields).from(tickets).$dynamic(), joins).where(and(arm, query.where))})`,
  );
  return sql.join(selects, sql` union `);
}

/** The ids of a whole list in its order, as SQL to page through or to read with a cursor. */
function orderedIds(db: SealedDb, selection: ListSelection): SQL {
  const { joins, query, visibleArms } = selection;
  if (!visibleArms) return sql`${idPageQuery(db, joins, query)}`;
  const keys = query.sortKeys.map((key, index) => sql`${key.expression}`.as(`k${index}`));
  const fields = Object.fromEntries([
    ['id', tickets.id],
    ...keys.map((key, index) => [`k${index}`, key]),
  ]);
  const order = query.sortKeys.map((key, index) =>
    orderTerm(sql`${sql.identifier(`k${index}`)}`, key.descending),
  );
  return sql`select id from (${unitedArms(db, selection, fields)}) as visible order by ${sql.join(order, sql`, `)}`;
}

export async function findTicketIdPage(db: SealedDb, selection: ListSelection): Promise<string[]> {
  const { values, query } = selection;
  const limit = values.bind(query.limit);
  const offset = values.bind(query.offset);
  const { tag, fragments } = shapeOf(selection);
  const rows = await idPageStatement.run<{ id: string }>(
    unsealed(db),
    values,
    tag,
    [...fragments, limit, offset],
    () => sql`${orderedIds(db, selection)} limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

export async function countTickets(db: SealedDb, selection: ListSelection): Promise<number> {
  const { joins, query, visibleArms } = selection;
  const { tag, fragments } = shapeOf(selection);
  const rows = await countStatement.run<{ count: number }>(
    unsealed(db),
    selection.values,
    tag,
    fragments,
    () =>
      visibleArms
        ? sql`select count(*)::int as count from (${unitedArms(db, selection, { id: tickets.id })}) as visible`
        : sql`${withJoins(
            unsealed(db)
              .select({ count: sql<number>`count(*)::int`.as('count') })
              .from(tickets)
              .$dynamic(),
            joins,
          ).where(query.where)}`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * Every column of a list row for the given tickets: built once, planned once per connection (its
 * sixteen tables cost PostgreSQL 10 to 15 ms to plan, ten times what reading 20 rows costs).
 */
const listRowsStatement = preparedStatement('ticket_list_rows', (db, name) =>
  db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      subStatus: tickets.subStatus,
      slaMinutes: tickets.slaMinutes,
      slaStoppedAtBm: tickets.slaStoppedAtBm,
      isRemovedFromSla: tickets.isRemovedFromSla,
      remainingSlaMinutes: remainingSlaMinutesSql(tickets, sql.placeholder('nowBm')),
      remainingSlaPercentage: remainingSlaPercentageSql(tickets, sql.placeholder('nowBm')),
      customerId: tickets.customerId,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerPhoneNumber: customers.phoneNumber,
      ticketCategorySetTypeName: ticketTypes.name,
      ticketCategorySetCategoryName: ticketCategories.name,
      ticketCategorySetSubCategoryName: ticketSubCategories.name,
      categoryId: tickets.ticketCategoryId,
      sourceName: sources.name,
      storeFullName: stores.name,
      campaignName: campaigns.name,
      solutionUnitName: solutionUnits.name,
      orderTicketNumber: ticketOrders.orderNumber,
      deliveryTypeName: deliveryTypes.name,
      createdAt: tickets.createdAt,
      closedAt: tickets.closedAt,
      creatorName: creators.name,
      creatorSurname: creators.surname,
      closerName: closers.name,
      closerSurname: closers.surname,
      callWrapUpName: callWrapUps.name,
      discountCode: tickets.discountCode,
      discountCodeAmount: tickets.discountCodeAmount,
      moneyPoint: tickets.moneyPoint,
      moneyPointAmount: tickets.moneyPointAmount,
      isFromComplaint: tickets.isFromComplaint,
      isRedAlarm: ticketCategorySets.isRedAlarm,
    })
    .from(tickets)
    .innerJoin(...NAMES.customer)
    .innerJoin(...NAMES.type)
    .innerJoin(...NAMES.category)
    .innerJoin(...NAMES.subCategory)
    .innerJoin(...NAMES.categorySet)
    .innerJoin(...NAMES.source)
    .innerJoin(...NAMES.store)
    .innerJoin(...NAMES.solutionUnit)
    .innerJoin(...NAMES.creator)
    .leftJoin(...NAMES.closer)
    .leftJoin(...NAMES.campaignLink)
    .leftJoin(...NAMES.campaign)
    .leftJoin(...NAMES.order)
    .leftJoin(...NAMES.deliveryType)
    .leftJoin(...NAMES.wrapUp)
    // One array parameter (a literal of ids read from the database): a thousand separate
    // parameters cost more to plan than the query costs to run.
    .where(sql`${tickets.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

/** Every column of a list row for the given tickets (any order; the caller restores it). */
export async function findListRows(db: SealedDb, ids: readonly string[], nowBm: number) {
  if (ids.length === 0) return [];
  return listRowsStatement(unsealed(db)).execute({ ids: `{${ids.join(',')}}`, nowBm });
}
export type ListRowRecord = Awaited<ReturnType<typeof findListRows>>[number];

/**
 * Walks the ids of a whole list in order through a server-side cursor, `batchSize` at a time,
 * so an export of any length holds one batch in memory. Needs a transaction.
 */
export async function* streamTicketIds(
  tx: SealedDb,
  selection: ListSelection,
  batchSize: number,
): AsyncGenerator<string[]> {
  await unsealed(tx).execute(
    sql`declare ticket_ids no scroll cursor for ${orderedIds(tx, selection)}`,
  );
  try {
    while (true) {
      const result = await unsealed(tx).execute(
        sql`fetch forward ${sql.raw(String(batchSize))} from ticket_ids`,
      );
      const rows = rowsOf<{ id: string }>(result);
      if (rows.length === 0) return;
      yield rows.map((row) => row.id);
    }
  } finally {
    await unsealed(tx).execute(sql`close ticket_ids`);
  }
}
