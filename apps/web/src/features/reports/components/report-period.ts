import { REPORT_MAX_DAYS } from '@ccms/contract/reports';
import dayjs from 'dayjs';

/** The period select of the reports screen (docs/domain.md §25 Screen and charts). */
export type PeriodPreset = 'today' | 'thisWeek' | 'last7' | 'last30' | 'last90' | 'custom';

export const PERIOD_PRESETS: readonly { value: PeriodPreset; label: string }[] = [
  { value: 'today', label: 'Bugün' },
  { value: 'thisWeek', label: 'Bu hafta' },
  { value: 'last7', label: 'Son 7 gün' },
  { value: 'last30', label: 'Son 30 gün' },
  { value: 'last90', label: 'Son 90 gün' },
  { value: 'custom', label: 'Özel aralık' },
];

export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'last7';

/** Local calendar days, both ends included, as the report calls take them. */
export type DayPeriod = { from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** N days that end with today, today included (as the lists' 'Son 7 gün'). */
function lastDays(days: number, today: dayjs.Dayjs): DayPeriod {
  return { from: today.subtract(days - 1, 'day').format(DAY), to: today.format(DAY) };
}

/** The days a preset covers on `today`; 'Bu hafta' starts on Monday. Null for 'Özel aralık'. */
export function presetPeriod(preset: PeriodPreset, today: Date): DayPeriod | null {
  const day = dayjs(today).startOf('day');
  switch (preset) {
    case 'today':
      return { from: day.format(DAY), to: day.format(DAY) };
    case 'thisWeek': {
      const daysSinceMonday = (day.day() + 6) % 7;
      return { from: day.subtract(daysSinceMonday, 'day').format(DAY), to: day.format(DAY) };
    }
    case 'last7':
      return lastDays(7, day);
    case 'last30':
      return lastDays(30, day);
    case 'last90':
      return lastDays(90, day);
    case 'custom':
      return null;
  }
}

/** How many days a period covers, both ends included. */
export function periodDays(period: DayPeriod): number {
  return dayjs(period.to).diff(dayjs(period.from), 'day') + 1;
}

/** The period of the same length that ends the day before `from` (what the server compares with). */
export function previousPeriod(period: DayPeriod): DayPeriod {
  const days = periodDays(period);
  const end = dayjs(period.from).subtract(1, 'day');
  return { from: end.subtract(days - 1, 'day').format(DAY), to: end.format(DAY) };
}

/** A real day written in full ('2026-02-30' would roll over into March). */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return dayjs(text).format(DAY) === text;
}

/** A custom range the server takes: both days real, in order, at most REPORT_MAX_DAYS long. */
export function isValidPeriod(period: { from?: string; to?: string }): period is DayPeriod {
  const { from, to } = period;
  if (!isDay(from) || !isDay(to) || from > to) return false;
  return periodDays({ from, to }) <= REPORT_MAX_DAYS;
}
