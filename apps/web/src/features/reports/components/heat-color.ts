import { HEAT_COLORS, HEAT_EMPTY_COLOR } from './report-colors';

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/**
 * The heat map's colour of an SLA kept share: dark red at 0 %, dark amber at 50 %, dark green at
 * 100 %, mixed in between; every mix stays dark enough for white text (≥ 4.5:1).
 */
export function heatColor(share: number | null): string {
  if (share === null) return HEAT_EMPTY_COLOR;
  const clamped = Math.min(100, Math.max(0, share));
  const [low, high, weight] =
    clamped <= 50
      ? [HEAT_COLORS[0], HEAT_COLORS[1], clamped / 50]
      : [HEAT_COLORS[1], HEAT_COLORS[2], (clamped - 50) / 50];
  const a = channels(low);
  const b = channels(high);
  const mixed = a.map((value, index) => Math.round(value + ((b[index] ?? 0) - value) * weight));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
