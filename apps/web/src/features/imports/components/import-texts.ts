import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { TImportState } from '@ccms/contract/imports/schemas';

/** What each kind's import does, and where it comes in the order of a move. */
export const IMPORT_KIND_HELP: Record<TImportKind, string> = {
  stores:
    'Mağazaları ve genel müdürlük birimlerini mağaza koduyla eşleştirip ekler ya da günceller: ad, tip, şehir ve ilçe, adres, iletişim, bölge, alan ve birim müdürleri, aktiflik. İlk sırada içe aktarın: kullanıcıların rolleri mağaza koduna bağlanır.',
  users:
    'Kullanıcıları e-posta adresiyle eşleştirip ekler ya da günceller; her satır bir kullanıcının bir mağazadaki rolüdür (e-posta, ad, tür, rol, mağaza kodu). Mağazalar ve Birimler içe aktarıldıktan sonra yükleyin.',
  customers:
    'Müşterileri telefon numarasıyla eşleştirip sadakat kartlarıyla birlikte ekler ya da günceller: ad, soyad, e-posta, il ve ilçe, kart numaraları, izinler. Büyük dosyalar arka planda okunur; ekrandan ayrılıp dönebilirsiniz.',
  hierarchy:
    'Bilet tiplerini, kategorilerini, alt kategorilerini ve kırılımlarını adlarıyla eşleştirip anahtarlarıyla birlikte ekler ya da günceller.',
};

/** The line every tab shares: nothing is written before the preview. */
export const IMPORT_FLOW_HELP =
  'Dosya önce okunup denetlenir, hiçbir şey yazılmaz; önizlemeyi gördükten sonra "Uygula" ile yazılır. Aynı dosyayı yeniden yüklemek hiçbir şeyi değiştirmez. Mevcut kayıtları dışa aktarıp Excel’de düzenleyerek toplu değişiklik yapabilirsiniz.';

export const IMPORT_STATE_LABELS: Record<TImportState, string> = {
  reading: 'Okunuyor',
  checked: 'Önizlemede',
  applying: 'Uygulanıyor',
  applied: 'Uygulandı',
  undone: 'Geri alındı',
  failed: 'Okunamadı',
  discarded: 'Vazgeçildi',
};

/** What the screen says when a call fails without the server's own words (the server's texts: the contract's IMPORT_MESSAGES). */
export const IMPORT_SCREEN_TEXTS = {
  uploadFailed: 'Dosya yüklenemedi.',
  applyFailed: 'İçe aktarma uygulanamadı.',
  discardFailed: 'İçe aktarmadan vazgeçilemedi.',
  undoFailed: 'İçe aktarma geri alınamadı.',
  unreadable: 'Dosya okunamadı.',
};
