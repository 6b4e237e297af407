import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@ccms/contract/messages';
import { REFERENCE_ADMIN_MESSAGES as M } from '@ccms/contract/reference-admin/messages';
import type { ReferenceKind } from '@ccms/contract/reference-admin/schemas';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';

type NamedRow = { id: string; name: string };

/**
 * What the save flow needs of one kind of reference row (campaign, source, …): its queries and
 * its own rules. Rows are the contract's shapes, which are also what the audit log keeps.
 */
export type ReferenceRowStore<Row extends NamedRow> = {
  kind: ReferenceKind;
  /** Serialises the name writes of the kind until the transaction ends. */
  lockNames(tx: SealedDb): Promise<void>;
  /** Whether another row of the kind (deleted ones aside) has the name. */
  isNameTaken(tx: SealedDb, name: string, exceptId?: string): Promise<boolean>;
  /** Inserts the row unless its id is taken; null when it was. */
  insert(tx: SealedDb, row: Row): Promise<Row | null>;
  /** The row, locked for the transaction; null when unknown (or deleted). */
  lock(tx: SealedDb, id: string): Promise<Row | null>;
  update(tx: SealedDb, row: Row): Promise<Row>;
  /** The rules the row as it would be saved breaks (400); none when left out. */
  problems?(row: Row): string[];
};

/** The given fields of `change` over `row` (a field left out keeps its value). */
function merged<Row>(row: Row, change: Partial<Row>): Row {
  const given = Object.entries(change).filter(([, value]) => value !== undefined);
  return { ...row, ...Object.fromEntries(given) };
}

function refuseBroken<Row extends NamedRow>(store: ReferenceRowStore<Row>, row: Row) {
  const problems = store.problems?.(row) ?? [];
  if (problems.length > 0) throw badRequest(problems);
}

/**
 * Adds a reference row with a name no other row of its kind has (docs/domain.md §14.3), and its
 * audit entry, in one transaction. `build` makes the row from the request inside the transaction
 * (a source's place at the end of the list is counted there); a missing id is generated.
 */
export async function createReferenceRow<Row extends NamedRow>(
  db: SealedDb,
  user: CurrentUser,
  store: ReferenceRowStore<Row>,
  build: (tx: SealedDb, id: string) => Row | Promise<Row>,
  requestedId?: string,
): Promise<Written<Row>> {
  return inTransaction(db, async (tx) => {
    await store.lockNames(tx);
    const row = await build(tx, requestedId ?? randomUUID());
    refuseBroken(store, row);
    if (await store.isNameTaken(tx, row.name)) throw conflict(M.duplicateName[store.kind]);
    const saved = await store.insert(tx, row);
    if (!saved) throw conflict(M.idTaken);
    await recordAudit(tx, {
      user,
      entityType: store.kind,
      entityId: saved.id,
      entityLabel: saved.name,
      action: 'create',
      before: null,
      after: saved,
    });
    return { data: saved, messages: [MESSAGES.saved] };
  });
}

/**
 * Changes a reference row: the given fields over the stored ones. A new name is checked against
 * the kind's other rows; a save that changes nothing writes no audit entry. Tickets refer to the
 * row by id, so they show the new name and keep a deactivated row (docs/domain.md §14.3).
 */
export async function updateReferenceRow<Row extends NamedRow>(
  db: SealedDb,
  user: CurrentUser,
  store: ReferenceRowStore<Row>,
  change: Partial<Row> & NamedRow,
): Promise<Written<Row>> {
  return inTransaction(db, async (tx) => {
    await store.lockNames(tx);
    const before = await store.lock(tx, change.id);
    if (!before) throw notFound(M.notFound[store.kind]);
    const after = merged(before, change);
    refuseBroken(store, after);
    const sameName = (name: string) => name.trim().toLocaleLowerCase('tr-TR');
    const isRenamed = sameName(before.name) !== sameName(after.name);
    // Only a new name is checked: switching a row on or off never fails on its own name.
    if (isRenamed && (await store.isNameTaken(tx, after.name, after.id))) {
      throw conflict(M.duplicateName[store.kind]);
    }
    if (JSON.stringify(before) === JSON.stringify(after)) {
      return { data: before, messages: [MESSAGES.saved] };
    }
    const saved = await store.update(tx, after);
    await recordAudit(tx, {
      user,
      entityType: store.kind,
      entityId: saved.id,
      entityLabel: saved.name,
      action: 'update',
      before,
      after: saved,
    });
    return { data: saved, messages: [MESSAGES.saved] };
  });
}
