/**
 * Turkish texts of the hierarchy and breakdown administration (docs/domain.md §14.1). The ones
 * in quotes in the spec are used as written; the rest ("message text: not shown") are ours.
 */
export const HIERARCHY_ADMIN_MESSAGES = {
  nameRequired: 'Bir isim yazmalısınız.',
  nameTooLong: (max: number) => `İsim en fazla ${max} karakter olabilir.`,
  duplicateName: {
    types: 'Bu isimde bir bilet tipi zaten tanımlı.',
    categories: 'Bu isimde bir bilet kategorisi zaten tanımlı.',
    subCategories: 'Bu isimde bir bilet alt kategorisi zaten tanımlı.',
  },
  levelNotFound: 'Kayıt bulunamadı.',
  /** An add whose client-generated id is already taken (a repeated request, say). */
  idTaken: 'Bu kayıt zaten eklenmiş.',
  /** The 'Kategori Setleri' dialog a level's active switch opens. */
  cascadeTitle: 'Kategori Setleri',
  cascadeActivate: 'Kategori setleride aktif edilecek devam etmek istiyor musun ?',
  cascadeDeactivate: 'Kategori setleride pasife alınacak devam etmek istiyor musun ?',
  cascadeNone: 'Bu kayda bağlı kategori seti yok.',
  /** Said after a level's save that moved breakdowns with it. */
  categorySetsTouched: (count: number, isActive: boolean) =>
    `${count} kategori seti ${isActive ? 'aktif edildi' : 'pasife alındı'}.`,

  typeRequired: 'Bir bilet tipi seçmelisiniz.',
  categoryRequired: 'Bir bilet kategorisi seçmelisiniz.',
  subCategoryRequired: 'Bir bilet alt kategorisi seçmelisiniz.',
  ruleSetRequired: 'Bir kural seti seçmelisiniz.',
  oneRuleSetOnly: 'Bir kırılımın yalnızca bir kural seti olabilir.',
  scriptTooLong: (max: number) => `Script en fazla ${max} karakter olabilir.`,
  duplicateBreakdown: 'Bu bilet tipi, kategori ve alt kategori ile tanımlı bir kırılım zaten var.',
  unknownLevel: 'Seçilen bilet tipi, kategori ya da alt kategori bulunamadı.',
  inactiveLevel:
    'Pasif bir bilet tipi, kategori ya da alt kategoriye bağlı kırılım aktif edilemez.',
  callTypeInvalid: 'Çağrı tipi Inbound ya da E-Commerce olmalıdır.',
  smsWithClosedRuleSet: 'Vaka kapatan kural setine bağlı kırılımlarda SMS açılamaz.',
  /** Said when a case-closing rule set given to a breakdown switched its SMS off. */
  smsTurnedOff: 'Yeni kural seti vaka kapattığı için kırılımın SMS gönderimi kapatıldı.',
  redAlarmWithAppreciation: 'Teşekkür maili açık olan kırılımlarda kırmızı alarm maili açılamaz.',
  editCategorySetsNeeded: 'Bu kırılım alanlarını değiştirmek için yetkiniz bulunmuyor.',
  mailGroupNotFound: 'Mail grubu bulunamadı.',
  callTypeConfirm: 'Çağrı tipini güncellemek istediğinize emin misiniz?',
  newBreakdownTitle: 'Yeni Kırılım',
  breakdownCreated: 'Kırılım eklendi.',

  /** An apply that finds a row's rule set, mail group or breakdown gone since the check. */
  importRowStale: (rowNumber: number) =>
    `Satır ${rowNumber}: dosya kontrol edildikten sonra kural seti, mail grubu ya da kırılım değişti; dosyayı yeniden yükleyin.`,

  mailRequired: 'Bir e-posta adresi yazmalısınız.',
  mailInvalid: 'Geçerli bir e-posta adresi yazmalısınız.',
  duplicateMail: 'Bu mail adresi zaten tanımlı.',
  mailSaveFailed: 'Mail adresi tanımlanırken bir hata meydana geldi.',
  mailDeleted: 'Mail adresi silindi.',
  mailDeleteFailed: 'Mail adresi silinirken bir hata oluştu.',
  mailDeleteConfirm: (email: string) => `${email} mail adresini silmek istediğinize emin misiniz?`,
  mailNotFound: 'Mail adresi bulunamadı.',
  mailGroupDialogTitle: (breakdown: string) =>
    `Mail Grubu Tanımlama - Kırılım: ${breakdown.toLocaleUpperCase('tr-TR')}`,
  mailGroupDialogText:
    'Kırılıma bir mail grubu atayabilir ya da yalnızca bu kırılıma özel mail adresleri tanımlayabilirsiniz.',
} as const;
