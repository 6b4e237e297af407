import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns most tables share. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
