import { splitFileName, type TTicketDocument } from '@ccms/contract/tickets-create';
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { pendingFiles, ticketDocuments, users } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

export async function countLiveDocuments(db: SealedDb, ticketId: string): Promise<number> {
  const [row] = await unsealed(db)
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketDocuments)
    .where(and(eq(ticketDocuments.ticketId, ticketId), eq(ticketDocuments.isDeleted, false)));
  return row?.count ?? 0;
}

export async function insertDocuments(
  db: SealedDb,
  rows: (typeof ticketDocuments.$inferInsert)[],
): Promise<string[]> {
  const inserted = await unsealed(db)
    .insert(ticketDocuments)
    .values(rows)
    .returning({ id: ticketDocuments.id });
  return inserted.map((row) => row.id);
}

/** The ticket's live documents, oldest first; with `ids`, only those. */
export async function listDocuments(
  db: SealedDb,
  ticketId: string,
  ids?: readonly string[],
): Promise<TTicketDocument[]> {
  const rows = await unsealed(db)
    .select({
      id: ticketDocuments.id,
      ticketId: ticketDocuments.ticketId,
      fileName: ticketDocuments.fileName,
      contentType: ticketDocuments.contentType,
      size: ticketDocuments.size,
      createdAt: ticketDocuments.createdAt,
      name: users.name,
      surname: users.surname,
    })
    .from(ticketDocuments)
    .innerJoin(users, eq(users.id, ticketDocuments.createdByUserId))
    .where(
      and(
        eq(ticketDocuments.ticketId, ticketId),
        eq(ticketDocuments.isDeleted, false),
        ids ? inArray(ticketDocuments.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(ticketDocuments.createdAt), asc(ticketDocuments.fileName));
  return rows.map(({ createdAt, name, surname, ...row }) => ({
    ...row,
    createdDate: createdAt.toISOString(),
    createdBy: `${name} ${surname}`,
    ...splitFileName(row.fileName),
    entityId: row.id,
  }));
}

export async function findDocument(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      ticketId: ticketDocuments.ticketId,
      storageKey: ticketDocuments.storageKey,
      fileName: ticketDocuments.fileName,
      contentType: ticketDocuments.contentType,
      size: ticketDocuments.size,
      isDeleted: ticketDocuments.isDeleted,
    })
    .from(ticketDocuments)
    .where(eq(ticketDocuments.id, id));
  return row ?? null;
}

/**
 * Marks a live document deleted (docs/domain.md §3: the row stays); answers its storage key, or null
 * when it was not live any more.
 */
export async function markDocumentDeleted(
  db: SealedDb,
  id: string,
  by: { userId: string; at: Date },
): Promise<string | null> {
  const [row] = await unsealed(db)
    .update(ticketDocuments)
    .set({ isDeleted: true, deletedByUserId: by.userId, deletedAt: by.at })
    .where(and(eq(ticketDocuments.id, id), eq(ticketDocuments.isDeleted, false)))
    .returning({ storageKey: ticketDocuments.storageKey });
  return row?.storageKey ?? null;
}

/** Marks every live document of a ticket deleted; answers their storage keys. */
export async function markTicketDocumentsDeleted(
  db: SealedDb,
  ticketId: string,
  by: { userId: string; at: Date },
): Promise<string[]> {
  const rows = await unsealed(db)
    .update(ticketDocuments)
    .set({ isDeleted: true, deletedByUserId: by.userId, deletedAt: by.at })
    .where(and(eq(ticketDocuments.ticketId, ticketId), eq(ticketDocuments.isDeleted, false)))
    .returning({ storageKey: ticketDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Records stored files no live document holds (yet, or any more). */
export async function insertPendingFiles(
  db: SealedDb,
  storageKeys: readonly string[],
  createdAt: Date,
) {
  if (storageKeys.length === 0) return;
  await unsealed(db)
    .insert(pendingFiles)
    .values(storageKeys.map((storageKey) => ({ storageKey, createdAt })))
    .onConflictDoNothing();
}

export async function deletePendingFiles(db: SealedDb, storageKeys: readonly string[]) {
  if (storageKeys.length === 0) return;
  await pendingFilesDeletion(db, storageKeys);
}

/** The delete of pending rows, not yet run: a caller may make it part of its own statement. */
export function pendingFilesDeletion(db: SealedDb, storageKeys: readonly string[]) {
  return unsealed(db)
    .delete(pendingFiles)
    .where(inArray(pendingFiles.storageKey, [...storageKeys]));
}

/**
 * Pending files recorded before `before`, oldest first; never the key of a live document (a
 * safeguard: committing a document deletes its pending row in the same transaction).
 */
export async function findPendingFilesBefore(
  db: SealedDb,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await unsealed(db)
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(
      and(
        lt(pendingFiles.createdAt, before),
        notExists(
          unsealed(db)
            .select({ one: sql`1` })
            .from(ticketDocuments)
            .where(
              and(
                eq(ticketDocuments.storageKey, pendingFiles.storageKey),
                eq(ticketDocuments.isDeleted, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(pendingFiles.createdAt))
    .limit(limit);
  return rows.map((row) => row.storageKey);
}
