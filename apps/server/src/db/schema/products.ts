import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { turkishTrigram } from '../turkish-lower.ts';
import { id } from './columns.ts';

/** The product catalogue agents pick from. */
export const products = pgTable(
  'products',
  {
    id: id(),
    wesCode: text().notNull().unique(),
    barcodeNo: text().notNull(),
    name: text().notNull(),
    brandDescription: text().notNull(),
    groupName: text().notNull(),
    subKindName: text().notNull(),
    marketingName: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    index().on(t.brandDescription, t.groupName, t.name),
    index().on(t.barcodeNo),
    // The product picker's `contains` search by name and brand.
    index('products_name_trgm').using('gin', turkishTrigram(t.name)),
    index('products_brand_trgm').using('gin', turkishTrigram(t.brandDescription)),
  ],
);
