import {
  callWrapUps,
  campaigns,
  cargoCompanies,
  customerVoices,
  deliveryTypes,
  orderCancellingContents,
  problems,
  sources,
  ticketQuestions,
} from '../db/schema/reference.ts';
import type { RowSink } from './batch.ts';
import { stableId } from './random.ts';

const SOURCES: [string, string][] = [
  ['Telefon', 'Genel'],
  ['E-posta', 'Genel'],
  ['Sosyal Medya', 'Genel'],
  ['Web Formu', 'Genel'],
  ['Mobil Uygulama', 'Genel'],
  ['CİMER', 'Genel'],
  // Store managers may pick only the 'Magaza' group.
  ['Mağaza Ziyareti', 'Magaza'],
  ['Mağaza Telefonu', 'Magaza'],
];

type WrapUpFlags = {
  isProcess?: boolean;
  isClosed?: boolean;
  isCustomerVoiceNecessary?: boolean;
  isSlaPaused?: boolean;
  revealsDiscountCode?: boolean;
  revealsMoneyPoint?: boolean;
};

const P: WrapUpFlags = { isProcess: true };
const C: WrapUpFlags = { isClosed: true };
const CV: WrapUpFlags = { isClosed: true, isCustomerVoiceNecessary: true };

/** The in-process wrap-ups first, then the closing ones (docs/domain.md §10 Wrap-ups). */
const WRAP_UPS: [string, WrapUpFlags][] = [
  ['Meşgul', P],
  ['Ulaşılamadı - 1. Arama', { ...P, isSlaPaused: true }],
  ['Ulaşılamadı - 2. Arama', { ...P, isSlaPaused: true }],
  ['Değişim Yapıldı', CV],
  ['Bilgilendirildi', CV],
  ['Bilgilendirildi - Mağaza', CV],
  ['Puan Yüklendi', { ...CV, revealsMoneyPoint: true }],
  ['İade yapıldı', CV],
  ['İndirim Kodu Verildi', { ...CV, revealsDiscountCode: true }],
  ['Mağazaya davet edildi', CV],
  ["IVR'a yönlendirildi", C],
  ['Müşteriden dönüş bekleniyor', C],
  ['Ulaşılamadı - 3. Arama', C],
  ['Eksik ürün gönderildi', CV],
  ['Hatalı Bilgi/Beyan - Müşteri', C],
  ['Fatura Gönderildi', CV],
];

const CUSTOMER_VOICES = [
  'Memnun',
  'Memnun Değil',
  'Kararsız',
  'Teşekkür Etti',
  'Şikayetçi',
  'Tekrar Arayacak',
];

const CARGO_COMPANIES = [
  'Yurtiçi Kargo',
  'Aras Kargo',
  'MNG Kargo',
  'PTT Kargo',
  'Sürat Kargo',
  'HepsiJet',
  'Trendyol Express',
];

const DELIVERY_TYPES = ['Adrese Teslim', 'Mağazadan Teslim', 'Hızlı Teslimat', 'Kargo Noktası'];

const PROBLEMS = [
  'Ürün hasarlı geldi',
  'Eksik ürün',
  'Yanlış ürün',
  'Geç teslimat',
  'Sipariş teslim edilmedi',
  'Ödeme alındı, sipariş oluşmadı',
  'Uygulama açılmıyor',
  'Sepete ürün eklenemiyor',
  'Kampanya sepete yansımadı',
];

const ORDER_CANCELLING = [
  'Müşteri vazgeçti',
  'Stokta ürün kalmadı',
  'Teslimat süresi uzun',
  'Yanlış ürün sipariş edildi',
  'Ödeme onaylanmadı',
  'Adres bilgisi hatalı',
];

/** The first question is the IVR survey one. */
const QUESTIONS = [
  'Müşteri IVR anketine yönlendirildi mi?',
  'Müşteri daha önce aynı konuda aradı mı?',
  'Müşteriye geri dönüş süresi hakkında bilgi verildi mi?',
  'Müşteri ürünü mağazaya getirebilir mi?',
];

// [name, campaignType (1 = application complaint), requiresContractCompany]
const CAMPAIGNS: [string, number, boolean][] = [
  ['3 Al 2 Öde Cilt Bakım', 0, false],
  ['Sepette %25 İndirim', 0, false],
  ['Sadakat Kartına Çift Puan', 0, false],
  ['Yeni Üyeye 100 TL İndirim', 0, false],
  ['Kurumsal Anlaşmalı Şirket Kampanyası', 0, true],
  ['Uygulama Şikayeti - Kupon Tanımlanmadı', 1, false],
  ['Uygulama Şikayeti - Puan Görünmüyor', 1, false],
  ['Uygulamaya Özel Ücretsiz Kargo', 1, false],
  ['Anneler Günü Parfüm Kampanyası', 0, false],
];

const named = (kind: string, names: readonly string[]) =>
  names.map((name) => ({ id: stableId(kind, name), name }));

/** Writes the lookup tables the ticket form and the definitions screens use. */
export async function seedReference(sink: RowSink): Promise<void> {
  await sink.put(
    sources,
    SOURCES.map(([name, groupName], order) => ({
      id: stableId('source', name),
      name,
      groupName,
      order,
    })),
  );
  await sink.put(
    callWrapUps,
    WRAP_UPS.map(([name, flags]) => ({ id: stableId('wrap-up', name), name, ...flags })),
  );
  await sink.put(customerVoices, named('customer-voice', CUSTOMER_VOICES));
  await sink.put(
    cargoCompanies,
    CARGO_COMPANIES.map((companyName) => ({ id: stableId('cargo', companyName), companyName })),
  );
  await sink.put(deliveryTypes, named('delivery-type', DELIVERY_TYPES));
  await sink.put(
    problems,
    PROBLEMS.map((problemContent) => ({
      id: stableId('problem', problemContent),
      problemContent,
      problemType: 1,
    })),
  );
  await sink.put(
    orderCancellingContents,
    ORDER_CANCELLING.map((description) => ({
      id: stableId('order-cancelling', description),
      description,
    })),
  );
  await sink.put(
    ticketQuestions,
    QUESTIONS.map((description, order) => ({
      id: stableId('question', description),
      description,
      order,
    })),
  );
  await sink.put(
    campaigns,
    CAMPAIGNS.map(([name, campaignType, requiresContractCompany]) => ({
      id: stableId('campaign', name),
      name,
      campaignType,
      requiresContractCompany,
    })),
  );
}
