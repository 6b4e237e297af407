import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db.ts';

const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Emre',
  'Burak',
  'Can',
  'Çağlar',
  'Şükrü',
  'Gökhan',
  'Özgür',
  'Ümit',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Meryem',
  'Şerife',
  'Zehra',
  'Sultan',
  'Hülya',
  'Özlem',
  'Gül',
  'İrem',
  'Büşra',
  'Çiğdem',
  'Derya',
  'Ebru',
  'Gizem',
  'Şule',
];
const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Özcan',
  'Korkmaz',
  'Çakır',
  'Erdoğan',
  'Yavuz',
  'Can',
  'Acar',
  'Şen',
  'Aktaş',
  'Güler',
  'Yalçın',
  'Güneş',
  'Bozkurt',
  'Bulut',
  'Keskin',
  'Ünal',
  'Turan',
  'Gül',
  'Özer',
  'İşler',
  'Uysal',
  'Tekin',
  'Ateş',
  'Karaca',
  'Güven',
  'Sarı',
  'Erdem',
  'Uçar',
  'Tunç',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** The phone number the scale data gives customer i (1-based): 0 + 10 digits, unique. */
export function scalePhone(i: number): string {
  return `05${String(i).padStart(9, '0')}`;
}

/**
 * Adds `count` customers (and a loyalty card for every second one) in batches of generated
 * SQL, so a million rows take minutes, not hours. Phones come from scalePhone.
 */
export async function insertScaleCustomers(db: Database, count: number, batch = 100_000) {
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      insert into customers (id, first_name, last_name, phone_number, email_address, birth_date,
        is_active, is_flag, flag_description, created_at)
      select gen_random_uuid(),
        (${textArray(FIRST_NAMES)})[1 + (i % ${FIRST_NAMES.length})],
        (${textArray(LAST_NAMES)})[1 + ((i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length})],
        '05' || lpad(i::text, 9, '0'),
        case when i % 3 = 0 then 'musteri' || i || '@example.com' end,
        date '1950-01-01' + (i % 20000),
        i % 20 <> 0,
        i % 50 = 0,
        case when i % 50 = 0 then 'Son 3 ayda 3 şikayet bileti' end,
        now() - (i % 10000) * interval '1 hour'
      from generate_series(${start}::int, ${end}::int) as i
      on conflict do nothing`);
    await db.execute(sql`
      insert into loyalty_cards (id, number, customer_id, is_active_card, is_active)
      select gen_random_uuid(), '9' || lpad(i::text, 12, '0'), c.id, true, true
      from generate_series(${start}::int, ${end}::int) as i
      join customers c on c.phone_number = '05' || lpad(i::text, 9, '0')
      where i % 2 = 0
      on conflict do nothing`);
  }
  // What autovacuum does in a running system: statistics and the visibility map that lets
  // index-only scans skip the table.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze loyalty_cards`);
}
