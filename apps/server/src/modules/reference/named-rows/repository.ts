import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { customerVoices, deliveryTypes } from '../../../db/schema/index.ts';
import { hasSameName, lockNameWrites } from '../../../db/unique-names.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** The tables whose rows are only a name and an active switch; they share one shape. */
type NamedTable = typeof customerVoices;
const NAMED_TABLES = {
  customerVoice: customerVoices,
  deliveryType: deliveryTypes,
} as const satisfies Record<string, NamedTable>;
export type NamedKind = keyof typeof NAMED_TABLES;

const tableOf = (kind: NamedKind): NamedTable => NAMED_TABLES[kind];
const columnsOf = (table: NamedTable) => ({
  id: table.id,
  name: table.name,
  isActive: table.isActive,
});

/** Every row of the kind, active or not (sorted by the service, the Turkish way). */
export function findAllNamedRows(db: SealedDb, kind: NamedKind) {
  const table = tableOf(kind);
  return unsealed(db).select(columnsOf(table)).from(table);
}

export const lockNamedRowNames = (tx: SealedDb, kind: NamedKind) =>
  lockNameWrites(unsealed(tx), kind);

export async function isNamedRowNameTaken(
  db: SealedDb,
  kind: NamedKind,
  name: string,
  exceptId?: string,
) {
  const table = tableOf(kind);
  const [row] = await unsealed(db)
    .select({ id: table.id })
    .from(table)
    .where(and(hasSameName(table.name, name), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertNamedRow(tx: SealedDb, kind: NamedKind, row: TNamedAdminRow) {
  const table = tableOf(kind);
  const [saved] = await unsealed(tx)
    .insert(table)
    .values(row)
    .onConflictDoNothing({ target: table.id })
    .returning(columnsOf(table));
  return saved ?? null;
}

export async function lockNamedRow(tx: SealedDb, kind: NamedKind, id: string) {
  const table = tableOf(kind);
  const [row] = await unsealed(tx)
    .select(columnsOf(table))
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

export async function updateNamedRow(tx: SealedDb, kind: NamedKind, row: TNamedAdminRow) {
  const table = tableOf(kind);
  const [saved] = await unsealed(tx)
    .update(table)
    .set(row)
    .where(eq(table.id, row.id))
    .returning(columnsOf(table));
  return saved!;
}
