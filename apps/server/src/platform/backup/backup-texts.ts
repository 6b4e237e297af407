import type { BackupManifest } from './manifest.ts';

const DOCS = 'README.md "Yedekleme" ve docs/operations.md "Backups"';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What `npm run backup` and `npm run restore` tell the administrator. */
export const BACKUP_TEXTS = {
  backupUsage: 'Kullanım: npm run backup [-- --out <dosya.tar.gz>]',
  restoreUsage: 'Kullanım: npm run restore -- <dosya.tar.gz>',
  postgresRoute:
    'DATABASE_URL ayarlı: veritabanı bir PostgreSQL sunucusunda. Bu komut yalnızca gömülü ' +
    'veritabanını (PGlite) ve yerel dosyaları yedekler; PostgreSQL için pg_dump / pg_restore ' +
    `kullanın (önce veritabanı, sonra dosyalar). Ayrıntı: ${DOCS}.`,
  bucketRoute: (bucket: string) =>
    `S3_BUCKET ayarlı: dosyalar "${bucket}" kovasında. Bu komut kovayı yedeklemez; kovayı ` +
    `"aws s3 sync" ya da "mc mirror" ile kopyalayın (önce veritabanı, sonra dosyalar). Ayrıntı: ${DOCS}.`,
  noDatabase: (dir: string) => `Yedeklenecek gömülü veritabanı yok: ${dir}`,
  inUse: (reason: string) =>
    `${reason} Yedekleme ve geri yükleme için sunucuyu durdurun; işlem bitince yeniden başlatın.`,
  reading: (dir: string) => `Veritabanı okunuyor: ${dir}`,
  backupStart: (manifest: BackupManifest, out: string) =>
    `Yedek yazılıyor: ${out} (şema ${manifest.schemaVersion}, ürün ${manifest.productVersion}; ` +
    `${manifest.counts.tickets} bilet, ${manifest.counts.customers} müşteri, ` +
    `${manifest.counts.storedFiles} dosya)`,
  progress: (done: number, total: number) =>
    `  ${megabytes(done)} / ${megabytes(total)} (%${total === 0 ? 100 : Math.floor((done / total) * 100)})`,
  backupDone: (out: string, bytes: number) => `Yedek hazır: ${out} (${megabytes(bytes)})`,
  backupFailed: (reason: string) => `Yedek alınamadı: ${reason}`,
  notAnArchive: (reason: string) => `Bu dosya bir yedek değil ya da bozuk: ${reason}`,
  otherFormat: (format: number) =>
    `Bu yedeğin biçimi (${format}) bu sürümün okuyabildiği biçim değil. Yedeği alan ürün sürümünü kullanın.`,
  otherSchema: (backup: BackupManifest, current: string) =>
    `Geri yükleme reddedildi: yedeğin şema sürümü ${backup.schemaVersion} (ürün ` +
    `${backup.productVersion}), bu ürünün şema sürümü ${current}. Yedek yalnızca aynı şema ` +
    'sürümündeki ürüne geri yüklenir: yedeği alan ürün sürümüyle geri yükleyin, sonra ürünü ' +
    'yükseltin (göçler açılışta uygulanır). ' +
    `(Restore refused: the backup's schema version is ${backup.schemaVersion}, this product's is ${current}.)`,
  restoreStart: (manifest: BackupManifest) =>
    `Geri yükleniyor: ${manifest.createdAt} tarihli yedek (şema ${manifest.schemaVersion}, ` +
    `${manifest.counts.tickets} bilet, ${manifest.counts.storedFiles} dosya)`,
  incomplete: (what: string) => `Yedek eksik ya da bozuk: ${what}`,
  checking: 'Geri yüklenen veritabanı açılıp denetleniyor…',
  swapped: (target: string, previous: string | null) =>
    previous
      ? `${target} geri yüklendi; önceki hali ${previous} altında duruyor (denetledikten sonra silebilirsiniz).`
      : `${target} geri yüklendi.`,
  restoreDone: 'Geri yükleme tamamlandı. Sunucuyu başlatabilirsiniz.',
  restoreFailed: (reason: string) => `Geri yükleme yapılamadı, mevcut veriler değişmedi: ${reason}`,
} as const;
