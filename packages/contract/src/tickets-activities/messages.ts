/**
 * Turkish texts of the new-activity dialog, the inline edits of an activity and the server's
 * activity checks (docs/domain.md §13.2).
 */
export const ACTIVITY_MESSAGES = {
  callWrapUpNotAllowed: 'Çağrı sonucu seçme yetkiniz bulunmuyor.',
  // The dialog's messages (docs/domain.md §13.2 Dialog rules).
  descriptionRequired: 'Bir açıklama girmelisiniz.',
  statusRequired: 'Bir durum seçmelisiniz.',
  subStatusRequired: 'Bir alt durum seçmelisiniz.',
  /** A missing transfer target (the select's -1) shows the sub-status message. */
  transferRoleRequired: 'Bir alt durum seçmelisiniz.',
  callWrapUpRequired: 'Bir çağrı sonucu seçmelisiniz.',
  customerVoiceRequired: 'Bir müşteri sesi sonucu seçmelisiniz.',
  discountCodeRequired: 'İndirim kodu yazmalısınız.',
  discountCodeAmountInvalid: 'Geçerli bir indirim tutarı yazmalısınız.',
  moneyPointInvalid: 'Geçerli bir puan yazmalısınız.',
  moneyPointAmountInvalid: 'Geçerli bir puan tutarı yazmalısınız.',
  // The inline edits' messages (docs/domain.md §13.2 Inline edits).
  activityDescriptionEmpty: 'Aktivite açıklaması boş olamaz.',
  discountCodeEmpty: 'İndirim kodu boş olamaz.',
  discountCodeAmountInvalidInline: 'Geçerli bir indirim tutarı giriniz.',
  moneyPointEmpty: 'Puan boş olamaz.',
  moneyPointAmountInvalidInline: 'Geçerli bir puan tutarı giriniz.',
  /** Shown under the description; the same text as the creation form's (docs/domain.md §11). */
  personalDataWarning:
    'Açıklamaya müşterinin kişisel verilerini (T.C. kimlik numarası, kart bilgisi, adres, sağlık bilgisi vb.) yazmayınız.',
  /** The notice and the confirmation before forwarding to the e-commerce back office. */
  eCommerceTransferWarning:
    'Bileti E-Ticaret Back Office birimine yönlendiriyorsunuz. Bu birim yalnızca online mağaza siparişleriyle ilgili talepleri yanıtlar.',
  eCommerceTransferConfirm:
    'Bileti E-Ticaret Back Office birimine yönlendirmek istediğinize emin misiniz?',
  // Texts of the server's own checks.
  transitionRefused: 'Bilet mevcut durumundan seçilen duruma geçirilemez.',
  closedTicketNeedsActivityPlus: 'Kapatılmış bir bilete aktivite ekleme yetkiniz bulunmuyor.',
  cannotAddActivity: 'Bu bilete aktivite ekleme yetkiniz bulunmuyor.',
  backOfficeNotAllowed: 'Bu kırılımdaki biletler E-Ticaret Back Office birimine yönlendirilemez.',
  transferStoreRequired: 'Mağaza rolüne yönlendirmek için bir mağaza seçmelisiniz.',
  transferRoleNotFound: 'Yönlendirilecek rol bulunamadı.',
  transferRoleNotHeld:
    'Seçilen rol hiçbir birimde tanımlı olmadığı için bilet bu role yönlendirilemez.',
  transferStoreNotFound: 'Seçilen mağaza bulunamadı.',
  callWrapUpNotFound: 'Seçilen çağrı sonucu bulunamadı ya da aktif değil.',
  customerVoiceNotFound: 'Seçilen müşteri sesi bulunamadı ya da aktif değil.',
  activityNotFound: 'Aktivite bulunamadı.',
  nothingToUpdate: 'Değiştirilecek bir bilgi gönderilmedi.',
  callWrapUpNotForStatus: 'Bu aktivitenin durumunda çağrı sonucu seçilemez.',
  callWrapUpWrongKind:
    'Seçilen çağrı sonucu bu durum için kullanılamaz: İşlemde için işlemdeki, Kapatıldı için kapanış sonuçlarından biri seçilmelidir.',
} as const;
