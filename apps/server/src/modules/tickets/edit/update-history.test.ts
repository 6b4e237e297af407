import { describe, expect, it } from 'vitest';
import { describeTicketChanges, type TicketSnapshot } from './update-history.ts';

const ref = (id: string, name: string) => ({ id, name });

const base: TicketSnapshot = {
  source: ref('s1', 'Telefon'),
  store: ref('m1', 'KADIKÖY'),
  ticketType: ref('t1', 'Şikayet'),
  ticketCategory: ref('c1', 'Ürün'),
  ticketSubCategory: ref('sc1', 'Hasarlı Ürün'),
  ruleSet: ref('r1', 'Standart'),
  storeView: null,
  description: 'Kutu hasarlı geldi.',
  device: null,
  deviceOs: null,
  problem: null,
  cargoCompany: null,
  deliveryType: null,
  orderNumber: null,
  orderCancelling: null,
  campaign: null,
  contract: null,
  products: [],
  isWaitingForProduct: false,
  currentWatsonsCardNo: null,
  answers: [],
};

describe('describeTicketChanges', () => {
  it('writes nothing when nothing changed', () => {
    expect(describeTicketChanges(base, structuredClone(base))).toEqual([]);
  });

  it('writes one line per changed field, with names and in form order', () => {
    const after: TicketSnapshot = {
      ...base,
      description: 'Kutu ezik geldi.',
      ticketCategory: ref('c2', 'Kargo'),
      source: ref('s2', 'E-posta'),
    };
    expect(describeTicketChanges(base, after)).toEqual([
      'Kaynak: Telefon → E-posta',
      'Kategori: Ürün → Kargo',
      'Açıklama: Kutu hasarlı geldi. → Kutu ezik geldi.',
    ]);
  });

  it('compares references by id, so a renamed row alone is no change', () => {
    const after = { ...base, store: ref('m1', 'KADIKÖY (YENİ)') };
    expect(describeTicketChanges(base, after)).toEqual([]);
  });

  it("writes an empty value as '-' and switches as Evet / Hayır", () => {
    const after: TicketSnapshot = {
      ...base,
      deliveryType: ref('d1', 'Kargo ile'),
      device: 'Mobile',
      deviceOs: 'IOS',
      isWaitingForProduct: true,
      orderNumber: '  ',
    };
    expect(describeTicketChanges(base, after)).toEqual([
      'Cihaz: - → Mobile',
      'İşletim sistemi: - → IOS',
      'Teslimat türü: - → Kargo ile',
      'Ürün bilgisi bekleniyor: Hayır → Evet',
    ]);
    expect(describeTicketChanges(after, base)).toContain('Teslimat türü: Kargo ile → -');
  });

  it('lists products by name with their counts, whatever their order', () => {
    const before: TicketSnapshot = {
      ...base,
      products: [
        { productId: 'p2', name: 'ŞAMPUAN', count: 1 },
        { productId: 'p1', name: 'KREM', count: 2 },
      ],
    };
    const reordered = { ...before, products: [...before.products].reverse() };
    expect(describeTicketChanges(before, reordered)).toEqual([]);
    const after = {
      ...before,
      products: [
        { productId: 'p1', name: 'KREM', count: 3 },
        { productId: 'p2', name: 'ŞAMPUAN', count: 1 },
      ],
    };
    expect(describeTicketChanges(before, after)).toEqual([
      'Ürünler: KREM x2, ŞAMPUAN x1 → KREM x3, ŞAMPUAN x1',
    ]);
    expect(describeTicketChanges(before, { ...before, products: [] })).toEqual([
      'Ürünler: KREM x2, ŞAMPUAN x1 → -',
    ]);
  });

  it('writes the survey answers with the IVR description', () => {
    const before: TicketSnapshot = {
      ...base,
      answers: [{ questionId: 'q1', question: 'IVR', state: false, ivrDescription: null }],
    };
    const after: TicketSnapshot = {
      ...base,
      answers: [{ questionId: 'q1', question: 'IVR', state: true, ivrDescription: 'Menü 3' }],
    };
    expect(describeTicketChanges(before, after)).toEqual([
      'Anket cevapları: IVR: Hayır → IVR: Evet (Menü 3)',
    ]);
  });

  it('treats surrounding spaces of text as no change', () => {
    expect(describeTicketChanges(base, { ...base, description: ' Kutu hasarlı geldi. ' })).toEqual(
      [],
    );
  });
});
