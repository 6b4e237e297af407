/**
 * Turkish texts of the users, roles and stores administration (docs/domain.md §14.4). The ones
 * the spec quotes are used as written; the rest ("message text: not shown") are ours.
 */
export const ORGANISATION_MESSAGES = {
  nameRequired: 'Bir isim yazmalısınız.',
  surnameRequired: 'Bir soyisim yazmalısınız.',
  emailRequired: 'Bir e-posta adresi yazmalısınız.',
  emailInvalid: 'Geçerli bir e-posta adresi yazmalısınız.',
  tooLong: (max: number) => `En fazla ${max} karakter yazılabilir.`,
  storeRoleRequired: 'Bir mağaza ve rol seçmelisiniz.',
  emailTaken: 'Bu e-posta adresi ile bir kullanıcı mevcut.',
  /** The warning a failed user or role creation shows for 5 s (docs/domain.md §14.4 Roles). */
  saveFailed: 'Kayıt sırasında bir hata oluştu.',
  userTypeInvalid: 'Kullanıcı tipi 1 (perakende) ya da 0 (çağrı merkezi iş ortağı) olmalıdır.',
  statusInvalid: 'Durum 1 (aktif) ya da 0 (pasif) olmalıdır.',
  userNotFound: 'Kullanıcı bulunamadı.',
  roleNotFound: 'Rol bulunamadı.',
  storeNotFound: 'Mağaza ya da birim bulunamadı.',
  storeRequired: 'Bir mağaza seçmelisiniz.',
  roleRequired: 'Bir rol seçmelisiniz.',
  userRequired: 'Bir kullanıcı seçmelisiniz.',
  inactiveStore: 'Pasif bir mağaza ya da birime rol tanımlanamaz.',
  inactiveUserLink: 'Pasif bir kullanıcıya rol tanımlanamaz.',
  roleTypeMismatch:
    'Bu rol bu birime verilemez: mağaza rolleri mağazalara, departman ve çağrı merkezi rolleri departmanlara verilir.',
  roleInStoreExists: 'Kullanıcı bu mağazada bu role zaten sahip.',
  repeatedStoreRole: 'Aynı mağaza ve rol yalnızca bir kez eklenebilir.',
  linkNotFound: 'Mağazadaki rol bulunamadı.',
  /** The role-in-store form's warning before a store-type role changes hands. */
  storeRoleHeldBy: (fullName: string, storeName: string, roleName: string) =>
    `${fullName}, ${storeName} biriminde ${roleName} rolüyle tanımlı. Devam ederseniz bu rolü kaybedecek.`,
  /** Said after the save that took the role from its previous holder. */
  storeRoleTakenFrom: (fullName: string, storeName: string, roleName: string) =>
    `${fullName} kullanıcısının ${storeName} birimindeki ${roleName} rolü kaldırıldı.`,
  deactivateConfirm:
    'Kullanıcı pasife alınırsa oturum açamaz, bilet sahipleri listesinde görünmez ve biletleri göremez. Devam etmek istiyor musunuz?',
  activateConfirm: 'Kullanıcıyı aktif etmek istediğinize emin misiniz?',
  notYourself: 'Kendi hesabınızı pasife alamazsınız.',
  linkDeleteConfirm: (storeName: string, roleName: string) =>
    `${storeName} birimindeki ${roleName} rolünü silmek istediğinize emin misiniz?`,
  holderDeleteConfirm: (fullName: string, storeName: string) =>
    `${fullName} kullanıcısını ${storeName} biriminden çıkarmak istediğinize emin misiniz?`,
  roleNameTaken: 'Bu isimde bir rol zaten tanımlı.',
  roleTypeInvalid:
    'Rol tipi 0, 1 ya da 3 (mağaza), 4 (departman) ya da 5 (çağrı merkezi iş ortağı) olmalıdır.',
  roleTypeLocked: 'Birimlerde tanımlı bir rolün tipi değiştirilemez.',
  permissionInvalid: 'Tanımlı bir yetki seçmelisiniz.',
  lastAdmin:
    'Admin yetkisi son aktif sahibinden alınamaz: en az bir aktif kullanıcının Admin yetkisi olmalıdır.',
  adminNeeded:
    'Admin yetkisi taşıyan rolleri ve kullanıcıları yalnızca Admin yetkisi olanlar değiştirebilir.',
  permissionGranted: (permission: string, roleName: string) =>
    `${permission} yetkisi ${roleName} rolüne verildi.`,
  permissionRevoked: (permission: string, roleName: string) =>
    `${permission} yetkisi ${roleName} rolünden alındı.`,
  passwordLinkCreated:
    'Tek kullanımlık parola bağlantısı oluşturuldu. Bağlantıyı kullanıcıya iletin; bir kez kullanılabilir.',
  passwordLinksExternal:
    'Parolalar dış kimlik sağlayıcıda yönetiliyor; parola bağlantısı oluşturulamaz.',
  passwordLinkMailed: 'Parola bağlantısı kullanıcının e-posta adresine gönderildi.',
  passwordLinkMailSubject: 'Parolanızı belirleyin',
  passwordLinkMailBody: (fullName: string, url: string, expiresAt: string) =>
    `Sayın ${fullName},\n\nParolanızı aşağıdaki bağlantıyla belirleyebilirsiniz. Bağlantı bir kez kullanılabilir ve ${expiresAt} tarihine kadar geçerlidir.\n\n${url}\n\nBu isteği siz yapmadıysanız yöneticinize bildirin.`,
  roleBeyondCaller: (roleName: string, missing: readonly string[]) =>
    `${roleName} rolünü veremezsiniz: rolün taşıdığı şu yetkiler sizde yok: ${missing.join(', ')}.`,
  staffDetailsNeeded:
    'Kullanıcıları e-posta, tip ya da duruma göre yalnızca kullanıcı yönetimi yetkisi olanlar arayabilir.',
  passwordLinkInactiveUser: 'Pasif bir kullanıcı için parola bağlantısı oluşturulamaz.',
  /** A new user's invitation (docs/domain.md §20): the password link, mailed through the outbox. */
  invitationMailed: (emailAddress: string) =>
    `Parola bağlantısını içeren davet e-postası ${emailAddress} adresine gönderildi.`,
  invitationNote:
    'Kaydedince kullanıcıya parolasını belirleyeceği bağlantıyla bir davet e-postası gönderilir.',
  invitationMailSubject: 'Hesabınız açıldı: parolanızı belirleyin',
  invitationMailBody: (fullName: string, emailAddress: string, url: string, expiresAt: string) =>
    `Sayın ${fullName},\n\nSizin için ${emailAddress} adresiyle bir kullanıcı hesabı açıldı. Oturum açmadan önce parolanızı aşağıdaki bağlantıyla belirleyin. Bağlantı bir kez kullanılabilir ve ${expiresAt} tarihine kadar geçerlidir.\n\n${url}\n\nBu hesabı beklemiyorsanız yöneticinize bildirin.`,
  userCreated: (fullName: string) => `${fullName} kullanıcısı eklendi.`,
  userUpdated: (fullName: string) => `${fullName} kullanıcısı güncellendi.`,
} as const;
