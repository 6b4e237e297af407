/**
 * Refusals of the stores and users imports that only stored data decides (docs/domain.md,
 * Moving in); the cells themselves are refused with the forms' words.
 */
export const ORGANISATION_IMPORT_MESSAGES = {
  cityUnknown: 'Böyle bir şehir yok.',
  countyUnknown: 'Bu şehirde böyle bir ilçe yok.',
  codeNeededForNew: 'Yeni bir birim için bir mağaza kodu yazmalısınız.',
  codeHeldTwice: 'Bu kodla birden çok birim kayıtlı.',
  nameHeldTwice: 'Bu adla kodu olmayan birden çok birim kayıtlı; birimlere kod verin.',
  storeKindChange: 'Bir mağaza departmana, bir departman mağazaya çevrilemez.',
  /** A user's later row in a file whose name, surname, type or state differ from the first. */
  userRowsDisagree: (firstRow: number) =>
    `Kullanıcının bilgileri satır ${firstRow} ile aynı olmalı.`,
  /** A store's role given in the file to two users (a store role has one holder). */
  storeRoleGivenTwice: (firstRow: number) =>
    `Bir mağazada bir rolün tek sahibi olur; bu rol bu mağazada satır ${firstRow} ile başka bir kullanıcıya veriliyor.`,
} as const;
