import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { customers } from './customers.ts';
import {
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from './hierarchy.ts';
import { roles, stores, users } from './organisation.ts';
import { products } from './products.ts';
import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  sources,
  ticketQuestions,
} from './reference.ts';
import { ruleSets } from './rule-sets.ts';

const at = () => timestamp({ withTimezone: true });

/** The closed status, written as a literal: an index's predicate holds no parameter. */
const CLOSED = sql.raw(String(TICKET_STATUS.closed));

/** People read ticket numbers; gaps after a rolled-back creation are fine (docs/domain.md §3). */
export const ticketNoSequence = pgSequence('ticket_no_seq', { startWith: 100000 });

/**
 * A ticket. The SLA columns count in "business minutes" (modules/sla/business-clock.ts): a
 * clock that stands still on holidays, so that the remaining time of every ticket is
 * `slaDeadlineBm - coalesce(slaStoppedAtBm, now)` and lists can sort on stored columns.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid().primaryKey(),
    ticketNo: bigint({ mode: 'number' }).notNull().default(sql`nextval('ticket_no_seq')`),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    sourceId: uuid()
      .notNull()
      .references(() => sources.id),
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
    ticketCategorySetId: uuid()
      .notNull()
      .references(() => ticketCategorySets.id),
    ruleSetId: uuid().references(() => ruleSets.id),
    description: text().notNull(),
    device: text(),
    deviceOs: text(),
    problemId: uuid().references(() => problems.id),
    cargoCompanyId: uuid().references(() => cargoCompanies.id),
    deliveryTypeId: uuid().references(() => deliveryTypes.id),
    callWrapUpId: uuid().references(() => callWrapUps.id),
    customerVoiceId: uuid().references(() => customerVoices.id),
    storeViewId: uuid().references(() => stores.id),
    isNotClosed: boolean().notNull().default(false),
    isWaitingForProduct: boolean().notNull().default(false),
    currentWatsonsCardNo: text(),
    /** Consumer arbitration board: such a ticket flags its customer (docs/domain.md §6). */
    isThh: boolean().notNull().default(false),
    status: integer().notNull(),
    subStatus: integer().notNull(),
    /** The current flow: the role that owns the ticket and its responsible unit. */
    currentRoleId: uuid()
      .notNull()
      .references(() => roles.id),
    responsibleStoreId: uuid()
      .notNull()
      .references(() => stores.id),
    /** Who created it and in which (role, unit): 'Cevaplandı' hands the ticket back there. */
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    creatorRoleId: uuid().references(() => roles.id),
    creatorStoreId: uuid().references(() => stores.id),
    createdAt: createdAt(),
    updatedAt: at(),
    updatedByUserId: uuid().references(() => users.id),
    closedUserId: uuid().references(() => users.id),
    closedAt: at(),
    /** SLA in minutes, fixed at creation from the rule set; null = no SLA. */
    slaMinutes: integer(),
    /** The business minute at which the SLA runs out (shifted on every resume). */
    slaDeadlineBm: doublePrecision(),
    /** The business minute the clock stopped at (paused or closed); null while it runs. */
    slaStoppedAtBm: doublePrecision(),
    isRemovedFromSla: boolean().notNull().default(false),
    /**
     * The deadline an SLA-exceeded notice was queued for: a new overdue episode is an open,
     * running ticket past a deadline other than this one (docs/domain.md §5 SLA exceeded).
     */
    slaExceededNotifiedDeadlineBm: doublePrecision(),
    /** The 'from complaint' switch of the detail (UpdateComplaintInformation). */
    isFromComplaint: boolean().notNull().default(false),
    /** The detail's 'remove from reporting' switch (UpdateReportingInformation). */
    isRemovedFromReporting: boolean().notNull().default(false),
    /** Set by UpdateTicket: the lists' 'edited tickets' filter. */
    isEdited: boolean().notNull().default(false),
    /** The latest discount code and points an activity gave (list columns, docs/domain.md §12). */
    discountCode: text(),
    discountCodeAmount: doublePrecision(),
    moneyPoint: text(),
    moneyPointAmount: doublePrecision(),
    isDeleted: boolean().notNull().default(false),
    deletedByUserId: uuid().references(() => users.id),
    deletedAt: at(),
    /**
     * The first answer (docs/domain.md §25): when a user other than the creator first wrote an
     * activity, and how many business minutes of the SLA had run by then (null without SLA).
     */
    firstAnsweredAt: at(),
    firstAnswerConsumedMinutes: doublePrecision(),
    /**
     * Optimistic concurrency (docs/domain.md §3 Concurrency): every change of the ticket bumps
     * it; notes and files do not.
     */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex().on(t.ticketNo),
    index('tickets_customer_created').on(t.customerId, t.createdAt.desc()),
    index('tickets_customer_breakdown').on(
      t.customerId,
      t.ticketTypeId,
      t.ticketCategoryId,
      t.ticketSubCategoryId,
    ),
    // Who sees a ticket (tickets/access/visibility-repository.ts): one index per kind of arm. Migration 0015
    // adds INCLUDE columns to the three below, 0018 to the open one, 0019 to the customer one
    // (drizzle has no INCLUDE).
    index('tickets_current_flow').on(t.currentRoleId, t.responsibleStoreId),
    index('tickets_current_flow_open')
      .on(t.currentRoleId, t.responsibleStoreId)
      .where(sql`${t.status} <> ${CLOSED} and not ${t.isDeleted}`),
    index('tickets_store_rule_set').on(t.storeId, t.ruleSetId),
    // A rule set's SLA change re-times its open tickets (tickets/retiming/repository.ts): they
    // are found here rather than by reading every ticket.
    index('tickets_open_rule_set')
      .on(t.ruleSetId)
      .where(sql`${t.status} <> ${CLOSED} and not ${t.isDeleted}`),
    index('tickets_responsible_rule_set').on(t.responsibleStoreId, t.ruleSetId),
    // Date-range lists count live tickets from the index alone.
    index('tickets_live_created').on(t.createdAt).where(sql`not ${t.isDeleted}`),
    // Closed tickets' remaining SLA share is fixed: the lists' default order reads it here
    // (modules/tickets/lists/sla-order-repository.ts must use the very same expression).
    index('tickets_closed_sla_order')
      .on(
        sql`((${t.slaDeadlineBm} - ${t.slaStoppedAtBm}) * 100.0 / nullif(${t.slaMinutes}, 0)) asc nulls last`,
        t.ticketNo.desc(),
        t.id,
      )
      .where(sql`${t.status} = ${CLOSED} and not ${t.isDeleted}`),
    // Running tickets of one SLA length are in share order when in deadline order.
    index('tickets_running_sla_order')
      .on(t.slaMinutes, t.slaDeadlineBm, t.ticketNo.desc(), t.id)
      .where(sql`${t.status} <> ${CLOSED} and not ${t.isDeleted} and ${t.slaStoppedAtBm} is null`),
    // The few open tickets whose clock does not run (paused, no SLA), for the same merge.
    index('tickets_open_unclocked')
      .on(t.ticketNo.desc())
      .where(
        sql`${t.status} <> ${CLOSED} and not ${t.isDeleted} and (${t.slaStoppedAtBm} is not null or ${t.slaMinutes} is null)`,
      ),
    // The reports' closed and answered tickets of a period (docs/domain.md §25); migration 0033
    // adds INCLUDE columns to both, so the times are read from the index alone.
    index('tickets_live_closed')
      .on(t.closedAt)
      .where(sql`${t.status} = ${CLOSED} and not ${t.isDeleted}`),
    index('tickets_live_first_answered')
      .on(t.firstAnsweredAt)
      .where(sql`${t.firstAnsweredAt} is not null and not ${t.isDeleted}`),
    // A viewer's stores within a period: the reports AND each visibility arm with the period
    // (reports/scope-repository.ts), so a manager's stores read only their days. Migration 0034
    // adds INCLUDE columns to these three, so the reports read them from the index alone.
    index('tickets_live_store_created').on(t.storeId, t.createdAt).where(sql`not ${t.isDeleted}`),
    index('tickets_live_store_closed')
      .on(t.storeId, t.closedAt)
      .where(sql`${t.status} = ${CLOSED} and not ${t.isDeleted}`),
    // Open now in a manager's stores (the reports' SLA states and overdue counts).
    index('tickets_open_store')
      .on(t.storeId)
      .where(sql`${t.status} <> ${CLOSED} and not ${t.isDeleted}`),
    // The SLA-exceeded job looks only at open tickets whose clock runs.
    index('tickets_running_sla_deadline')
      .on(t.slaDeadlineBm)
      .where(sql`${t.status} <> ${CLOSED} and not ${t.isDeleted} and ${t.slaStoppedAtBm} is null`),
  ],
);

