import { stores } from '../db/schema/organisation.ts';
import type { AddressBook } from './address.ts';
import type { RowSink } from './batch.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from './names.ts';
import { type Random, stableId } from './random.ts';
import { asciiFold, upperTr } from './text.ts';

type StoreRow = typeof stores.$inferInsert & { id: string; name: string };
type Person = { name: string; surname: string; email: string };

const REGIONS: Record<string, Person> = {
  marmara: { name: 'Kemal', surname: 'Yavuz', email: 'bolge.marmara@demo.local' },
  icAnadolu: { name: 'Nihal', surname: 'Uysal', email: 'bolge.icanadolu@demo.local' },
  egeAkdeniz: { name: 'Levent', surname: 'Acar', email: 'bolge.ege@demo.local' },
  doguKaradeniz: { name: 'Songül', surname: 'Karaca', email: 'bolge.dogu@demo.local' },
};

/** Area managers; `istAnadolu` is the demo user area@demo.local. */
const AREAS: Record<string, Person & { region: keyof typeof REGIONS }> = {
  istAnadolu: { name: 'Burak', surname: 'Şahin', email: 'area@demo.local', region: 'marmara' },
  istAvrupa: {
    name: 'Tolga',
    surname: 'Keskin',
    email: 'alan.istavrupa@demo.local',
    region: 'marmara',
  },
  marmara: { name: 'Ebru', surname: 'Toprak', email: 'alan.marmara@demo.local', region: 'marmara' },
  ankara: { name: 'Sibel', surname: 'Ateş', email: 'alan.ankara@demo.local', region: 'icAnadolu' },
  icAnadolu: {
    name: 'Oğuz',
    surname: 'Altun',
    email: 'alan.icanadolu@demo.local',
    region: 'icAnadolu',
  },
  ege: { name: 'Çağla', surname: 'Duman', email: 'alan.ege@demo.local', region: 'egeAkdeniz' },
  akdeniz: {
    name: 'Sinan',
    surname: 'Bulut',
    email: 'alan.akdeniz@demo.local',
    region: 'egeAkdeniz',
  },
  dogu: { name: 'Gürkan', surname: 'Işık', email: 'alan.dogu@demo.local', region: 'doguKaradeniz' },
};

/** Stores whose unit manager is a seeded user (see users.ts). */
const MANAGER_USERS: Record<string, Person> = {
  '1001': { name: 'Zeynep', surname: 'Kaya', email: 'manager@demo.local' },
  '1013': { name: 'Murat', surname: 'Güneş', email: 'murat.gunes@demo.local' },
  '1014': { name: 'Murat', surname: 'Güneş', email: 'murat.gunes@demo.local' },
  '1018': { name: 'Derya', surname: 'Yalçın', email: 'derya.yalcin@demo.local' },
  '1022': { name: 'Serkan', surname: 'Aydoğan', email: 'serkan.aydogan@demo.local' },
  '1024': { name: 'Özlem', surname: 'Kılıç', email: 'ozlem.kilic@demo.local' },
};

