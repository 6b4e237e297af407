import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { ZTicketDocument } from './tickets-create.ts';

/**
 * The ticket's files, the reporting / complaint switches and the mails by hand (docs/domain.md
 * §13.5, §13.6, §13.7). The payload names are the spec's, capitals included. A file is a
 * `ZTicketDocument` (tickets-create.ts); CreateTicketBlobs/{ticketId} answers
 * `ZUploadDocumentsResponse` (tickets-create.ts), success on HTTP 200.
 */
export const TICKET_FILE_MESSAGES = {
  /** The toasts of the files section. */
  uploadSuccess: 'İşlem başarılı.',
  filesDeleted: 'Dosyalar başarıyla silindi.',
  fileDeleted: 'Dosya başarıyla silindi.',
  filesDeleteFailed: 'Dosyalar silinirken bir hata oluştu.',
  fileDeleteFailed: 'Dosya silinirken bir hata oluştu.',
  /** Confirmations asked before deleting. */
  deleteFileConfirm: (fileName: string) =>
    `'${fileName}' dosyasını silmek istediğinize emin misiniz?`,
  deleteAllFilesConfirm: 'Biletin tüm dosyalarını silmek istediğinize emin misiniz?',
  noFiles: 'Dosya seçmelisiniz.',
  /** DeleteDocumentOfTicket without the document's id, or with two different ones. */
  documentIdMissing: "Silinecek dosyanın kimliği 'entityId' alanında gönderilmelidir.",
  documentIdsDiffer: "'entityId' ve 'id' alanları aynı dosyayı göstermelidir.",
  /** A download's Range header past the file's end (416). */
  rangeNotSatisfiable: 'İstenen dosya bölümü (Range) bu dosyada bulunmuyor.',
} as const;

export const TICKET_FLAG_MESSAGES = {
  /** Confirmations before a switch changes; cancelling reverts it (docs/domain.md §13.6). */
  removeFromReportingConfirm: 'Bileti raporlamadan çıkarmak istediğinize emin misiniz?',
  addToReportingConfirm: 'Bileti raporlamaya dahil etmek istediğinize emin misiniz?',
  markComplaintConfirm: 'Bileti şikayetten gelen olarak işaretlemek istediğinize emin misiniz?',
  unmarkComplaintConfirm: 'Biletin şikayetten gelen işaretini kaldırmak istediğinize emin misiniz?',
} as const;

export const TICKET_MAIL_MESSAGES = {
  /** How many mails went into the outbox. */
  queued: (count: number) =>
    count === 0
      ? 'Gönderilecek yeni bir e-posta yok.'
      : `${count} e-posta gönderim için sıraya alındı.`,
  /** The breakdown has no mail group nor addresses of its own. */
  noRecipients: 'Bu kırılım için tanımlı bir mail grubu ya da mail adresi bulunmuyor.',
} as const;

/** ticket/GetDocumentsOfTicket ({ id } of the ticket): its live files, oldest first. */
export const ZDocumentsOfTicketResponse = z.array(ZTicketDocument);

/**
 * ticket/DeleteDocumentOfTicket: the document's id, as the spec's `entityId` or as `id` (what
 * our browser sends); when both come they must agree.
 */
export const ZDeleteDocumentOfTicketRequest = z
  .object({ entityId: z.string().uuid().optional(), id: z.string().uuid().optional() })
  .refine((request) => request.entityId !== undefined || request.id !== undefined, {
    message: TICKET_FILE_MESSAGES.documentIdMissing,
    path: ['entityId'],
  })
  .refine(
    (request) =>
      request.entityId === undefined || request.id === undefined || request.entityId === request.id,
    { message: TICKET_FILE_MESSAGES.documentIdsDiffer, path: ['entityId'] },
  )
  .transform((request) => ({ id: (request.entityId ?? request.id) as string }));
export type TDeleteDocumentOfTicketRequest = z.infer<typeof ZDeleteDocumentOfTicketRequest>;
export const ZDeleteDocumentOfTicketResponse = envelopeOf(z.object({ id: z.string().uuid() }));

/** ticket/DeleteAllDocumentOfTicket: the ticket's id. */
export const ZDeleteAllDocumentOfTicketRequest = z.object({ id: z.string().uuid() });
export type TDeleteAllDocumentOfTicketRequest = z.infer<typeof ZDeleteAllDocumentOfTicketRequest>;
export const ZDeleteAllDocumentOfTicketResponse = envelopeOf(
  z.object({ deletedCount: z.number().int() }),
);

/** CreateTicketBlobs/{ticketId}: the path parameter. */
export const ZCreateTicketBlobsParams = z.object({ ticketId: z.string().uuid() });

/**
 * The flags after a switch, with the ticket's new version so the page can keep writing without
 * reloading.
 */
export const ZTicketFlags = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  removedReporting: z.boolean(),
  isFromComplaint: z.boolean(),
});
export type TTicketFlags = z.infer<typeof ZTicketFlags>;
export const ZTicketFlagsResponse = envelopeOf(ZTicketFlags);

/**
 * ticket/UpdateReportingInformation (permission Ticket.CanEditReporting): IsReporting false
 * removes the ticket from reporting. `version`, when sent, must be the current one (409).
 */
export const ZUpdateReportingRequest = z.object({
  Id: z.string().uuid(),
  IsReporting: z.boolean(),
  version: z.number().int().optional(),
});
export type TUpdateReportingRequest = z.infer<typeof ZUpdateReportingRequest>;

/** ticket/UpdateComplaintInformation (whoever may edit the ticket). */
export const ZUpdateComplaintRequest = z.object({
  Id: z.string().uuid(),
  IsFromComplaint: z.boolean(),
  version: z.number().int().optional(),
});
export type TUpdateComplaintRequest = z.infer<typeof ZUpdateComplaintRequest>;

/** GET ticket/SendNotificationmail?ticketId. */
export const ZSendNotificationMailQuery = z.object({ ticketId: z.string().uuid() });
export type TSendNotificationMailQuery = z.infer<typeof ZSendNotificationMailQuery>;

/** GET ticket/SendSlaExceedNotificationmail (Ticket.AllTickets), optionally for one ticket. */
export const ZSendSlaExceedNotificationMailQuery = z.object({
  ticketId: z.string().uuid().optional(),
});
export type TSendSlaExceedNotificationMailQuery = z.infer<
  typeof ZSendSlaExceedNotificationMailQuery
>;

/** Both mail calls answer how many messages went into the outbox (0: already queued). */
export const ZQueuedMails = z.object({ queuedCount: z.number().int() });
export type TQueuedMails = z.infer<typeof ZQueuedMails>;
export const ZQueuedMailsResponse = envelopeOf(ZQueuedMails);