/**
 * Live (not deleted) tickets, open or closed, kept by triggers (migration 0010) in 16 shards per
 * kind so that concurrent creations rarely wait on the same counter row. Lists without filters
 * read their total here instead of counting a million rows.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    isOpen: boolean().notNull(),
    shard: integer().notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isOpen, t.shard] })],
);

/**
 * The same live totals per creation day (UTC), kept by the same triggers (migration 0017): a
 * date-range list adds up the whole days inside the range and counts only its two edge days.
 */
export const ticketDayCounts = pgTable(
  'ticket_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    isOpen: boolean().notNull(),
    shard: integer().notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.isOpen, t.shard] })],
);

export const ticketProducts = pgTable(
  'ticket_products',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    /** Copies of the catalogue row at the time, so later catalogue changes keep the ticket. */
    productName: text().notNull(),
    barcode: text().notNull(),
    wesCode: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.ticketId, t.productId)],
);

export const ticketOrders = pgTable('ticket_orders', {
  id: id(),
  ticketId: uuid()
    .notNull()
    .unique()
    .references(() => tickets.id),
  orderNumber: text(),
  orderCancellingId: uuid().references(() => orderCancellingContents.id),
});

export const ticketCampaigns = pgTable('ticket_campaigns', {
  id: id(),
  ticketId: uuid()
    .notNull()
    .unique()
    .references(() => tickets.id),
  campaignId: uuid()
    .notNull()
    .references(() => campaigns.id),
  /** The contract company name a `requiresContractCompany` campaign asks for. */
  contract: text(),
});

