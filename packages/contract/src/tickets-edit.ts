import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { ZTicketEditStateFields } from './tickets-edit-state.ts';
import {
  type TTicketFormContext,
  type TTicketFormDraft,
  type TTicketFormError,
  validateTicketForm,
} from './tickets-form/rules.ts';
import { ZTicketFormInput } from './tickets-form/schemas.ts';

/**
 * ticket/UpdateTicket and ticket/DeleteTicket (docs/domain.md §13.3; who may edit: §13.1;
 * concurrency: §3 Concurrency).
 */
export const TICKET_EDIT_MESSAGES = {
  /** The toasts of a delete. */
  ticketDeleted: 'Bilet silindi',
  ticketDeleteFailed: 'Bilet silinirken hata meydana geldi',
  /** Closed tickets may be edited only by the profile role Admin. */
  closedOnlyAdmin:
    'Kapatılmış biletleri yalnızca Admin yetkisine sahip kullanıcılar düzenleyebilir.',
  /** Managers edit only tickets of breakdowns marked for managers. */
  managerOnlyManagerBreakdown:
    'Mağaza müdürleri yalnızca mağaza müdürlerine açık kırılımlardaki biletleri düzenleyebilir.',
  editForbidden: 'Bu bileti düzenleme yetkiniz bulunmuyor.',
  /** The ticket's customer is fixed; the edit form does not offer it. */
  customerChanged: 'Biletin müşterisi değiştirilemez.',
  /** Duplicate ticket check on update, for a user without Ticket.MultipleCreate. */
  multipleTicket: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık ya da son 24 saatte açılmış başka bir bileti var: #${ticketNo}. Bileti bu şekilde güncelleme yetkiniz bulunmuyor.`,
  /** The same, for a holder of Ticket.MultipleCreate, who may confirm and save. */
  multipleTicketWarning: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık ya da son 24 saatte açılmış başka bir bileti var: #${ticketNo}. Yine de güncellemek istiyor musunuz?`,
} as const;

/**
 * Field names of the update history: one line per changed field, "Kategori: Eski → Yeni",
 * with names, never ids (docs/domain.md §13.3 History).
 */
export const TICKET_FIELD_LABELS = {
  source: 'Kaynak',
  store: 'Mağaza',
  ticketType: 'Bilet tipi',
  ticketCategory: 'Kategori',
  ticketSubCategory: 'Alt kategori',
  ruleSet: 'Kural seti',
  storeView: 'Görüntüleyecek mağaza',
  description: 'Açıklama',
  device: 'Cihaz',
  deviceOs: 'İşletim sistemi',
  problem: 'Problem',
  cargoCompany: 'Kargo şirketi',
  deliveryType: 'Teslimat türü',
  orderNumber: 'Sipariş numarası',
  orderCancelling: 'Sipariş iptal sebebi',
  campaign: 'Kampanya',
  contract: 'Anlaşmalı şirket adı',
  products: 'Ürünler',
  isWaitingForProduct: 'Ürün bilgisi bekleniyor',
  currentWatsonsCardNo: 'Güncel sadakat kartı no',
  answers: 'Anket cevapları',
} as const;
export type TTicketField = keyof typeof TICKET_FIELD_LABELS;

/** How the history writes an empty value and the switches. */
export const HISTORY_VALUE_TEXTS = { empty: '-', yes: 'Evet', no: 'Hayır' } as const;

/**
 * ticket/UpdateTicket: the creation payload without the 'keep ticket open' switch, plus the row
 * version it was read at and the duplicate confirmation. `id` is the ticket's id; `customerId`
 * must be the ticket's own. Unknown keys (e.g. isNotClosed sent by a shared form) are dropped.
 * Status, sub-status, call result and customer voice keep creation's names but mean the state
 * the ticket moves to (docs/domain.md §13.3 Status); not sending them keeps it.
 */
export const ZUpdateTicketInput = ZTicketFormInput.omit({
  isNotClosed: true,
  callWrapUpId: true,
  customerVoiceId: true,
})
  .extend({
    /**
     * ZTicketDetail.version as the dialog read it (409 when the ticket changed since). Not a field
     * of the spec: a client that leaves it out is not checked.
     */
    version: z.number().int().optional(),
    /**
     * A holder of Ticket.MultipleCreate confirmed the duplicate warning of
     * checkMultipleTicketSameClient (sent with the ticket's `id`).
     */
    isMultipleConfirmed: z.boolean().default(false),
  })
  .extend(ZTicketEditStateFields);
export type TUpdateTicketInput = z.infer<typeof ZUpdateTicketInput>;
export type TUpdateTicketInputRaw = z.input<typeof ZUpdateTicketInput>;

/** The answer of UpdateTicket: the new version, for the next write from the same page. */
export const ZUpdatedTicket = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
});
export type TUpdatedTicket = z.infer<typeof ZUpdatedTicket>;
export const ZUpdateTicketResponse = envelopeOf(ZUpdatedTicket);
export type TUpdateTicketResponse = z.infer<typeof ZUpdateTicketResponse>;

/** ticket/DeleteTicket (soft delete, docs/domain.md §3 Soft delete). */
export const ZDeleteTicketRequest = z.object({ id: z.string().uuid() });
export type TDeleteTicketRequest = z.infer<typeof ZDeleteTicketRequest>;
export const ZDeleteTicketResponse = envelopeOf(ZUpdatedTicket);
export type TDeleteTicketResponse = z.infer<typeof ZDeleteTicketResponse>;

/** What the edit rules read besides the form: creation's context without closing and files. */
export type TTicketEditContext = Omit<
  TTicketFormContext,
  'isCaseClosed' | 'callWrapUp' | 'fileCount'
>;

/** The edit form's draft: creation's draft without the creation-only fields. */
export type TTicketEditDraft = Omit<
  TTicketFormDraft,
  'isNotClosed' | 'callWrapUpId' | 'customerVoiceId'
>;

/**
 * The rules of the edit form (docs/domain.md §13.3): the same as creation's
 * (`validateTicketForm`), except that an edit never closes the ticket and adds no files here.
 * Run by the dialog and again by ticket/UpdateTicket.
 */
export function validateTicketEdit(
  input: TTicketEditDraft,
  context: TTicketEditContext,
): TTicketFormError[] {
  return validateTicketForm(
    { ...input, isNotClosed: true, callWrapUpId: null, customerVoiceId: null },
    { ...context, isCaseClosed: false, callWrapUp: null, fileCount: 0 },
  );
}
