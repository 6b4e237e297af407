import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * ticket/createTicket, ticket/checkMultipleTicketSameClient and the documents calls
 * (docs/domain.md §11, §7). The ticket payload itself is `ZTicketFormInput` in
 * tickets-form/schemas.ts.
 */
export const TICKET_CREATE_MESSAGES = {
  ticketPartMissing: "Bilet bilgisi 'ticket' alanında JSON olarak gönderilmelidir.",
  ticketPartInvalid: "'ticket' alanı geçerli bir JSON değil.",
  customerNotFound: 'Müşteri bulunamadı.',
  customerInactive: 'Pasif bir müşteri için bilet açılamaz.',
  sourceNotFound: 'Seçilen kaynak bulunamadı.',
  sourceNotForManager: "Mağaza yöneticileri yalnızca 'Magaza' grubundaki kaynakları seçebilir.",
  storeNotFound: 'Seçilen mağaza bulunamadı.',
  categorySetNotFound: 'Seçilen kırılım için etkin bir bilet kategori seti bulunamadı.',
  categorySetNotForManager: 'Bu kırılımda mağaza yöneticileri bilet açamaz.',
  ruleSetMismatch: 'Kural seti seçilen kırılıma ait değil.',
  ruleSetWithoutWriteFlow:
    'Kırılımın kural setinde bileti üstlenecek bir yazma rolü tanımlı değil.',
  unknownReference: 'Seçilen kayıtlardan biri bulunamadı ya da pasif.',
  fileTooLarge: (name: string, maxMb: number) => `'${name}' dosyası ${maxMb} MB sınırını aşıyor.`,
  fileTypeNotAllowed: (name: string) =>
    `'${name}' dosyasının türü desteklenmiyor. Resim, PDF, Office, metin ve e-posta dosyaları yüklenebilir.`,
  fileEmpty: (name: string) => `'${name}' dosyası boş.`,
  multipleTicket: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık ya da son 24 saatte açılmış bir bileti var: #${ticketNo}. Aynı müşteri için tekrarlı bilet açma yetkiniz bulunmuyor.`,
  multipleTicketWarning: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık ya da son 24 saatte açılmış bir bileti var: #${ticketNo}.`,
  documentNotFound: 'Dosya bulunamadı.',
  ticketAlreadyExists: 'Bu bilet zaten kaydedildi.',
  ticketIdRequired: "Dosyaların ekleneceği bilet 'ticketId' alanında gönderilmelidir.",
} as const;

/** Files of one creation (docs/domain.md §7); the size limit is a server setting, 10 MB default. */
export const DEFAULT_MAX_FILE_MB = 10;
/** What the file picker offers; the server checks the content, not this list. */
export const ACCEPTED_FILE_EXTENSIONS =
  '.jpg,.jpeg,.png,.gif,.webp,.bmp,.tif,.tiff,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv,.eml,.msg';

/** The answer of ticket/createTicket: the new ticket's id and number. */
export const ZCreatedTicket = z.object({
  id: z.string().uuid(),
  ticketNo: z.number().int(),
  status: z.number().int(),
  subStatus: z.number().int(),
});
export type TCreatedTicket = z.infer<typeof ZCreatedTicket>;
export const ZCreateTicketResponse = envelopeOf(ZCreatedTicket);

/**
 * ticket/checkMultipleTicketSameClient takes the ticket; only these fields matter. On update the
 * dialog sends the edited ticket's `id` too: that ticket is not a duplicate of itself.
 */
export const ZCheckMultipleTicketRequest = z.object({
  id: z.string().uuid().optional(),
  customerId: z.string().uuid(),
  ticketTypeId: z.string().uuid(),
  ticketCategoryId: z.string().uuid(),
  ticketSubCategoryId: z.string().uuid(),
});
export type TCheckMultipleTicketRequest = z.infer<typeof ZCheckMultipleTicketRequest>;
export const ZCheckMultipleTicketResponse = z.object({
  isMultiple: z.boolean(),
  /** The server's text: a warning for Ticket.MultipleCreate holders, a refusal for others. */
  message: z.string().nullable(),
  /** Whether this user may still create the ticket after confirming. */
  canCreate: z.boolean(),
});
export type TCheckMultipleTicketResponse = z.infer<typeof ZCheckMultipleTicketResponse>;

/**
 * A stored file of a ticket (docs/domain.md §7). `name`, `extension` and `entityId` are the
 * spec's names: `name` + `extension` is `fileName` ('rapor' + '.pdf'), `entityId` is `id`, the
 * id ticket/DeleteDocumentOfTicket takes.
 */
export const ZTicketDocument = z.object({
  id: z.string().uuid(),
  ticketId: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string(),
  name: z.string(),
  extension: z.string(),
  entityId: z.string().uuid(),
});
export type TTicketDocument = z.infer<typeof ZTicketDocument>;
export const ZUploadDocumentsResponse = envelopeOf(z.array(ZTicketDocument));

/**
 * A file name split as the spec's document carries it: the name without its extension and the
 * extension with its dot ('rapor.pdf' → 'rapor', '.pdf'; no dot or only a leading one: none).
 */
export function splitFileName(fileName: string): { name: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return { name: fileName, extension: '' };
  return { name: fileName.slice(0, dot), extension: fileName.slice(dot) };
}

/** documents/download?id and documents/blob?ticketId&blobId. */
export const ZDocumentDownloadQuery = z.object({ id: z.string().uuid() });
export const ZDocumentBlobQuery = z.object({
  ticketId: z.string().uuid(),
  blobId: z.string().uuid(),
});
