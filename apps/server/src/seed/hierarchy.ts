import {
  categorySetMails,
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../db/schema/hierarchy.ts';
import type { RowSink } from './batch.ts';
import { roleId } from './organisation.ts';
import { stableId } from './random.ts';
import { RULE_SET_DEFS, type RuleSetKey, ruleSetId } from './rule-sets.ts';

/** 'Ürün' is inactive, so the demo data has an inactive type to show. */
const TYPES: [string, boolean][] = [
  ['Bilgi', true],
  ['Şikayet', true],
  ['Talep', true],
  ['Teşekkür', true],
  ['Ürün', false],
];

const MAIL_GROUPS: { key: string; name: string; roles: string[]; extra: string[] }[] = [
  {
    key: 'red',
    name: 'Kırmızı Alarm',
    roles: ['Kalite Güvence Uzmanı', 'Müşteri Hizmetleri Uzmanı'],
    extra: ['kalite.yonetim@demo.local', 'musteri.deneyimi@demo.local'],
  },
  {
    key: 'ecom',
    name: 'E-Ticaret Bildirim',
    roles: ['E-Ticaret Back Office'],
    extra: ['eticaret.yonetim@demo.local'],
  },
  {
    key: 'store',
    name: 'Mağaza Operasyon Bildirim',
    roles: ['Alan Müdürü', 'Bölge Müdürü'],
    extra: ['magaza.operasyon@demo.local'],
  },
];

// type|category|sub-category|rule set|flags. Flags: e2 e-commerce call type, mgr isManagerSee,
// red isRedAlarm, thx isAppreciationMail, sms isSms, h48 is48HoursSms, store canStoreView,
// bo canGoEcommerceBackOffice, allergy isAllergy, ivr isIvr, online isOnlineShop,
// cross isCrossOrder, off inactive.
const CATEGORY_SETS = `
Bilgi|Ürün|Ürün Kullanımı|closed|
Bilgi|Ürün|Ürün İçeriği|closed|
Bilgi|Mağaza Deneyimi|Çalışma Saatleri|closed|store
Bilgi|Mağaza Deneyimi|Mağaza Adres / İletişim|closed|store
Bilgi|Sipariş|Sipariş Durumu|closed|e2 online bo
Bilgi|Kargo / Teslimat|Kargo Takibi|closed|e2 online bo
Bilgi|İade / Değişim|İade Süreci|closed|
Bilgi|Sadakat Kartı / Puan|Puan Sorgulama|closed|
Bilgi|Kampanya|Kampanya Bilgisi|closed|
Bilgi|Online Mağaza|Üyelik İşlemleri|closed|e2 online
Bilgi|Fiyat|Fiyat Bilgisi|closed|store
Bilgi|Genel Bilgi|Genel Bilgi|closed|ivr
Bilgi|Uygulama|Uygulama Giriş Sorunu|closed|e2 online
Bilgi|Ödeme|Fatura Talebi|closed|
Şikayet|Ürün|Ürün Kalitesi|quality72|mgr sms
Şikayet|Ürün|Ürün Hasarlı / Bozuk|quality72|sms
Şikayet|Ürün|Son Kullanma Tarihi|quality72|mgr store
Şikayet|Ürün|Ürün Bulunamıyor|purchase72|mgr store
Şikayet|Mağaza Deneyimi|Mağaza Temizliği|store48|mgr store sms
Şikayet|Mağaza Deneyimi|Kasa Bekleme Süresi|store48|mgr store sms h48
Şikayet|Mağaza Deneyimi|Çalışma Saatleri|store48|store
Şikayet|Personel|Personel Tutumu|store48|mgr store red
Şikayet|Sipariş|Sipariş İptali|ecomCancel|e2 online bo sms h48
Şikayet|Sipariş|Eksik Ürün|ecomOrder|e2 online bo sms
Şikayet|Sipariş|Yanlış Ürün|ecomOrder|e2 online bo sms
Şikayet|Kargo / Teslimat|Geç Teslimat|ecomCargo|e2 online bo sms h48
Şikayet|Kargo / Teslimat|Teslim Edilmedi|ecomCargo|e2 online bo sms
Şikayet|Kargo / Teslimat|Kargo Hasarı|ecomCargo|e2 online bo
Şikayet|İade / Değişim|Para İadesi|ecomOrder|e2 online bo
Şikayet|İade / Değişim|Değişim Talebi|store48|mgr store
Şikayet|Sadakat Kartı / Puan|Puan Yüklenmedi|loyalty48|sms
Şikayet|Kampanya|Kampanya Uygulanmadı|campaign48|mgr store
Şikayet|Kampanya|İndirim Kodu|campaign48|
Şikayet|Online Mağaza|Site Erişim Sorunu|ecomApp|e2 online bo
Şikayet|Ödeme|Ödeme Hatası|ecomApp|e2 online bo
Şikayet|Ödeme|Fatura Talebi|ecomOrder|e2 online bo
Şikayet|Fiyat|Raf / Kasa Fiyat Farkı|store48|mgr store sms
Şikayet|Uygulama|Uygulama Hatası|ecomApp|e2 online bo
Şikayet|Uygulama|Uygulama Giriş Sorunu|ecomApp|e2 online
Şikayet|Alerji / Reaksiyon|Cilt Reaksiyonu|allergy24|allergy red mgr store
Şikayet|Alerji / Reaksiyon|Alerjik Reaksiyon|allergy24|allergy red
Talep|Ürün|Ürün Talebi / Öneri|purchase72|
Talep|Sadakat Kartı / Puan|Kart Bilgi Güncelleme|loyalty48|
Talep|Sadakat Kartı / Puan|Kayıp Kart|loyalty48|sms
Talep|Sipariş|Sipariş İptali|ecomCancel|e2 online bo
Talep|İade / Değişim|İade Süreci|ecomOrder|e2 online bo
Talep|İade / Değişim|Değişim Talebi|store48|store cross
Talep|Ödeme|Fatura Talebi|ecomOrder|e2 online bo
Talep|Kampanya|İndirim Kodu|campaign48|
Talep|Genel Bilgi|Genel Bilgi|unlimited|
Talep|Mağaza Deneyimi|Mağaza Adres / İletişim|general24|store
Talep|Kargo / Teslimat|Kargo Takibi|ecomCargo|e2 online bo
Talep|Personel|Personel Tutumu|general24|mgr store
Talep|Kurumsal Satış|Kurumsal Anlaşma|campaign48|
Talep|Geri Arama|Acil Geri Arama|callback1|
Teşekkür|Personel|Personel İlgisi|thanks72|thx mgr store
Teşekkür|Mağaza Deneyimi|Memnuniyet|thanks72|thx store
Teşekkür|Online Mağaza|Memnuniyet|closed|e2 online
Teşekkür|Kargo / Teslimat|Memnuniyet|closed|e2 online
Teşekkür|Ürün|Memnuniyet|closed|
Teşekkür|Uygulama|Memnuniyet|closed|e2 online
Ürün|Ürün|Ürün Kalitesi|quality72|off
Ürün|Ürün|Son Kullanma Tarihi|quality72|off
`;

const SCRIPTS: Record<string, string> = {
  'Bilgi|Ürün|Ürün Kullanımı':
    'Sayın müşterimiz, ürünün kullanım talimatları ambalajın arka yüzünde yer almaktadır. Dilerseniz size adım adım yardımcı olabilirim.',
  'Bilgi|Sadakat Kartı / Puan|Puan Sorgulama':
    'Sayın müşterimiz, güvenliğiniz için kart numaranızın son dört hanesini doğrulayabilir misiniz?',
  'Bilgi|Genel Bilgi|Genel Bilgi':
    'Sayın müşterimiz, görüşmemizin sonunda sizi kısa bir memnuniyet anketine yönlendireceğim.',
  'Şikayet|Kargo / Teslimat|Geç Teslimat':
    'Sayın müşterimiz, siparişinizdeki gecikme için özür dileriz. Sipariş numaranızı alabilir miyim?',
  'Şikayet|Alerji / Reaksiyon|Cilt Reaksiyonu':
    'Sayın müşterimiz, yaşadığınız durum için çok üzgünüz. Lütfen ürünü kullanmayı bırakınız ve gerekirse bir sağlık kuruluşuna başvurunuz. Ürünün barkod ve parti numarasını alabilir miyim?',
  'Şikayet|Alerji / Reaksiyon|Alerjik Reaksiyon':
    'Sayın müşterimiz, geçmiş olsun. Ürünün barkodunu ve ne zamandır kullandığınızı öğrenebilir miyim?',
  'Teşekkür|Personel|Personel İlgisi':
    'Sayın müşterimiz, güzel geri bildiriminiz için teşekkür ederiz. Mesajınızı mağaza ekibimize ileteceğiz.',
};

const levelId = (level: string, name: string) => stableId(level, name);

/**
 * Writes ticket types, categories, sub-categories, mail groups and the category sets
 * (breakdowns), each linked to a rule set of rule-sets.ts.
 */
export async function seedHierarchy(sink: RowSink): Promise<void> {
  const sets = CATEGORY_SETS.trim()
    .split('\n')
    .map((line) => {
      const [type, category, sub, ruleSet, flagText] = line.split('|') as [
        string,
        string,
        string,
        RuleSetKey,
        string,
      ];
      if (!(ruleSet in RULE_SET_DEFS)) throw new Error(`Seed: unknown rule set ${ruleSet}`);
      return { type, category, sub, ruleSet, flags: new Set(flagText.split(' ')) };
    });
  const unique = (values: string[]) => [...new Set(values)];
  const active = new Map(TYPES);
  await sink.put(
    ticketTypes,
    TYPES.map(([name, isActive]) => ({ id: levelId('type', name), name, isActive })),
  );
  await sink.put(
    ticketCategories,
    unique(sets.map((s) => s.category)).map((name) => ({ id: levelId('category', name), name })),
  );
  await sink.put(
    ticketSubCategories,
    unique(sets.map((s) => s.sub)).map((name) => ({ id: levelId('sub-category', name), name })),
  );

  await sink.put(
    mailGroups,
    MAIL_GROUPS.map((g) => ({ id: stableId('mail-group', g.key), name: g.name })),
  );
  await sink.put(
    mailGroupRoles,
    MAIL_GROUPS.flatMap((g) =>
      g.roles.map((role) => ({ mailGroupId: stableId('mail-group', g.key), roleId: roleId(role) })),
    ),
  );
  await sink.put(
    mailGroupExtraUsers,
    MAIL_GROUPS.flatMap((g) =>
      g.extra.map((emailAddress) => ({ mailGroupId: stableId('mail-group', g.key), emailAddress })),
    ),
  );

  const rows = sets.map(({ type, category, sub, ruleSet, flags }) => {
    const key = `${type}|${category}|${sub}`;
    const isEcommerce = flags.has('e2');
    const isRedAlarm = flags.has('red');
    const mailGroup = isRedAlarm
      ? 'red'
      : isEcommerce
        ? 'ecom'
        : ruleSet === 'store48'
          ? 'store'
          : null;
    return {
      id: stableId('category-set', key),
      typeId: levelId('type', type),
      categoryId: levelId('category', category),
      subCategoryId: levelId('sub-category', sub),
      ruleSetId: ruleSetId(ruleSet),
      callType: isEcommerce ? 2 : 1,
      isActive: !flags.has('off') && active.get(type) === true,
      isManagerSee: flags.has('mgr'),
      canGoEcommerceBackOffice: flags.has('bo'),
      isAllergy: flags.has('allergy'),
      isCrossOrder: flags.has('cross'),
      isIvr: flags.has('ivr'),
      isOnlineShop: flags.has('online'),
      // Case-closed rule sets never send the closing SMS (docs/domain.md §5 SMS on closing).
      isSms: flags.has('sms') && ruleSet !== 'closed',
      is48HoursSms: flags.has('h48'),
      canStoreView: flags.has('store'),
      isAppreciationMail: flags.has('thx') && !isRedAlarm,
      isRedAlarm,
      script: SCRIPTS[key] ?? null,
      mailGroupId: mailGroup ? stableId('mail-group', mailGroup) : null,
    };
  });
  await sink.put(ticketCategorySets, rows);
  await sink.put(
    categorySetMails,
    rows
      .filter((r) => r.isRedAlarm)
      .map((r) => ({
        id: stableId('category-set-mail', r.id),
        ticketCategorySetId: r.id,
        emailAddress: 'kalite.guvence@demo.local',
      })),
  );
}
