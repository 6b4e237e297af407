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

/**
 * Turkish letters outside ASCII, each written as the ASCII letter it follows and '~': under the
 * byte order of COLLATE "C", '~' sorts after every letter, so 'ç' comes after all of 'c' and
 * before 'd', and 'ı' before 'i'. Circumflex letters sort with their base letter.
 */
const AFTER_LETTER: [string, string][] = [
  ['ç', 'c~'],
  ['ğ', 'g~'],
  ['ı', 'h~'],
  ['ö', 'o~'],
  ['ş', 's~'],
  ['ü', 'u~'],
];

/**
 * A text column's key for Turkish alphabetical order ('Çanta' < 'Ödeme' < 'Şikayet' < 'Uygulama'
 * < 'Ürün'), case folded, the same on PostgreSQL and PGlite whatever their collation (PGlite has
 * no ICU). Order by it, then by the column itself so that case variants keep a fixed order
 * (docs/domain.md §15.1 Turkish order).
 */
export function turkishOrder(column: AnyColumn | SQL): SQL {
  let key = sql`translate(${turkishLower(sql`normalize(${column}, NFC)`)}, 'âîû', 'aiu')`;
  for (const [letter, written] of AFTER_LETTER) {
    key = sql`replace(${key}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${written}'`)})`;
  }
  return sql`${key} collate "C"`;
}