// code|city plate|county|display name|street address|area
const STORE_LIST = `
  1001|34|Kadıköy|İstanbul Kadıköy Bahariye|Caferağa Mah. Bahariye Cad. No: 45|istAnadolu
  1002|34|Kadıköy|İstanbul Kadıköy Bağdat Caddesi|Caddebostan Mah. Bağdat Cad. No: 312|istAnadolu
  1003|34|Ataşehir|İstanbul Ataşehir Brandium|Küçükbakkalköy Mah. Dudullu Cad. No: 23|istAnadolu
  1004|34|Üsküdar|İstanbul Üsküdar Meydan|Mimar Sinan Mah. Hakimiyeti Milliye Cad. No: 18|istAnadolu
  1005|34|Pendik|İstanbul Pendik Neomarin|Kurtköy Mah. Ankara Cad. No: 5|istAnadolu
  1006|34|Beşiktaş|İstanbul Beşiktaş Çarşı|Sinanpaşa Mah. Ortabahçe Cad. No: 9|istAvrupa
  1007|34|Şişli|İstanbul Şişli Cevahir|Merkez Mah. Halaskargazi Cad. No: 22|istAvrupa
  1008|34|Bakırköy|İstanbul Bakırköy Carousel|Cevizlik Mah. İstanbul Cad. No: 2|istAvrupa
  1009|34|Beyoğlu|İstanbul Beyoğlu İstiklal|Tomtom Mah. İstiklal Cad. No: 141|istAvrupa
  1010|34|Sarıyer|İstanbul Sarıyer İstinyePark|Pınar Mah. İstinye Bayırı Cad. No: 73|istAvrupa
  1011|34|Esenyurt|İstanbul Esenyurt Akbatı|Sanayi Mah. 1655. Sok. No: 6|istAvrupa
  1012|34|Başakşehir|İstanbul Başakşehir Mall Of İstanbul|Ziya Gökalp Mah. Süleyman Demirel Bulvarı No: 7|istAvrupa
  1013|6|Çankaya|Ankara Kızılay|Kızılay Mah. Atatürk Bulvarı No: 93|ankara
  1014|6|Çankaya|Ankara Tunalı|Kavaklıdere Mah. Tunalı Hilmi Cad. No: 88|ankara
  1015|6|Yenimahalle|Ankara Armada|Beştepe Mah. Dumlupınar Bulvarı No: 6|ankara
  1016|6|Yenimahalle|Ankara Ankamall|Gazi Mah. Mevlana Bulvarı No: 2|ankara
  1017|6|Keçiören|Ankara Keçiören|Kalaba Mah. Kızlarpınarı Cad. No: 54|ankara
  1018|35|Konak|İzmir Alsancak|Alsancak Mah. Kıbrıs Şehitleri Cad. No: 60|ege
  1019|35|Karşıyaka|İzmir Karşıyaka Çarşı|Tersane Mah. Kemalpaşa Cad. No: 31|ege
  1020|35|Bornova|İzmir Bornova Forum|Kazımdirik Mah. Cengiz Topel Cad. No: 4|ege
  1021|35|Balçova|İzmir Balçova Agora|Onur Mah. Mithatpaşa Cad. No: 1446|ege
  1022|16|Osmangazi|Bursa Zafer Plaza|Alemdar Mah. Cemal Nadir Cad. No: 1|marmara
  1023|16|Nilüfer|Bursa Nilüfer|İhsaniye Mah. Nilüfer Cad. No: 10|marmara
  1024|7|Muratpaşa|Antalya MarkAntalya|Tahılpazarı Mah. Kazım Özalp Cad. No: 84|akdeniz
  1025|7|Konyaaltı|Antalya Konyaaltı|Liman Mah. Akdeniz Bulvarı No: 150|akdeniz
  1026|1|Seyhan|Adana Ziyapaşa|Reşatbey Mah. Ziyapaşa Bulvarı No: 14|akdeniz
  1027|1|Çukurova|Adana Turgut Özal|Güzelyalı Mah. Turgut Özal Bulvarı No: 90|akdeniz
  1028|42|Selçuklu|Konya Kent Plaza|Nişantaş Mah. Yeni İstanbul Cad. No: 1|icAnadolu
  1029|42|Meram|Konya Meram|Yenişehir Mah. Meram Yeni Yol No: 22|icAnadolu
  1030|27|Şehitkamil|Gaziantep Sanko Park|Mücahitler Mah. Alibey Sok. No: 4|dogu
  1031|27|Şahinbey|Gaziantep Gazimuhtar|Karagöz Mah. Gazi Muhtar Paşa Bulvarı No: 37|dogu
  1032|41|İzmit|Kocaeli İzmit Symbol|Kozluk Mah. Ankara Karayolu No: 50|marmara
  1033|41|Gebze|Kocaeli Gebze Center|Hacıhalil Mah. Adnan Menderes Cad. No: 10|marmara
  1034|33|Yenişehir|Mersin Forum|Güvenevler Mah. 20. Cad. No: 11|akdeniz
  1035|26|Tepebaşı|Eskişehir Espark|Şirintepe Mah. Sivrihisar Cad. No: 3|icAnadolu
  1036|38|Kocasinan|Kayseri Forum|Sahabiye Mah. Osman Kavuncu Bulvarı No: 12|icAnadolu
  1037|55|İlkadım|Samsun Piazza|Kale Mah. Cumhuriyet Cad. No: 2|dogu
  1038|61|Ortahisar|Trabzon Forum|Çarşı Mah. Devlet Sahil Yolu Cad. No: 101|dogu
  1039|21|Kayapınar|Diyarbakır Ninova Park|Fırat Mah. Urfa Bulvarı No: 60|dogu
  1040|48|Bodrum|Muğla Bodrum Oasis|Gümbet Mah. Kıbrıs Şehitleri Cad. No: 26|ege
`
  .trim()
  .split('\n')
  .map((line) => {
    const [code, plate, county, displayName, street, area] = line.trim().split('|') as [
      string,
      string,
      string,
      string,
      string,
      keyof typeof AREAS,
    ];
    return { code, cityId: Number(plate), county, displayName, street, area };
  });

/** A closed store, so that lists show an inactive row too. */
const INACTIVE_STORE_CODES = new Set(['1017']);

/**
 * The demo's units opened long ago, except two opened at seeding, which the stores list shows
 * as new (docs/domain.md §14.4 Stores list).
 */
const OPENED_AT = new Date('2020-01-06T06:00:00Z');
const RECENT_STORE_CODES = new Set(['1022', '1024']);

