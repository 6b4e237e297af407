import { DATE_FORMAT } from '@ccms/contract/constants';
import { formatDuration, formatNumberTr, formatPercentTr } from '@ccms/contract/turkish-format';
import dayjs from 'dayjs';
import type { DayPeriod } from './report-period';

/** What a figure without a value shows (no ticket measured). */
export const NO_VALUE = '—';

export const formatCount = (value: number): string => formatNumberTr(value);

/** '%87,5', or '—' when nothing was measured. */
export function formatShare(value: number | null): string {
  return value === null ? NO_VALUE : formatPercentTr(value);
}

/** Business minutes the Turkish way: '2 gün 4 sa', '3 sa 20 dk'; '—' when nothing was measured. */
export function formatBusinessMinutes(minutes: number | null): string {
  return minutes === null ? NO_VALUE : formatDuration(minutes, 'short');
}

/** A count's change against the previous period: '+12 (%+10)', '-3 (%-50)', '0', '+4 (yeni)'. */
export function formatCountChange(current: number, previous: number): string {
  const difference = current - previous;
  if (difference === 0) return '0';
  const sign = difference > 0 ? '+' : '';
  const amount = `${sign}${formatNumberTr(difference)}`;
  if (previous === 0) return `${amount} (yeni)`;
  const percent = (difference / previous) * 100;
  return `${amount} (%${percent > 0 ? '+' : ''}${formatNumberTr(percent, 1)})`;
}

/** A share's change in points: '+2,5 puan'; '—' when either side has no value. */
export function formatShareChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return NO_VALUE;
  const difference = current - previous;
  if (Math.abs(difference) < 0.05) return '0 puan';
  return `${difference > 0 ? '+' : ''}${formatNumberTr(difference, 1)} puan`;
}

/** A time's change: 'daha uzun 2 sa', 'daha kısa 45 dk'; '—' when either side has no value. */
export function formatTimeChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return NO_VALUE;
  const difference = current - previous;
  if (Math.round(difference) === 0) return 'aynı';
  return `${formatDuration(difference, 'short')} daha ${difference > 0 ? 'uzun' : 'kısa'}`;
}

/** '01.11.2026–27.11.2026', or one day alone. */
export function formatPeriod(period: DayPeriod): string {
  const from = dayjs(period.from).format(DATE_FORMAT);
  const to = dayjs(period.to).format(DATE_FORMAT);
  return from === to ? from : `${from}–${to}`;
}

/** A trend bucket: '27.11.2026' for a day, '23.11.2026 haftası' for a week. */
export function formatBucket(start: string, bucket: 'day' | 'week'): string {
  const day = dayjs(start).format(DATE_FORMAT);
  return bucket === 'week' ? `${day} haftası` : day;
}

/** Calendar minutes as hours for the departments chart's axis, one decimal. */
export const minutesToHours = (minutes: number): number => Math.round(minutes / 6) / 10;
