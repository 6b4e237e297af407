import {
  bigint,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ticketCategories, ticketSubCategories, ticketTypes } from './hierarchy.ts';
import { stores } from './organisation.ts';
import { sources } from './reference.ts';
import { ruleSets } from './rule-sets.ts';

const count = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The reports' per-day rollup (docs/domain.md §25): live tickets counted per business day
 * (Europe/Istanbul) and the dimensions the report filter names. Kept by statement triggers on
 * `tickets` (migration 0032) in the transaction of every ticket change; nothing writes it from
 * code. The breakdown is keyed by type, category and sub-category (the tickets' own columns,
 * which the list filters read too), not by the category set whose ids could be edited apart.
 */
export const ticketReportDays = pgTable(
  'ticket_report_days',
  {
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id),
    ticketTypeId: uuid()
      .notNull()
      .references(() => ticketTypes.id),
    ticketCategoryId: uuid()
      .notNull()
      .references(() => ticketCategories.id),
    ticketSubCategoryId: uuid()
      .notNull()
      .references(() => ticketSubCategories.id),
    sourceId: uuid()
      .notNull()
      .references(() => sources.id),
    ruleSetId: uuid().references(() => ruleSets.id),
    /** Created that day, in reporting. */
    opened: count(),
    /** Closed that day, in reporting; of them with an SLA; of those with time left. */
    closed: count(),
    closedWithSla: count(),
    closedWithinSla: count(),
    /** Created that day and switched out of reporting. */
    leftOut: count(),
  },
  (t) => [
    unique('ticket_report_days_key')
      .on(
        t.day,
        t.storeId,
        t.ticketTypeId,
        t.ticketCategoryId,
        t.ticketSubCategoryId,
        t.sourceId,
        t.ruleSetId,
      )
      .nullsNotDistinct(),
    // A store's days (store, area and region reports, the heat map).
    index('ticket_report_days_store_day').on(t.storeId, t.day),
  ],
);

/**
 * The same counts per business day and store only (migration 0033), kept by the same trigger:
 * the rollup above has nearly a row per ticket at a chain's size (seven dimensions a day), so a
 * report without a source, breakdown or rule-set filter adds up these few rows instead.
 */
export const ticketReportStoreDays = pgTable(
  'ticket_report_store_days',
  {
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id),
    opened: count(),
    closed: count(),
    closedWithSla: count(),
    closedWithinSla: count(),
    leftOut: count(),
  },
  (t) => [primaryKey({ columns: [t.day, t.storeId] })],
);

/**
 * The same counts per business day and breakdown only (migration 0033), kept by the same
 * trigger: the top breakdowns of a report with no store, source or rule-set filter.
 */
export const ticketReportBreakdownDays = pgTable(
  'ticket_report_breakdown_days',
  {
    day: date({ mode: 'string' }).notNull(),
    ticketTypeId: uuid()
      .notNull()
      .references(() => ticketTypes.id),
    ticketCategoryId: uuid()
      .notNull()
      .references(() => ticketCategories.id),
    ticketSubCategoryId: uuid()
      .notNull()
      .references(() => ticketSubCategories.id),
    opened: count(),
    closed: count(),
    closedWithSla: count(),
    closedWithinSla: count(),
    leftOut: count(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.ticketTypeId, t.ticketCategoryId, t.ticketSubCategoryId] }),
  ],
);

/** Seconds summed exactly: adding and taking away the same spans leaves no rounding behind. */
const seconds = () => numeric({ mode: 'number' }).notNull().default(0);

/**
 * Time per unit (migration 0034, docs/domain.md §25): per business day of the tickets' creation,
 * their store and a unit that held them (a flow's responsible unit), how many tickets the unit
 * held, the seconds of its ended spans, and its open spans as a count and the sum of their
 * starts, so that a report adds `openSpans × now − openStartedSeconds` and needs no flow row.
 * Kept by statement triggers on `ticket_flows` and `tickets` in the change's transaction.
 */
export const ticketReportUnitDays = pgTable(
  'ticket_report_unit_days',
  {
    day: date({ mode: 'string' }).notNull(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id),
    unitId: uuid()
      .notNull()
      .references(() => stores.id),
    tickets: count(),
    endedSeconds: seconds(),
    openSpans: count(),
    openStartedSeconds: seconds(),
  },
  (t) => [primaryKey({ columns: [t.day, t.storeId, t.unitId] })],
);
