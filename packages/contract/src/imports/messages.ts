import type { TImportKind } from './kinds.ts';

/** The largest file each kind takes, in megabytes (docs/domain.md, Moving in: imports). */
export const IMPORT_FILE_LIMITS_MB: Record<TImportKind, number> = {
  stores: 10,
  users: 10,
  hierarchy: 10,
  customers: 500,
};

/** The longest cell an import reads; a longer one refuses its row. */
export const MAX_IMPORT_CELL_CHARS = 1_000;

/** The explanation sheet of a template; an import reads every sheet but this one. */
export const IMPORT_EXPLANATION_SHEET = 'Açıklamalar';

/** An import's checked rows, a page at a time (the preview's refused rows). */
export const IMPORT_ROWS_PAGE_SIZE = 20;

/** Turkish texts of the 'İçe Aktar' screen's refusals and answers (docs/domain.md, Moving in). */
export const IMPORT_MESSAGES = {
  fileRequired: 'Bir .xlsx ya da .csv dosyası seçmelisiniz.',
  kindRequired: 'Neyin içe aktarılacağını seçmelisiniz.',
  kindNotAvailable: 'Bu tür kayıtlar henüz içe aktarılamıyor.',
  oneFileOnly: 'Bir seferde tek dosya yüklenebilir.',
  fileTooLarge: (fileName: string, maxMb: number) =>
    `'${fileName}' çok büyük: bu içe aktarma en fazla ${maxMb} MB dosya alır.`,
  fileEmpty: (fileName: string) => `'${fileName}' dosyası boş.`,
  wrongExtension: (fileName: string) =>
    `'${fileName}' alınmadı: yalnızca Excel (.xlsx) ya da CSV (.csv) dosyaları içe aktarılır.`,
  notExcel: (fileName: string) =>
    `'${fileName}' bir Excel (.xlsx) dosyası değil; Excel’de açıp "Excel Çalışma Kitabı (.xlsx)" olarak kaydedin.`,
  notCsv: (fileName: string) =>
    `'${fileName}' bir CSV metin dosyası değil; Excel’de açıp "CSV (virgülle ayrılmış)" olarak kaydedin.`,
  unreadableExcel:
    'Dosya okunamadı: bozuk ya da geçerli bir Excel (.xlsx) dosyası değil. Excel’de açıp yeniden kaydedin.',
  unreadableCsv: (line: number) =>
    `Dosya okunamadı: ${line}. satırda kapanmayan bir tırnak (") ya da bozuk bir alan var.`,
  noHeader: 'Dosyanın ilk satırında sütun başlıkları yok; şablondaki başlıkları kullanın.',
  missingColumns: (headers: readonly string[]) =>
    headers.length === 1
      ? `Dosyada '${headers[0]}' sütunu yok; şablondaki başlıkları kullanın.`
      : `Dosyada şu sütunlar yok: ${headers.map((header) => `'${header}'`).join(', ')}; şablondaki başlıkları kullanın.`,
  noRows: 'Dosyada başlık satırından başka satır yok.',
  unexpectedFailure: 'Dosya okunurken beklenmeyen bir hata oluştu; dosyayı yeniden yükleyin.',
  applyFailed: (lastRowWritten: number) =>
    lastRowWritten > 1
      ? `Satırlar yazılırken beklenmeyen bir hata oluştu: dosya ${lastRowWritten.toLocaleString('tr-TR')}. satırına kadar yazıldı ve bu içe aktarma geri alınamaz. Dosyayı yeniden yükleyip uygulayın; yazılmış satırlar değişmemiş görünür.`
      : 'Satırlar yazılırken beklenmeyen bir hata oluştu; hiçbir satır yazılmadı. Dosyayı yeniden yükleyin.',
  repeatedHeader: 'Başlık satırı tekrar ediyor; bu satır alınmadı.',
  cellTooLong: `en fazla ${MAX_IMPORT_CELL_CHARS.toLocaleString('tr-TR')} karakter olabilir.`,
  notClassified: 'Bu satır denetlenemedi; dosyayı yeniden yükleyin.',
  sameKeyAs: (firstRow: number) => `Satır ${firstRow} ile aynı kayıt; yalnızca ilki alınır.`,
  notFound: 'İçe aktarma bulunamadı.',
  notChecked: 'Yalnızca kontrolü bitmiş bir içe aktarma uygulanabilir.',
  notDiscardable: 'Uygulanan ya da geri alınan bir içe aktarma bırakılamaz.',
  anotherUnderWay: 'Bu türden başka bir içe aktarma uygulanıyor; o bitince yeniden deneyin.',
  staleCheck:
    'Bu dosya kontrol edildikten sonra aynı türden başka bir içe aktarma uygulandı ya da geri alındı; dosyayı yeniden yükleyin.',
  nothingToApply: 'Uygulanacak yeni ya da değişen satır yok.',
  undoNotApplied: 'Yalnızca uygulanmış bir içe aktarma geri alınabilir.',
  undoNotLast: 'Yalnızca bu türün son uygulanan içe aktarması geri alınabilir.',
  undoWrittenSince: (count: number) =>
    `Geri alınamaz: içe aktarılan kayıtlardan ${count.toLocaleString('tr-TR')} tanesi o zamandan beri değiştirildi.`,
  uploaded: 'Dosya alındı; satırlar kontrol ediliyor.',
  applying: 'Satırlar yazılıyor.',
  discarded: 'İçe aktarma bırakıldı; hiçbir şey yazılmadı.',
  undone: 'İçe aktarma geri alındı.',
} as const;
