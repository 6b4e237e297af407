import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db.ts';
import { turkishLower } from './turkish-lower.ts';

/**
 * Serialises the name writes of one table (`scope`) until the transaction ends. Names that must
 * be unique case-insensitively the Turkish way cannot be held by an index, so two adds of the
 * same name must not both pass the check.
 */
export async function lockNameWrites(tx: Executor, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unique-names:${scope}`}))`);
}

/**
 * A name as uniqueness compares it: Unicode NFKC (an 'I' with a combining dot is 'İ', a
 * full-width 'Ａ' is 'A'), spaces at the ends dropped, lower case the Turkish way
 * (docs/domain.md §15.1 Names compared).
 */
export function comparableName(name: string): string {
  return name.normalize('NFKC').trim().toLocaleLowerCase('tr-TR');
}

/** The column holds `name`, both compared as comparableName does ('İSTANBUL' = 'istanbul'). */
export function hasSameName(column: AnyColumn, name: string): SQL {
  return sql`${turkishLower(sql`trim(normalize(${column}, NFKC))`)} = ${comparableName(name)}`;
}

/**
 * A SQL text as comparableName makes a name comparable: equal keys are the same name, and an
 * equality on keys can be a hash join.
 */
export function comparableNameSql(text: SQL): SQL {
  return turkishLower(sql`trim(normalize(${text}, NFKC))`);
}
