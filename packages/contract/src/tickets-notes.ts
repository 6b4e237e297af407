import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * The notes of a ticket (docs/domain.md §13.4; who may add one: §13.1): ticket/createTicketNote,
 * ticket/GetTicketNotes ({ id } of the ticket) and ticket/DeleteTicketNote ({ id } of the note),
 * which deactivates ('Pasife Çek') and never deletes.
 */
export const TICKET_NOTE_MESSAGES = {
  /** A note's text is required. */
  descriptionRequired: 'Bir açıklama yazmalısınız.',
  descriptionTooLong: (max: number) => `Not en fazla ${max} karakter olabilir.`,
  noteNotFound: 'Not bulunamadı.',
  /** Only its author or an Admin deactivates a note. */
  notNoteAuthor: 'Yalnızca notu yazan kullanıcı ya da yönetici notu pasife çekebilir.',
  /** Toasts of the notes section, shown for TICKET_NOTE_TOAST_SECONDS. */
  noteAdded: 'Not eklendi.',
  noteDeactivated: 'Not pasife çekildi.',
  deactivateConfirm: 'Notu pasife çekmek istediğinize emin misiniz?',
} as const;

/** The notes' toasts show for 4 seconds (docs/domain.md §13.4). */
export const TICKET_NOTE_TOAST_SECONDS = 4;
export const MAX_TICKET_NOTE_LENGTH = 4000;

/** A note as the detail page lists it (docs/domain.md §13.4). */
export const ZTicketNote = z.object({
  id: z.string().uuid(),
  ticketId: z.string().uuid(),
  description: z.string(),
  creatorUserFullName: z.string(),
  /** 1 retailer, 0 call-centre partner (selects the small icon). */
  creatorUserType: z.number().int(),
  createdDate: z.string(),
});
export type TTicketNote = z.infer<typeof ZTicketNote>;

/** ticket/createTicketNote. */
export const ZCreateTicketNoteRequest = z.object({
  ticketId: z.string().uuid(),
  description: z
    .string({ error: TICKET_NOTE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, TICKET_NOTE_MESSAGES.descriptionRequired)
    .max(MAX_TICKET_NOTE_LENGTH, TICKET_NOTE_MESSAGES.descriptionTooLong(MAX_TICKET_NOTE_LENGTH)),
});
export type TCreateTicketNoteRequest = z.infer<typeof ZCreateTicketNoteRequest>;
export const ZCreateTicketNoteResponse = envelopeOf(ZTicketNote);

/** ticket/GetTicketNotes: the active notes, newest first. */
export const ZTicketNotesResponse = z.array(ZTicketNote);

/** ticket/DeleteTicketNote's request: the id of the note to deactivate. */
export const ZNoteIdRequest = z.object({ id: z.string().uuid() }).describe("The note's id");

/** ticket/DeleteTicketNote: the deactivated note's id. */
export const ZDeactivateTicketNoteResponse = envelopeOf(z.object({ id: z.string().uuid() }));
