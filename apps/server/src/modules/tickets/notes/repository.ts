import type { TTicketNote } from '@ccms/contract/tickets-notes';
import { and, desc, eq } from 'drizzle-orm';
import { ticketNotes, users } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const noteColumns = {
  id: ticketNotes.id,
  ticketId: ticketNotes.ticketId,
  description: ticketNotes.description,
  createdAt: ticketNotes.createdAt,
  name: users.name,
  surname: users.surname,
  userType: users.userType,
};

type NoteRow = {
  id: string;
  ticketId: string;
  description: string;
  createdAt: Date;
  name: string;
  surname: string;
  userType: number;
};

const toNote = ({ createdAt, name, surname, userType, ...row }: NoteRow): TTicketNote => ({
  ...row,
  creatorUserFullName: `${name} ${surname}`,
  creatorUserType: userType,
  createdDate: createdAt.toISOString(),
});

export async function insertNote(
  db: SealedDb,
  note: { ticketId: string; description: string; createdByUserId: string; createdAt: Date },
): Promise<string> {
  const [row] = await unsealed(db)
    .insert(ticketNotes)
    .values(note)
    .returning({ id: ticketNotes.id });
  return row!.id;
}

/** The ticket's active notes, newest first; with `noteId`, only that one. */
export async function listActiveNotes(
  db: SealedDb,
  ticketId: string,
  noteId?: string,
): Promise<TTicketNote[]> {
  const rows = await unsealed(db)
    .select(noteColumns)
    .from(ticketNotes)
    .innerJoin(users, eq(users.id, ticketNotes.createdByUserId))
    .where(
      and(
        eq(ticketNotes.ticketId, ticketId),
        eq(ticketNotes.isActive, true),
        noteId ? eq(ticketNotes.id, noteId) : undefined,
      ),
    )
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
  return rows.map(toNote);
}

/** What deactivating a note needs to know about it. */
export async function findNote(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      ticketId: ticketNotes.ticketId,
      createdByUserId: ticketNotes.createdByUserId,
      isActive: ticketNotes.isActive,
    })
    .from(ticketNotes)
    .where(eq(ticketNotes.id, id));
  return row ?? null;
}

/** Deactivates an active note (docs/domain.md §3: never deleted); false when it was not active. */
export async function deactivateNote(
  db: SealedDb,
  id: string,
  by: { userId: string; at: Date },
): Promise<boolean> {
  const rows = await unsealed(db)
    .update(ticketNotes)
    .set({ isActive: false, deactivatedByUserId: by.userId, deactivatedAt: by.at })
    .where(and(eq(ticketNotes.id, id), eq(ticketNotes.isActive, true)))
    .returning({ id: ticketNotes.id });
  return rows.length > 0;
}
