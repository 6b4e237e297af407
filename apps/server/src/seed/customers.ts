import { customers, loyaltyCards } from '../db/schema/customers.ts';
import type { AddressBook } from './address.ts';
import type { RowSink } from './batch.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from './names.ts';
import { type Random, stableId } from './random.ts';
import { asciiFold, words } from './text.ts';

/** How many customers the demo holds. */
export const CUSTOMER_COUNT = 3000;

/** The softphone simulator's default caller: she must exist with an active card. */
export const DEMO_CUSTOMER = {
  firstName: 'Elif',
  lastName: 'Aydın',
  phoneNumber: '05321234567',
  cardNumber: '2990001234567',
} as const;

const MOBILE_PREFIXES = words(`
  501 505 506 507 530 531 532 533 534 535 536 537 538 539 541
  542 543 544 545 546 547 548 549 551 552 553 554 555 559
`);
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const NEIGHBOURHOODS = words(`
  Cumhuriyet Yeni Merkez Atatürk Fatih Yıldız Bahçelievler Kültür Güzelyalı Zafer İstiklal Şirinevler
`);
const STREETS = `
  Bağdat Cad.;Atatürk Cad.;Cumhuriyet Cad.;İnönü Sok.;Gazi Mustafa Kemal Bulvarı;Fevzi Çakmak Cad.;Menekşe Sok.;Lale Sok.;
  Gül Sok.;Hürriyet Cad.;Mimar Sinan Cad.;Yunus Emre Sok.;Barbaros Bulvarı;Çamlık Sok.;Özgürlük Cad.;Şehit Er Ahmet Sok.
`
  .split(';')
  .map((street) => street.trim());
const FLAG_DESCRIPTIONS = [3, 4, 5].map((n) => `Son 3 ayda ${n} şikayet bileti`);

/** Plate codes of the big cities, weighted as the customer base is. */
const CITY_WEIGHTS: [number, number][] = [
  [34, 0.35],
  [6, 0.12],
  [35, 0.08],
  [16, 0.04],
  [7, 0.04],
  [41, 0.03],
  [1, 0.03],
];

type CustomerRow = typeof customers.$inferInsert & { id: string };
type CardRow = typeof loyaltyCards.$inferInsert;

function pickCity(random: Random, book: AddressBook): number {
  let roll = random.next();
  for (const [cityId, weight] of CITY_WEIGHTS) {
    if (roll < weight) return cityId;
    roll -= weight;
  }
  return random.pick(book.cities).id;
}

function birthDate(random: Random): string {
  // 1950-01-01 .. 2005-12-31; customers are adults when the demo is used.
  const from = Date.UTC(1950, 0, 1);
  const to = Date.UTC(2005, 11, 31);
  return new Date(from + Math.floor(random.next() * (to - from))).toISOString().slice(0, 10);
}

function addressDetail(random: Random): string {
  const door = random.chance(0.7) ? ` D: ${random.int(1, 24)}` : '';
  const mah = random.chance(0.6) ? `${random.pick(NEIGHBOURHOODS)} Mah. ` : '';
  return `${mah}${random.pick(STREETS)} No: ${random.int(1, 180)}${door}`;
}

/** Draws values until one is not taken yet, and takes it. */
function takeUnique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/**
 * CUSTOMER_COUNT customers with unique mobile numbers ('05XXXXXXXXX'), about 70 % with one or
 * two loyalty cards (unique 13-digit numbers, the first one active). The first customer is
 * DEMO_CUSTOMER.
 */
export function buildCustomers(
  random: Random,
  book: AddressBook,
  count = CUSTOMER_COUNT,
): { customers: CustomerRow[]; cards: CardRow[] } {
  const phones = new Set<string>([DEMO_CUSTOMER.phoneNumber]);
  const cardNumbers = new Set<string>([DEMO_CUSTOMER.cardNumber]);
  const emails = new Set<string>();
  const kadikoy = book.countyId(34, 'Kadıköy');
  const demoId = stableId('customer', 0);
  const rows: CustomerRow[] = [
    {
      id: demoId,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      birthDate: '1988-05-14',
      emailAddress: 'elif.aydin@example.com',
      cityId: 34,
      countyId: kadikoy,
      addressDetail: 'Caddebostan Mah. Bağdat Cad. No: 12 D: 4',
    },
  ];
  emails.add('elif.aydin@example.com');
  const cards: CardRow[] = [
    {
      id: stableId('card', DEMO_CUSTOMER.cardNumber),
      number: DEMO_CUSTOMER.cardNumber,
      customerId: demoId,
      isActiveCard: true,
    },
  ];

  for (let i = 1; i < count; i++) {
    const isFemale = random.chance(0.55);
    const firstName = random.pick(isFemale ? FEMALE_NAMES : MALE_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const phoneNumber = takeUnique(
      phones,
      () => `0${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`,
    );
    let emailAddress: string | null = null;
    if (random.chance(0.65)) {
      const base = `${asciiFold(firstName)}.${asciiFold(lastName)}`;
      const suffix = random.chance(0.5) ? String(random.int(1, 99)) : '';
      const domain = random.pick(EMAIL_DOMAINS);
      let candidate = `${base}${suffix}@${domain}`;
      for (let n = 2; emails.has(candidate); n++) candidate = `${base}${suffix}${n}@${domain}`;
      emails.add(candidate);
      emailAddress = candidate;
    }
    const hasAddress = random.chance(0.6);
    const cityId = hasAddress ? pickCity(random, book) : null;
    const countyId = cityId === null ? null : random.pick(book.countiesByCity.get(cityId)!).id;
    const isFlag = random.chance(0.02);
    const id = stableId('customer', i);
    rows.push({
      id,
      firstName,
      lastName,
      phoneNumber,
      birthDate: birthDate(random),
      emailAddress,
      cityId,
      countyId,
      // Some customers gave only their city and district.
      addressDetail: cityId !== null && random.chance(0.85) ? addressDetail(random) : null,
      isActive: !random.chance(0.05),
      isFlag,
      flagDescription: isFlag ? random.pick(FLAG_DESCRIPTIONS) : null,
    });
    if (random.chance(0.7)) {
      const cardCount = random.chance(0.25) ? 2 : 1;
      for (let c = 0; c < cardCount; c++) {
        const number = takeUnique(cardNumbers, () => `2${random.digits(12)}`);
        cards.push({
          id: stableId('card', number),
          number,
          customerId: id,
          isActiveCard: c === 0,
          // An older second card is often closed.
          isActive: c === 0 || random.chance(0.5),
        });
      }
    }
  }
  return { customers: rows, cards };
}

/** Writes customers, then their loyalty cards. */
export async function seedCustomers(
  sink: RowSink,
  data: { customers: CustomerRow[]; cards: CardRow[] },
): Promise<void> {
  await sink.put(customers, data.customers);
  await sink.put(loyaltyCards, data.cards);
}
