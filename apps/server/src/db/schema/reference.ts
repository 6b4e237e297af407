import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const sources = pgTable('sources', {
  id: id(),
  name: text().notNull(),
  /** 'Magaza' sources are the only ones store managers may pick; new ones get 'Genel'. */
  groupName: text().notNull().default('Genel'),
  order: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  isDeleted: boolean().notNull().default(false),
});

/** campaignType: 0 default, 1 application complaint; API: isOnlineShop (docs/domain.md §10). */
export const campaigns = pgTable('campaigns', {
  id: id(),
  name: text().notNull(),
  campaignType: integer().notNull().default(0),
  requiresContractCompany: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
});

export const callWrapUps = pgTable('call_wrap_ups', {
  id: id(),
  name: text().notNull(),
  isActive: boolean().notNull().default(true),
  isClosed: boolean().notNull().default(false),
  isProcess: boolean().notNull().default(false),
  isCustomerVoiceNecessary: boolean().notNull().default(false),
  isSlaPaused: boolean().notNull().default(false),
  /** Reveals the discount-code block in the activity form. */
  revealsDiscountCode: boolean().notNull().default(false),
  /** Reveals the points block in the activity form. */
  revealsMoneyPoint: boolean().notNull().default(false),
});

/** A look-up that is only a name and an active switch (one shape, so admin code serves both). */
const namedLookup = (tableName: string) =>
  pgTable(tableName, {
    id: id(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
  });

export const customerVoices = namedLookup('customer_voices');

export const cargoCompanies = pgTable('cargo_companies', {
  id: id(),
  companyName: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const deliveryTypes = namedLookup('delivery_types');

export const problems = pgTable('problems', {
  id: id(),
  problemContent: text().notNull(),
  problemType: integer().notNull().default(1),
  isActive: boolean().notNull().default(true),
});

export const orderCancellingContents = pgTable('order_cancelling_contents', {
  id: id(),
  description: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const ticketQuestions = pgTable('ticket_questions', {
  id: id(),
  description: text().notNull(),
  order: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

/**
 * One iCalendar import of holidays, so that it can be named and undone (docs/domain.md §14.6,
 * §20): its holidays carry its id.
 */
export const holidayImports = pgTable('holiday_imports', {
  id: id(),
  fileName: text().notNull(),
  createdAt: createdAt(),
  /** When an administrator undid it; its holidays were deleted then. */
  undoneAt: timestamp({ withTimezone: true }),
});

export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    name: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    isFullDay: boolean().notNull(),
    isPublicHoliday: boolean().notNull(),
    /**
     * Minutes the import that recorded this day after it had passed added to every instant of
     * the business clock, so the stored minutes of tickets created since need not move
     * (modules/sla/holiday-shift.ts `clockOffsetOf`). The clock adds them all up.
     */
    clockOffsetMinutes: doublePrecision().notNull().default(0),
    /** The import that added the holiday; null for one added by hand. */
    importId: uuid().references(() => holidayImports.id),
    /**
     * Deleted holidays stay as rows: the clock keeps adding their `clockOffsetMinutes` (and
     * skips their date), so the stored minutes of every ticket stay valid.
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.date)],
);