const AREA_CODES: Record<number, string> = {
  // İstanbul: 216 on the Anatolian side, 212 on the European side (see storePhone).
  34: '212',
  6: '312',
  35: '232',
  16: '224',
  7: '242',
  1: '322',
  42: '332',
  27: '342',
  41: '262',
  33: '324',
  26: '222',
  38: '352',
  55: '362',
  61: '462',
  21: '412',
  48: '252',
};

// [code, name, type]: 4 solution units that own tickets, 1 other departments.
const DEPARTMENTS: [string, string, number][] = [
  ['D01', 'Müşteri Hizmetleri', 4],
  ['D02', 'E-Ticaret Back Office', 4],
  ['D03', 'Merkez Satın Alma', 4],
  ['D04', 'Kalite Güvence', 4],
  ['D05', 'Pazarlama', 4],
  ['D06', 'Sadakat Programı', 4],
  ['D07', 'Mağaza Operasyon', 1],
  ['D08', 'İnsan Kaynakları', 1],
  ['D09', 'Bilgi Teknolojileri', 1],
];

const HEAD_OFFICE = 'Esentepe Mah. Büyükdere Cad. No: 185 Kat: 7 Şişli';

/** Upper-cased Turkish store names, so callers can refer to units by name. */
export const ONLINE_SHOP_NAME = 'ONLINE MAĞAZA';
export const storeName = (displayName: string) => upperTr(displayName);

function randomPerson(random: Random, email: string): Person {
  const name = random.pick(random.chance(0.5) ? FEMALE_NAMES : MALE_NAMES);
  return { name, surname: random.pick(LAST_NAMES), email };
}

function storePhone(random: Random, cityId: number, area: string): string {
  const code = area === 'istAnadolu' ? '216' : (AREA_CODES[cityId] ?? '212');
  return `0${code}${random.int(2, 9)}${random.digits(6)}`;
}

/** Physical stores, the online shop and the head-office departments. */
export function buildStores(random: Random, book: AddressBook): StoreRow[] {
  const rows: StoreRow[] = [];
  for (const { code, cityId, county, displayName, street, area: areaKey } of STORE_LIST) {
    const area = AREAS[areaKey]!;
    const region = REGIONS[area.region]!;
    const unit = MANAGER_USERS[code] ?? randomPerson(random, `mudur.${code}@demo.local`);
    rows.push({
      id: stableId('store', code),
      code,
      name: storeName(displayName),
      type: 0,
      isActive: !INACTIVE_STORE_CODES.has(code),
      cityId,
      countyId: book.countyId(cityId, county),
      address: `${street} ${county}/${book.cities.find((c) => c.id === cityId)!.name}`,
      phoneNumber: storePhone(random, cityId, areaKey),
      emailAddress: `magaza.${code}@demo.local`,
      regionManagerName: region.name,
      regionManagerSurname: region.surname,
      regionManagerEmail: region.email,
      areaManagerName: area.name,
      areaManagerSurname: area.surname,
      areaManagerEmail: area.email,
      unitManagerName: unit.name,
      unitManagerSurname: unit.surname,
      unitManagerEmail: unit.email,
    });
  }
  const istanbul = 34;
  const sisli = book.countyId(istanbul, 'Şişli');
  const online = randomPerson(random, 'online.mudur@demo.local');
  rows.push({
    id: stableId('store', '9000'),
    code: '9000',
    name: ONLINE_SHOP_NAME,
    type: 0,
    isECommerce: true,
    cityId: istanbul,
    countyId: sisli,
    address: HEAD_OFFICE,
    phoneNumber: '08502220000',
    emailAddress: 'online@demo.local',
    unitManagerName: online.name,
    unitManagerSurname: online.surname,
    unitManagerEmail: online.email,
  });
  for (const [code, name, type] of DEPARTMENTS) {
    const head = randomPerson(random, `${asciiFold(name)}.yonetici@demo.local`);
    rows.push({
      id: stableId('store', code),
      code,
      name,
      type,
      cityId: istanbul,
      countyId: sisli,
      address: HEAD_OFFICE,
      phoneNumber: `0212355${random.digits(4)}`,
      emailAddress: `${asciiFold(name)}@demo.local`,
      unitManagerName: head.name,
      unitManagerSurname: head.surname,
      unitManagerEmail: head.email,
    });
  }
  return rows.map((row) =>
    RECENT_STORE_CODES.has(row.code ?? '') ? row : { ...row, createdAt: OPENED_AT },
  );
}

/** Writes the stores and answers a lookup of their ids by (upper-cased or department) name. */
export async function seedStores(sink: RowSink, rows: StoreRow[]): Promise<Map<string, string>> {
  await sink.put(stores, rows);
  return new Map(rows.map((r) => [r.name, r.id]));
}
