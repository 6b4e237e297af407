import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { type AnyColumn, and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { stores, ticketReportDays, tickets } from '../../db/schema/index.ts';

/** Closed, a constant of the code written into the text. */
export const CLOSED = sql.raw(String(TICKET_STATUS.closed));

/** The report filter's dimensions, e-mail addresses lower-cased (service.ts). */
export type ReportDimensions = {
  regionManagerEmail: string | null;
  areaManagerEmail: string | null;
  storeId: string | null;
  sourceId: string | null;
  typeId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
  ruleSetId: string | null;
};

/** A period of business days as instants: from the first day's midnight to after the last. */
export type PeriodBounds = { start: Date; end: Date };

/**
 * What every direct figure counts over: live tickets of the dimensions that the viewer may see
 * (`arms`: the lists' ways of seeing a ticket, tickets/access; undefined when they see every
 * ticket, empty when they see none).
 */
export type TicketScope = {
  dimensions: ReportDimensions;
  arms: SQL[] | undefined;
  /**
   * Stores the viewer sees whole (a store, area or region manager), read apart from the other
   * arms: see `scopedTickets`.
   */
  wholeStoreIds?: string[];
};

const managedBy = (storeColumn: AnyColumn, emailColumn: AnyColumn, email: string) =>
  sql`${storeColumn} in (select ${stores.id} from ${stores} where lower(${emailColumn}) = ${email})`;

/** The store side of the filter: region, area (stores managed by the e-mail) and store. */
function storeConditions(dimensions: ReportDimensions, storeId: AnyColumn): (SQL | undefined)[] {
  return [
    dimensions.regionManagerEmail
      ? managedBy(storeId, stores.regionManagerEmail, dimensions.regionManagerEmail)
      : undefined,
    dimensions.areaManagerEmail
      ? managedBy(storeId, stores.areaManagerEmail, dimensions.areaManagerEmail)
      : undefined,
    dimensions.storeId ? eq(storeId, dimensions.storeId) : undefined,
  ];
}

function dimensionConditions(
  dimensions: ReportDimensions,
  columns: {
    storeId: AnyColumn;
    sourceId: AnyColumn;
    typeId: AnyColumn;
    categoryId: AnyColumn;
    subCategoryId: AnyColumn;
    ruleSetId: AnyColumn;
  },
): SQL[] {
  const conditions: (SQL | undefined)[] = [
    ...storeConditions(dimensions, columns.storeId),
    dimensions.sourceId ? eq(columns.sourceId, dimensions.sourceId) : undefined,
    dimensions.typeId ? eq(columns.typeId, dimensions.typeId) : undefined,
    dimensions.categoryId ? eq(columns.categoryId, dimensions.categoryId) : undefined,
    dimensions.subCategoryId ? eq(columns.subCategoryId, dimensions.subCategoryId) : undefined,
    dimensions.ruleSetId ? eq(columns.ruleSetId, dimensions.ruleSetId) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * Live tickets of the scope within one of the `ranges` (a period's timestamps; none: any time),
 * not yet narrowed to reporting (leftOut counts the others). Each visibility arm is AND-ed with
 * each range here because PostgreSQL does not distribute an AND over an OR: so written, a
 * manager's stores are read from (store, timestamp) indexes for the period alone instead of
 * checking every ticket of the period against the arms (docs/performance.md, issue 28).
 */
export function ticketScopeConditions(scope: TicketScope, ...ranges: SQL[]): SQL {
  const visible =
    scope.arms === undefined
      ? or(...ranges)
      : (or(
          ...scope.arms.flatMap((arm) =>
            ranges.length === 0 ? [arm] : ranges.map((range) => and(arm, range)),
          ),
        ) ?? sql`false`);
  return and(
    eq(tickets.isDeleted, sql`false`),
    ...dimensionConditions(scope.dimensions, {
      storeId: tickets.storeId,
      sourceId: tickets.sourceId,
      typeId: tickets.ticketTypeId,
      categoryId: tickets.ticketCategoryId,
      subCategoryId: tickets.ticketSubCategoryId,
      ruleSetId: tickets.ruleSetId,
    }),
    visible,
  ) as SQL;
}

/**
 * The scope's live tickets within one of the `ranges`, with only `columns`, as a FROM source
 * named `tickets` (so the figures' `tickets.*` columns read it). A viewer's whole stores are one
 * branch and the tickets they see elsewhere another, apart (store in them or not), joined by
 * UNION ALL: written as one OR, PostgreSQL reads every matching row from the table, while the
 * stores' branch alone reads the (store, timestamp) indexes' INCLUDE columns and no table page
 * (migration 0034, docs/performance.md, issue 28).
 */
export function scopedTickets(scope: TicketScope, columns: AnyColumn[], ...ranges: SQL[]): SQL {
  const list = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const stores = scope.wholeStoreIds ?? [];
  const branches =
    stores.length === 0 || scope.arms === undefined
      ? [scope]
      : [
          { dimensions: scope.dimensions, arms: [inArray(tickets.storeId, stores)] },
          ticketsOutsideWholeStores(scope, stores),
        ];
  const selects = branches.map(
    (branch) =>
      sql`select ${list} from ${tickets} where ${ticketScopeConditions(branch, ...ranges)}`,
  );
  return sql`(${sql.join(selects, sql` union all `)}) as ${tickets}`;
}

/** Only the store side of the filter is set: the per-store rollup holds the answer. */
export const isStoreSideOnly = (dimensions: ReportDimensions) =>
  !dimensions.sourceId &&
  !dimensions.typeId &&
  !dimensions.categoryId &&
  !dimensions.subCategoryId &&
  !dimensions.ruleSetId;

/** A per-store rollup's rows (`storeId`: its store column) of the store side of the filter. */
export function storeRollupScopeConditions(
  dimensions: ReportDimensions,
  storeId: AnyColumn,
  onlyStores?: string[],
): SQL[] {
  return [
    ...storeConditions(dimensions, storeId),
    onlyStores ? inArray(storeId, onlyStores) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The rollup rows of the dimensions (the rollup holds live tickets only). */
export function rollupScopeConditions(dimensions: ReportDimensions): SQL[] {
  return dimensionConditions(dimensions, {
    storeId: ticketReportDays.storeId,
    sourceId: ticketReportDays.sourceId,
    typeId: ticketReportDays.ticketTypeId,
    categoryId: ticketReportDays.ticketCategoryId,
    subCategoryId: ticketReportDays.ticketSubCategoryId,
    ruleSetId: ticketReportDays.ruleSetId,
  });
}

/** What the scope's other arms see outside the viewer's whole stores. */
export const ticketsOutsideWholeStores = (scope: TicketScope, storeIds: string[]): TicketScope => ({
  dimensions: scope.dimensions,
  arms: (scope.arms ?? []).map((arm) => and(arm, notInArray(tickets.storeId, storeIds)) as SQL),
});

export const inReporting = eq(tickets.isRemovedFromReporting, sql`false`);

/** The timestamp lies within the period's instants. */
export const within = (column: AnyColumn, period: PeriodBounds) =>
  sql`(${column} >= ${period.start} and ${column} < ${period.end})`;

/** Had an SLA: a length, and not removed from it (docs/domain.md §4). */
export const hasSla = sql`(${tickets.slaMinutes} is not null and not ${tickets.isRemovedFromSla})`;
/** Closed with time left where the clock stopped. */
export const keptSla = sql`coalesce(${tickets.slaDeadlineBm} - ${tickets.slaStoppedAtBm} >= 0, false)`;
