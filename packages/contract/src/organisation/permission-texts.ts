import type { Permission } from '../permissions.ts';

/**
 * What each permission lets its holders do, in the roles screen's permissions panel
 * (docs/domain.md §14.4 Permissions panel). Effects as docs/domain.md states them where each
 * applies (§1 Permissions says where).
 */
export const PERMISSION_TEXTS: Record<Permission, string> = {
  Admin:
    'Profil rolü Admin: kapatılmış biletleri düzenler, yönetim kayıtlarını görür, yetkileri ve Admin rollerini yönetir.',
  Cti: 'Softphone panelini kullanır; gelen çağrıda müşteri otomatik aranır.',
  Stores: 'Mağazalar menüsünü ve mağaza listesini görür.',
  'Definition.WrapUps':
    'Tanımlamalar menüsünü görür: kullanıcılar, roller, bilet hiyerarşisi, kırılımlar, kurallar ve diğer tanımlar.',
  Customer: 'Müşteriler menüsünü görür.',
  'Customer.Crud': 'Müşteri ekler, günceller ve pasife alır.',
  'Customer.Flag': 'Müşteri bayrağını koyar ve kaldırır.',
  Manager:
    'Profil ünvanı Mağaza Müdürü: yalnızca mağaza müdürüne açık kırılımları görür ve düzenler, not ekleyemez.',
  AreaManager: 'Profil ünvanı Alan Müdürü: yönettiği mağazaların biletlerini görür, not ekleyemez.',
  RegionManager:
    'Profil ünvanı Bölge Müdürü: yönettiği mağazaların biletlerini görür, not ekleyemez.',
  'Ticket.Create': 'Bilet oluşturur.',
  'Ticket.MultipleCreate': 'Mükerrer bilet uyarısına rağmen devam edebilir.',
  'Ticket.AllTickets': 'Tüm Biletler menüsünü ve tüm biletleri görür.',
  'Ticket.ExcelList': 'Bilet listelerini Excel olarak indirir.',
  'Ticket.CanSeeDiscountCode': 'Listelerde ve detayda indirim kodu ile puan değerlerini görür.',
  'Ticket.EditCategorySets':
    'Kırılımların ek alanlarını (e-ticaret uyarısı, alerji, SMS, 48 saat, mağaza görebilir, mailler, script) düzenler.',
  'Ticket.CallWrapUps': 'Bilet üzerinde çağrı sonucu alanını görür.',
  'Ticket.CanSeeActivityPlus': 'Kapatılmış biletlere aktivite ekler.',
  'Ticket.Delete': 'Bilet siler.',
  'Ticket.Edit': 'Bilet düzenler.',
  'Ticket.LastEdit': 'Biletin son güncelleme bilgilerini görür.',
  'Ticket.DeleteDocument': 'Biletin dosyalarını siler.',
  'Ticket.EditDescription':
    'Aktivite açıklamasını, çağrı sonucunu, müşteri sesini, indirim ve puan bilgilerini yerinde düzenler.',
  'Ticket.CanEditReporting': "Bileti 'raporlamadan çıkar' anahtarını değiştirir.",
  Reports:
    'Raporlar menüsünü görür: SLA, iş yükü ve süre raporları, yalnızca görebildiği biletler üzerinden.',
};

/** One line under each group of PERMISSION_GROUPS. */
export const PERMISSION_GROUP_TEXTS: Record<string, string> = {
  Genel: 'Yönetim, menüler ve softphone.',
  Müşteri: 'Müşteri ekranları ve müşteri kayıtları.',
  Yönetici: 'Mağaza, alan ve bölge müdürü profilleri; kısıtlamalar getirir.',
  Bilet: 'Bilet listeleri, bilet detayı ve bilet işlemleri.',
};
