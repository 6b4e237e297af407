import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turkishTrigram } from '../turkish-lower.ts';
import { cities, counties } from './address.ts';
import { createdAt, id } from './columns.ts';
import { users } from './org.ts';

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
    index().on(t.firstName, t.id),
    index().on(t.lastName, t.id),
    index('customers_email_lower').on(sql`lower(${t.emailAddress})`),
    // `contains` filters of the customer list (platform/query-format) use these.
    index('customers_first_name_trgm').using('gin', turkishTrigram(t.firstName)),
    index('customers_last_name_trgm').using('gin', turkishTrigram(t.lastName)),
    index('customers_phone_trgm').using('gin', turkishTrigram(t.phoneNumber)),
    index('customers_email_trgm').using('gin', turkishTrigram(t.emailAddress)),
  ],
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
