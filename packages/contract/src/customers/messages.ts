/** Turkish texts of the customer screens and calls (docs/domain.md §6). */
export const CUSTOMER_MESSAGES = {
  openTicketInBreakdown: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık bir bileti var: #${ticketNo}`,
  firstNameRequired: 'Müşteri adı boş olamaz',
  lastNameRequired: 'Müşteri soyadı boş olamaz.',
  phoneRequired: 'Telefon numarası boş olamaz.',
  phoneFormat: 'Telefon numarası 0 ile başlamalı, 11 haneli ve yalnızca rakam içeriyor olmalı.',
  birthDateTooLate: 'Doğum tarihi 01.01.2020 tarihinden sonra olamaz.',
  birthDateInvalid: 'Doğum tarihi YYYY-AA-GG biçiminde olmalı.',
  emailInvalid: 'Geçerli bir e-posta adresi yazmalısınız.',
  cardNumberLength: '13 haneli olmalı',
  cardNumberInput: '13 haneli olmalı ve yalnızca rakam içermeli.',
  addressIncomplete: 'Adres için il, ilçe ve adres detayının tümü girilmelidir.',
  countyNotInCity: 'Seçilen ilçe seçilen ile ait değil.',
  duplicatePhone: 'Bu telefon numarası ile kayıtlı bir müşteri zaten var.',
  duplicateCard: 'Bu kart numarası başka bir müşteriye tanımlı.',
  duplicateCardOnForm: 'Aynı kart numarası birden fazla kez girilmiş.',
  customerNotFound: 'Müşteri bulunamadı.',
  cardNotFound: 'Kart bulunamadı.',
  managerCannotEdit: 'Mağaza müdürleri müşteri ve kart bilgilerini değiştiremez.',
  confirmDeactivate: 'Müşteriyi pasife çekmek istediğinize emin misiniz?',
  confirmFlag: 'Müşteriyi flaglemek istediğinize emin misiniz?',
  confirmUnflag:
    'Flag’i kaldırmak istediğinize emin misiniz? (Son 3 ayda kriterlere uyan bilet bulunması halinde müşteri sistem tarafından tekrar flaglenecektir.)',
  manualFlag: (fullName: string) => `Kullanıcı tarafından flaglendi: ${fullName}`,
  duplicateTicket: (ticketNo: number) =>
    `Müşterinin bu kırılımda açık bir bileti var: #${ticketNo}`,
} as const;

/**
 * Turkish texts of the customers import ('İçe Aktar', docs/domain.md §26 Customers file): the
 * engine writes them as 'Satır 812, Kart Numaraları: …'.
 */
export const CUSTOMER_IMPORT_MESSAGES = {
  tooLong: (max: number) => `En fazla ${max} karakter olabilir.`,
  unstorableCharacter:
    'İzin verilmeyen bir karakter içeriyor (NUL karakteri ya da eksik bir Unicode karakteri).',
  tooManyCards: (max: number) => `En fazla ${max} kart numarası yazılabilir.`,
  cardNumber: (number: string) => `${number}: ${CUSTOMER_MESSAGES.cardNumberInput}`,
  cardTwiceInRow: (number: string) => `${number}: ${CUSTOMER_MESSAGES.duplicateCardOnForm}`,
  cardOfAnotherCustomer: (number: string) => `${number}: ${CUSTOMER_MESSAGES.duplicateCard}`,
  cardInAnotherRow: (number: string, rowNumber: number | string) =>
    `${number}: Bu kart numarası dosyanın ${rowNumber}. satırında da var.`,
  noSuchCity: 'Böyle bir il yok.',
  noSuchCountyInCity: 'Bu ilde böyle bir ilçe yok.',
} as const;