export const ticketAnswers = pgTable(
  'ticket_answers',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    questionId: uuid()
      .notNull()
      .references(() => ticketQuestions.id),
    state: boolean().notNull(),
    ivrDescription: text(),
  },
  (t) => [uniqueIndex().on(t.ticketId, t.questionId)],
);

/** A ticket's file, kept under `storageKey`, never its uploaded name (docs/domain.md §7). */
export const ticketDocuments = pgTable(
  'ticket_documents',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    isDeleted: boolean().notNull().default(false),
    deletedByUserId: uuid().references(() => users.id),
    deletedAt: at(),
  },
  (t) => [index().on(t.ticketId)],
);

/**
 * A stored ticket file that no live document row holds: written before its object is uploaded
 * and deleted in the transaction that inserts the document row, or written in the transaction
 * that deletes a document. The sweep job removes the objects of rows older than its grace
 * period, so a failed, rolled-back or killed write leaves no object behind (docs/domain.md §7).
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    storageKey: text().primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** An activity: a status change with its description, wrap-up and voice. */
export const ticketActivities = pgTable(
  'ticket_activities',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    status: integer().notNull(),
    subStatus: integer().notNull(),
    description: text(),
    callWrapUpId: uuid().references(() => callWrapUps.id),
    customerVoiceId: uuid().references(() => customerVoices.id),
    /** For 4 Yönlendir: the role (and unit) the ticket was handed to. */
    transferRoleId: uuid().references(() => roles.id),
    transferStoreId: uuid().references(() => stores.id),
    isSlaPaused: boolean().notNull().default(false),
    /** The discount-code and points blocks some closing wrap-ups reveal (docs/domain.md §13.2). */
    discountCode: text(),
    discountCodeAmount: doublePrecision(),
    discountCodeDescription: text(),
    moneyPoint: text(),
    moneyPointAmount: doublePrecision(),
    moneyPointDescription: text(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** Inline edits of the description, wrap-up, voice, discount or points (UpdateActivity). */
    updatedAt: at(),
    updatedByUserId: uuid().references(() => users.id),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

/**
 * A note on a ticket; 'Pasife Çek' deactivates it, notes are never deleted (docs/domain.md §13.4).
 */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    description: text().notNull(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    isActive: boolean().notNull().default(true),
    deactivatedByUserId: uuid().references(() => users.id),
    deactivatedAt: at(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

/** One changed field of an UpdateTicket ("Kategori: Eski → Yeni"), written in its transaction. */
export const ticketUpdateHistories = pgTable(
  'ticket_update_histories',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    description: text().notNull(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

/**
 * The activity flow: one row per owner (role + responsible unit) a ticket passes through;
 * `endedAt` is null for the current one. Time between start and end adds up per department.
 */
export const ticketFlows = pgTable(
  'ticket_flows',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    storeId: uuid()
      .notNull()
      .references(() => stores.id),
    activityId: uuid().references(() => ticketActivities.id),
    startedAt: at().notNull().defaultNow(),
    endedAt: at(),
  },
  (t) => [index().on(t.ticketId, t.startedAt), index().on(t.roleId, t.storeId, t.ticketId)],
);
