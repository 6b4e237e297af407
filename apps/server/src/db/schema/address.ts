import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Provinces of Türkiye; id is the plate code. */
export const cities = pgTable('cities', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const counties = pgTable(
  'counties',
  {
    id: integer().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
  },
  (t) => [index().on(t.cityId)],
);
