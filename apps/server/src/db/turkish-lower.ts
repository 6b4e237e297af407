import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Folds Turkish letters to lower case in SQL the way `toLocaleLowerCase('tr-TR')` does in
 * JavaScript, so 'İSTANBUL' finds 'İstanbul' whatever the database collation. Trigram indexes
 * are built on exactly this expression (db/schema), so `contains` filters can use them.
 */
export function turkishLower(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, 'İIŞĞÜÖÇ', 'iışğüöç'))`;
}

/** A GIN trigram index expression over turkishLower(column). */
export function turkishTrigram(column: AnyColumn): SQL {
  return sql`${turkishLower(column)} gin_trgm_ops`;
}
