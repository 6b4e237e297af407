import { once } from 'node:events';
import fs from 'node:fs';
import { buildAddressBook } from '../../apps/server/src/seed/address.ts';

/*
 * The chain's customers file for `npm run bench:import`: a ';' CSV in the customers template's
 * shape (UTF-8, BOM), about 80 bytes a row, written as a stream. Phones and card numbers come
 * from the row's index, so a second run writes the same file and nothing collides with the demo
 * data's customers (phones 0510…, cards 8…).
 */

const HEADER = [
  'Telefon',
  'Ad',
  'Soyad',
  'E-posta',
  'Doğum Tarihi',
  'İl',
  'İlçe',
  'Adres',
  'Aktif',
  'Flag',
  'Flag Açıklaması',
  'Kart Numaraları',
];
const FIRST_NAMES = ['Ahmet', 'Ayşe', 'Mehmet', 'Fatma', 'Çağlar', 'Şule', 'İrem', 'Ömer', 'Gül'];
const LAST_NAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Doğan', 'Güneş'];

/** The phone of customer i (1-based): 0510 and seven digits. */
const importPhone = (i: number) => `0510${String(i).padStart(7, '0')}`;
const card = (i: number, second = false) => `${second ? 9 : 8}${String(i).padStart(12, '0')}`;

function rowOf(i: number, book: ReturnType<typeof buildAddressBook>): string {
  const withAddress = i % 4 === 0;
  const city = book.cities[i % book.cities.length]!;
  const counties = book.countiesByCity.get(city.id)!;
  const cells = [
    importPhone(i),
    FIRST_NAMES[i % FIRST_NAMES.length]!,
    LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
    i % 3 === 0 ? `musteri${i}@example.com` : '',
    i % 2 === 0
      ? `${String(1 + (i % 28)).padStart(2, '0')}.${String(1 + (i % 12)).padStart(2, '0')}.${1950 + (i % 60)}`
      : '',
    withAddress ? city.name : '',
    withAddress ? counties[i % counties.length]!.name : '',
    withAddress ? `Cumhuriyet Cad. No: ${i % 200}` : '',
    i % 50 === 0 ? 'Hayır' : 'Evet',
    i % 100 === 0 ? 'Evet' : 'Hayır',
    i % 100 === 0 ? 'Son 3 ayda 3 şikayet bileti' : '',
    i % 5 === 0 ? `${card(i)} ${card(i, true)}` : card(i),
  ];
  return `${cells.join(';')}\r\n`;
}

/** How many cards the file gives its `rows` customers. */
export const cardsOf = (rows: number) => rows + Math.floor(rows / 5);

/** Writes the file of `rows` customers, calling `progress` every 100,000 rows; its size in bytes. */
export async function writeCustomersFile(
  file: string,
  rows: number,
  progress: (rowsWritten: number, bytes: number) => void,
): Promise<number> {
  const book = buildAddressBook();
  const out = fs.createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`\uFEFF${HEADER.join(';')}\r\n`);
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    chunk += rowOf(i, book);
    if (i % 1000 === 0 || i === rows) {
      await write(chunk);
      chunk = '';
    }
    if (i % 100_000 === 0 || i === rows) progress(i, bytes);
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}
