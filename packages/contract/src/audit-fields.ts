import { CALL_TYPES } from './hierarchy.ts';
import { CATEGORY_SET_SWITCH_TEXTS } from './hierarchy-admin/schemas.ts';
import { roleTypeName } from './organisation/rules.ts';
import { storeTypeName } from './organisation/stores.ts';
import { CAMPAIGN_TYPE_OPTIONS } from './reference-admin/schemas.ts';
import { FLOW_ACTION_LABELS } from './rule-sets.ts';

/**
 * The audit log's words for the fields of audited rows (docs/domain.md §14.5): every column of
 * every audited table has its Turkish name here (a server test keeps the list complete), and
 * coded values read as the screens that set them say them.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(CATEGORY_SET_SWITCH_TEXTS).map(([field, texts]) => [field, texts.title]),
  ),
  id: 'Kayıt kimliği',
  name: 'İsim',
  surname: 'Soyisim',
  userName: 'Kullanıcı adı',
  displayName: 'Görünen ad',
  value: 'Değer',
  code: 'Kod',
  type: 'Birim tipi',
  isActive: 'Aktif',
  isDeleted: 'Silinmiş',
  createdAt: 'Oluşturulma zamanı',
  typeId: 'Bilet tipi',
  categoryId: 'Bilet kategorisi',
  subCategoryId: 'Bilet alt kategorisi',
  typeName: 'Bilet tipi adı',
  categoryName: 'Bilet kategorisi adı',
  subCategoryName: 'Bilet alt kategorisi adı',
  ruleSetId: 'Kural seti',
  ruleSetName: 'Kural seti adı',
  sla: 'SLA süresi (saat)',
  isCaseClosed: 'Otomatik kapanış',
  isDeletedFromSLA: 'Sınırsız SLA',
  roleId: 'Rol',
  actionStatus: 'Yetki',
  callType: 'Çağrı tipi',
  script: 'Script',
  mailGroupId: 'Mail grubu',
  emailAddress: 'E-posta adresi',
  phoneNumber: 'Telefon numarası',
  address: 'Adres',
  cityId: 'İl',
  countyId: 'İlçe',
  ticketCategorySetId: 'Kırılım',
  isCrossOrder: 'Çapraz sipariş',
  isIvr: 'IVR',
  isOnlineShop: 'Online mağaza',
  isECommerce: 'E-ticaret birimi',
  isECommerceBackOffice: 'E-Ticaret Back Office',
  internalRoleIds: 'İç roller',
  extraUsers: 'Ek kullanıcılar',
  campaignType: 'Kampanya tipi',
  requiresContractCompany: 'Anlaşmalı firma gerekir',
  groupName: 'Grup adı',
  order: 'Sıra',
  isClosed: 'Kapanış sonucu',
  isProcess: 'İşlem sonucu',
  isCustomerVoiceNecessary: 'Müşterinin sesi gerekir',
  isSlaPaused: 'SLA durdurulur',
  revealsDiscountCode: 'İndirim kodu alanını açar',
  revealsMoneyPoint: 'Puan alanını açar',
  date: 'Tarih',
  isFullDay: 'Tam gün',
  isPublicHoliday: 'Resmi tatil',
  clockOffsetMinutes: 'SLA saatine eklenen dakika',
  importId: 'İçe aktarma',
  deletedAt: 'Silinme zamanı',
  fileName: 'Dosya',
  addedCount: 'Eklenen tatil sayısı',
  changedCount: 'Güncellenen kayıt sayısı',
  added: 'Eklenen tatiller',
  changed: 'Güncellenen tatiller',
  userType: 'Kullanıcı tipi',
  ccmsIdent: 'CCMS kimliği',
  positionIdent: 'Pozisyon kimliği',
  passwordHash: 'Parola',
  roleType: 'Rol tipi',
  userId: 'Kullanıcı',
  storeId: 'Birim',
  permission: 'Yetki',
  regionManagerName: 'Bölge müdürü adı',
  regionManagerSurname: 'Bölge müdürü soyadı',
  regionManagerEmail: 'Bölge müdürü e-postası',
  areaManagerName: 'Alan müdürü adı',
  areaManagerSurname: 'Alan müdürü soyadı',
  areaManagerEmail: 'Alan müdürü e-postası',
  unitManagerName: 'Birim müdürü adı',
  unitManagerSurname: 'Birim müdürü soyadı',
  unitManagerEmail: 'Birim müdürü e-postası',
  channel: 'Kanal',
  topic: 'Konu türü',
  dedupeKey: 'Tekrar anahtarı',
  ticketId: 'Bilet',
  recipients: 'Alıcılar',
  subject: 'Konu',
  body: 'İçerik',
  html: 'HTML içerik',
  state: 'Durum',
  failureReason: 'Hata nedeni',
  errors: 'Hatalar',
  attempts: 'Deneme sayısı',
  round: 'Deneme turu',
  jobId: 'İş kimliği',
  providerResponse: 'Sağlayıcı yanıtı',
  lastAttemptAt: 'Son deneme zamanı',
  sentAt: 'Gönderilme zamanı',
  kind: 'İçe aktarılan',
  fileKey: 'Dosya anahtarı',
  fileSize: 'Dosya boyutu (bayt)',
  bytesRead: 'Okunan bayt',
  rowsRead: 'Okunan satır',
  rowsApplied: 'Yazılan satır',
  newCount: 'Yeni kayıt sayısı',
  unchangedCount: 'Değişmeyen kayıt sayısı',
  refusedCount: 'Reddedilen satır sayısı',
  failureMessage: 'Okunamama nedeni',
  createdByUserId: 'Yükleyen',
  checkedAt: 'Kontrol zamanı',
  appliedByUserId: 'Uygulayan',
  appliedAt: 'Uygulanma zamanı',
  undoneByUserId: 'Geri alan',
  undoneAt: 'Geri alınma zamanı',
};

const optionText = (options: readonly { value: number; label: string }[], value: number) =>
  options.find((option) => option.value === value)?.label;

/** Coded values in words: a number alone ('0') says nothing to the reader of the log. */
const VALUE_TEXTS: Readonly<Record<string, (value: number) => string | undefined>> = {
  callType: (value) =>
    value === CALL_TYPES.inbound
      ? 'Inbound'
      : value === CALL_TYPES.eCommerce
        ? 'E-Commerce'
        : undefined,
  campaignType: (value) => optionText(CAMPAIGN_TYPE_OPTIONS, value),
  actionStatus: (value) => FLOW_ACTION_LABELS[value],
  roleType: roleTypeName,
  type: storeTypeName,
  userType: (value) => (value === 0 ? 'Çağrı Merkezi İş Ortağı' : 'Perakende'),
};

/** A field's value as the log shows it: its word where the field is coded, else undefined. */
export function auditValueText(field: string, value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined;
  return VALUE_TEXTS[field]?.(value);
}
