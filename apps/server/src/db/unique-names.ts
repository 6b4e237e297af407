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

/** The column holds `name`, both trimmed and compared the Turkish way ('İSTANBUL' = 'istanbul'). */
export function hasSameName(column: AnyColumn, name: string): SQL {
  return sql`${turkishLower(sql`trim(${column})`)} = ${name.trim().toLocaleLowerCase('tr-TR')}`;
}
