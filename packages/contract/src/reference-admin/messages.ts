/**
 * Turkish texts of the reference-data administration (docs/domain.md §14.3): campaigns, sources,
 * call wrap-ups, customer voices and delivery types. The spec shows no message for these tables
 * ("message text: not shown"), so each names its field in the user's words.
 */
export const REFERENCE_ADMIN_MESSAGES = {
  nameRequired: {
    campaign: 'Bir kampanya adı yazmalısınız.',
    source: 'Bir kaynak adı yazmalısınız.',
    callWrapUp: 'Bir çağrı sonucu adı yazmalısınız.',
    customerVoice: 'Bir müşteri sesi adı yazmalısınız.',
    deliveryType: 'Bir teslimat türü adı yazmalısınız.',
  },
  nameTooLong: (max: number) => `İsim en fazla ${max} karakter olabilir.`,
  duplicateName: {
    campaign: 'Bu isimde bir kampanya zaten tanımlı.',
    source: 'Bu isimde bir kaynak zaten tanımlı.',
    callWrapUp: 'Bu isimde bir çağrı sonucu zaten tanımlı.',
    customerVoice: 'Bu isimde bir müşteri sesi zaten tanımlı.',
    deliveryType: 'Bu isimde bir teslimat türü zaten tanımlı.',
  },
  notFound: {
    campaign: 'Kampanya bulunamadı.',
    source: 'Kaynak bulunamadı.',
    callWrapUp: 'Çağrı sonlandırma kaydı bulunamadı.',
    customerVoice: 'Müşteri sesi bulunamadı.',
    deliveryType: 'Teslimat türü bulunamadı.',
  },
  /** A create whose client-generated id is already taken (a repeated request, say). */
  idTaken: 'Bu kayıt zaten eklenmiş.',
  campaignTypeInvalid: 'Kampanya tipi Varsayılan ya da Uygulama Şikayeti olmalıdır.',
  groupNameRequired: 'Bir kaynak grubu yazmalısınız.',
  orderInvalid: 'Sıra 0 ya da daha büyük bir tam sayı olmalıdır.',
  /** The wrap-up's dependent switch (docs/domain.md §14.3 Wrap-up switch rule). */
  slaPauseNeedsProcess: "SLA durdurma yalnızca 'İşlemde' çağrı sonuçlarında açılabilir.",
} as const;

/** The titles, buttons and column names of the reference-data screens. */
export const REFERENCE_ADMIN_LABELS = {
  name: 'İsim',
  active: 'Aktif',
  campaigns: {
    title: 'Kampanyalar',
    newButton: 'Yeni Kampanya',
    type: 'Kampanya Tipi',
    contractCompany: 'Anlaşmalı Şirket',
  },
  sources: { title: 'Kaynaklar', newButton: 'Yeni Kaynak', group: 'Grup' },
  callWrapUps: {
    title: 'Çağrı Sonuçları',
    newButton: 'Çağrı Sonucu',
    isClosed: 'Kapalı',
    isProcess: 'İşlemde',
    isCustomerVoiceNecessary: 'Müşteri Sesi Görünür',
    isSlaPaused: 'SLA Durdurur',
    revealsDiscountCode: 'İndirim Kodu',
    revealsMoneyPoint: 'Puan',
    /** Why the SLA switch may be disabled. */
    slaPauseHint: "'SLA Durdurur' yalnızca 'İşlemde' çağrı sonuçlarında açılabilir.",
  },
  customerVoices: { title: 'Müşterinin Sesi', newButton: 'Müşterinin Sesi' },
  deliveryTypes: { title: 'Teslimat Türleri', newButton: 'Yeni Teslimat Türü' },
} as const;
