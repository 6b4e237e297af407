/**
 * Moving in (docs/domain.md §16.1 A production start): the commands an operator runs on the
 * server, and the Turkish texts the sign-in pages, the web app and the commands show about them.
 */
export const SETUP_COMMANDS = {
  createAdministrator: 'npm run admin:create -- <e-posta> "<Ad Soyad>"',
  removeDemo: 'npm run demo:remove',
} as const;

/**
 * The demo's administrator: while this user is active the database holds the demo data, and
 * administrators see the demo banner (docs/domain.md §16.1 Telling a demo database apart).
 */
export const DEMO_ADMINISTRATOR_EMAIL = 'admin@demo.local';

/** The first administrator's role and unit, when the database has none to give. */
export const FIRST_ADMINISTRATOR_DEFAULTS = {
  roleName: 'Sistem Yöneticisi',
  unitName: 'Genel Merkez',
  unitCode: 'GM',
} as const;

export const SETUP_TEXTS = {
  noAdministratorTitle: 'Henüz bir yönetici yok',
  noAdministrator:
    'Ürünü kullanmaya başlamadan önce ilk yönetici sunucuda şu komutla oluşturulmalı: ' +
    `${SETUP_COMMANDS.createAdministrator}. Gömülü oturum açmada komut, yöneticinin parolasını ` +
    'belirleyeceği tek kullanımlık bir bağlantı verir; harici bir kimlik sağlayıcıda yalnızca ' +
    'kullanıcıyı kaydeder. Yönetici oluşana kadar kimse oturum açamaz.',
  retry: 'Yeniden dene',
  demoDataTag: 'Demo verileri',
  demoDataTitle: 'Bu veritabanında demo verileri var',
  demoDataNote:
    'Demo kullanıcıları (parolaları: demo), mağazaları, müşterileri ve biletleri zincirin ' +
    'verileriyle karışır. Zincirin kendi verilerine geçmeden önce sunucuda şu komutla ' +
    `kaldırın: ${SETUP_COMMANDS.removeDemo}`,
  administratorRoleNameTaken: (name: string) =>
    `'Admin' yetkisi veren etkin bir departman rolü yok ve '${name}' adı başka bir rolde: ` +
    'o rolün adını değiştirin ya da ona Admin yetkisini verin, sonra komutu yeniden çalıştırın.',
  fullNameNeeded:
    'Yöneticinin adını ve soyadını yazmalısınız, ör. npm run admin:create -- ' +
    'ayse.yilmaz@zincir.com.tr "Ayşe Yılmaz".',
} as const;
