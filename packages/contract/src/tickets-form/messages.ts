/**
 * Turkish texts of the ticket creation form: the dialog shows them and ticket/createTicket
 * answers the same ones (docs/domain.md §11 Messages).
 */
export const TICKET_FORM_MESSAGES = {
  sourceRequired: 'Bir kaynak seçmelisiniz.',
  /** The store uses the same message as the source. */
  storeRequired: 'Bir kaynak seçmelisiniz.',
  typeRequired: 'Bilet tipi seçilmelidir..',
  categoryRequired: 'Bilet kategorisi seçilmelidir.',
  subCategoryRequired: 'Bilet alt kategorisi seçilmelidir.',
  subCategoryNotForStore: 'Bu alt kategori seçilen mağaza için kullanılamaz.',
  descriptionRequired: 'Bir açıklama yazmalısınız.',
  deviceRequired: 'Bir cihaz seçmelisiniz.',
  deviceOsRequired: 'Bir cihaz işletim sistemi seçmelisiniz.',
  deviceOsNotAllowed: 'İşletim sistemi yalnızca Mobile ve App cihazları için seçilebilir.',
  customerVoiceRequired: 'Bir müşteri sesi sonucu seçmelisiniz.',
  callWrapUpRequired: 'Bir çağrı sonucu seçmelisiniz.',
  deliveryTypeRequired: 'Teslimat türü seçimi zorunludur.',
  orderNumberRequired: 'Sipariş numarası zorunludur.',
  orderCancellingRequired: 'Sipariş iptal sebebi zorunludur.',
  campaignRequired: 'Kampanya seçiminin zorunlu olduğu bir kırılımdasınız.',
  contractRequired: 'Bu kampanya için anlaşmalı şirket adı yazmalısınız.',
  cargoCompanyRequired: 'Kargo şirketi seçimi zorunludur.',
  problemRequired: 'Problem zorunludur.',
  productCountRequired: 'Ürün adeti boş veya 0 olamaz.',
  productRequired: 'Bir ürün seçmelisiniz.',
  productWhileWaiting: 'Ürün seçmek için Ürün Bilgisi Bekleniyor bilgisini kaldırın.',
  productDuplicate: 'Aynı ürün birden fazla kez eklenemez.',
  surveyIncomplete: 'Anket sorularının tümünün cevaplanması zorunludur.',
  questionUnanswered: 'Anket soruları cevapsız bırakılamaz.',
  ivrDescriptionRequired: 'IVR açıklaması boş bırakılamaz.',
  cardNumberInvalid:
    'Kart numarası boş bırakılmalı ya da 13 haneli olmalı ve yalnızca rakam içermeli.',
  tooManyFiles: 'Bir bilete en fazla 5 dosya eklenebilir.',
  /** The red notice (10 s) when the chosen breakdown has no rule set or no active rule. */
  noRulesForBreakdown: 'Bu kategorilere ait kural bulunamadı.',
} as const;
