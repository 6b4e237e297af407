import {
  TICKET_NOTE_MESSAGES as M,
  type TCreateTicketNoteRequest,
  type TTicketNote,
} from '@ccms/contract/tickets-notes';
import type { CurrentUser } from '../../../platform/access.ts';
import { AppError, forbidden, notFound } from '../../../platform/errors.ts';
import type { Sealed } from '../../../platform/sealed-db.ts';
import { loadTicketAccess, loadTicketAuthority } from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { deactivateNote, findNote, insertNote, listActiveNotes } from './repository.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock'>>;

/**
 * ticket/createTicketNote: a note on a ticket the user can see (404 otherwise); managers, area
 * and region managers may not add notes (403, docs/domain.md §2). A note is not a change of the ticket,
 * so its version stays.
 */
export async function createTicketNote(
  deps: Deps,
  user: CurrentUser,
  request: TCreateTicketNoteRequest,
): Promise<TTicketNote> {
  const { authority } = await loadTicketAuthority(deps.db, user, request.ticketId);
  if (!authority.canAddNote) throw forbidden();
  const id = await insertNote(deps.db, {
    ticketId: request.ticketId,
    description: request.description,
    createdByUserId: user.id,
    createdAt: deps.clock.now(),
  });
  const [note] = await listActiveNotes(deps.db, request.ticketId, id);
  return note!;
}

/** ticket/GetTicketNotes: the active notes of a ticket the user can see, newest first. */
export async function getTicketNotes(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketNote[]> {
  await loadTicketAccess(deps.db, user, ticketId);
  return listActiveNotes(deps.db, ticketId);
}

/**
 * ticket/DeleteTicketNote: deactivates ('Pasife Çek') a note of a ticket the user can see. Only
 * the note's author or an Admin may: a note is someone's own record of what they did, and other
 * readers of the ticket should not make it disappear. An inactive note answers 404 like an
 * unknown one, since it is gone from the list.
 */
export async function deactivateTicketNote(
  deps: Deps,
  user: CurrentUser,
  noteId: string,
): Promise<{ id: string }> {
  const note = await findNote(deps.db, noteId);
  if (!note) throw notFound(M.noteNotFound);
  // A note of a ticket the user cannot see answers as an unknown note: its existence stays hidden.
  await loadTicketAccess(deps.db, user, note.ticketId).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound(M.noteNotFound) : error;
  });
  if (!note.isActive) throw notFound(M.noteNotFound);
  if (note.createdByUserId !== user.id && !user.permissions.has('Admin')) {
    throw forbidden(M.notNoteAuthor);
  }
  const deactivated = await deactivateNote(deps.db, noteId, {
    userId: user.id,
    at: deps.clock.now(),
  });
  if (!deactivated) throw notFound(M.noteNotFound);
  return { id: noteId };
}
