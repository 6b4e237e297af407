import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turkishTrigram } from '../turkish-lower.ts';
import { cities, counties } from './address.ts';
import { createdAt, id } from './columns.ts';
import { users } from './organisation.ts';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** 11 digits starting with 0. */
    phoneNumber: text().notNull(),
    birthDate: date({ mode: 'string' }),
    emailAddress: text(),
    cityId: integer().references(() => cities.id),
    countyId: integer().references(() => counties.id),
    addressDetail: text(),
    isActive: boolean().notNull().default(true),
    isFlag: boolean().notNull().default(false),
    flagDescription: text(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_phone_unique').on(t.phoneNumber),
    // Phone prefixes in the list filter (LIKE '05xx%') under any collation.
    index('customers_phone_pattern').on(t.phoneNumber.op('text_pattern_ops')),
    index().on(t.firstName, t.id),
    index().on(t.lastName, t.id),
    // The list orders `desc nulls last, id asc`: these serve the descending name sorts.
    index('customers_first_name_desc_id_index').on(t.firstName.desc().nullsLast(), t.id),
    index('customers_last_name_desc_id_index').on(t.lastName.desc().nullsLast(), t.id),
    index('customers_email_lower').on(sql`lower(${t.emailAddress})`),
    // `contains` filters of the customer list (platform/query-format) use these.
    index('customers_first_name_trgm').using('gin', turkishTrigram(t.firstName)),
    index('customers_last_name_trgm').using('gin', turkishTrigram(t.lastName)),
    index('customers_phone_trgm').using('gin', turkishTrigram(t.phoneNumber)),
    index('customers_email_trgm').using('gin', turkishTrigram(t.emailAddress)),
  ],
);

/**
 * How many customers there are per (isActive, isFlag), kept by triggers (migration
 * 0004_customer_counts), so the list's total without a text filter is not a count of a million
 * rows.
 */
export const customerCounts = pgTable(
  'customer_counts',
  {
    isActive: boolean().notNull(),
    isFlag: boolean().notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isActive, t.isFlag] })],
);

export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: id(),
    number: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    isActiveCard: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loyalty_cards_number_unique').on(t.number), index().on(t.customerId)],
);

export const callHistories = pgTable(
  'call_histories',
  {
    id: id(),
    ccmsIdent: text().notNull(),
    connectionId: text().notNull(),
    phoneNumber: text().notNull(),
    userId: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phoneNumber)],
);
