/** Turkish texts the server sends and the browser shows. */
export const MESSAGES = {
  saved: 'Kayıt işlemi başarılı',
  notSignedIn: 'Bu işlem için oturum açmanız gerekiyor.',
  forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  routeNotFound: 'İstenen adres bulunamadı.',
  invalidRequest: 'Gönderilen bilgiler geçersiz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  payloadTooLarge: 'Gönderilen veri izin verilen boyutu aşıyor.',
  conflict: 'Bilet başka bir kullanıcı tarafından güncellendi. Lütfen sayfayı yenileyin.',
  internalError: (requestId: string) =>
    `Beklenmeyen bir hata oluştu. Destek için istek numarası: ${requestId}`,
  unknownUser: 'Bu e-posta adresiyle tanımlı bir kullanıcı bulunamadı.',
  inactiveUser: 'Kullanıcı hesabınız pasif durumda. Lütfen yöneticinize başvurun.',
  invalidToken: 'Oturumunuzun süresi dolmuş ya da geçersiz. Lütfen yeniden giriş yapın.',
  wrongPassword: 'E-posta adresi veya parola hatalı.',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
  databaseUnavailable: 'Veritabanına şu an ulaşılamıyor; lütfen biraz sonra yeniden deneyin.',
  query: {
    unknownProperty: (name: string) => `'${name}' alanına göre filtreleme yapılamaz.`,
    unknownSortProperty: (name: string) => `'${name}' alanına göre sıralama yapılamaz.`,
    operatorNotAllowed: (operator: string, name: string) =>
      `'${operator}' işlemi '${name}' alanı için kullanılamaz.`,
    invalidValue: (name: string) => `'${name}' alanı için gönderilen değer geçersiz.`,
    pageSizeTooLarge: (max: number) => `Sayfa başına en fazla ${max} kayıt istenebilir.`,
  },
} as const;
