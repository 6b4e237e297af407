import { holidays } from '../db/schema/reference.ts';
import type { RowSink } from './batch.ts';
import { stableId } from './random.ts';

export type HolidayRow = {
  name: string;
  date: string;
  isFullDay: boolean;
  isPublicHoliday: boolean;
};

/** The years the planned holidays screen offers (docs/domain.md §14); the seed fills each. */
export const HOLIDAY_YEARS = [2023, 2024, 2025, 2026, 2027] as const;

const FIXED: [string, string][] = [
  ['01-01', 'Yılbaşı'],
  ['04-23', 'Ulusal Egemenlik ve Çocuk Bayramı'],
  ['05-01', 'Emek ve Dayanışma Günü'],
  ['05-19', "Atatürk'ü Anma Gençlik ve Spor Bayramı"],
  ['07-15', 'Demokrasi ve Milli Birlik Günü'],
  ['08-30', 'Zafer Bayramı'],
  ['10-29', 'Cumhuriyet Bayramı'],
];

/** First days of the religious feasts as announced by Diyanet (Hijri calendar). */
const RAMAZAN_FIRST_DAY: Record<number, string> = {
  2023: '2023-04-21',
  2024: '2024-04-10',
  2025: '2025-03-30',
  2026: '2026-03-20',
  2027: '2027-03-09',
};
const KURBAN_FIRST_DAY: Record<number, string> = {
  2023: '2023-06-28',
  2024: '2024-06-16',
  2025: '2025-06-06',
  2026: '2026-05-27',
  2027: '2027-05-16',
};

/** Adds days to a yyyy-MM-dd date, in UTC so no time zone shifts the day. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function feast(name: string, firstDay: string, days: number): HolidayRow[] {
  // The eve (arife) is a half day: work stops at 13:00.
  const rows: HolidayRow[] = [
    {
      name: `${name} Arifesi`,
      date: addDays(firstDay, -1),
      isFullDay: false,
      isPublicHoliday: false,
    },
  ];
  for (let i = 0; i < days; i++) {
    rows.push({
      name: `${name} ${i + 1}. Gün`,
      date: addDays(firstDay, i),
      isFullDay: true,
      isPublicHoliday: false,
    });
  }
  return rows;
}

/**
 * Official holidays (public) and religious feasts (not public) of Türkiye for 2023–2027,
 * sorted by date. The eves of Republic Day and of both feasts are half days.
 */
export function buildHolidays(): HolidayRow[] {
  const rows: HolidayRow[] = [];
  for (const year of HOLIDAY_YEARS) {
    for (const [monthDay, name] of FIXED) {
      rows.push({ name, date: `${year}-${monthDay}`, isFullDay: true, isPublicHoliday: true });
    }
    rows.push({
      name: 'Cumhuriyet Bayramı Arifesi',
      date: `${year}-10-28`,
      isFullDay: false,
      isPublicHoliday: true,
    });
    rows.push(...feast('Ramazan Bayramı', RAMAZAN_FIRST_DAY[year]!, 3));
    rows.push(...feast('Kurban Bayramı', KURBAN_FIRST_DAY[year]!, 4));
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** Writes the holidays. */
export async function seedHolidays(sink: RowSink): Promise<void> {
  await sink.put(
    holidays,
    buildHolidays().map((h) => ({ id: stableId('holiday', h.date, h.name), ...h })),
  );
}
