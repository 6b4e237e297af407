import { describe, expect, it } from 'vitest';
import { heatColor } from './heat-color';
import { SERIES_COLORS, SLA_STATE_COLORS } from './report-colors';

/** WCAG relative luminance and contrast ratio against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return 1.05 / (luminance + 0.05);
}

describe('the heat map colour of an SLA kept share', () => {
  it('runs from red through amber to green, grey without a share', () => {
    expect(heatColor(0)).toBe('#991b1b');
    expect(heatColor(50)).toBe('#92400e');
    expect(heatColor(100)).toBe('#166534');
    expect(heatColor(140)).toBe('#166534');
    expect(heatColor(null)).toBe('#64748b');
  });

  it('keeps white text readable (4.5:1) at every share', () => {
    for (let share = 0; share <= 100; share += 5) {
      expect(contrastWithWhite(heatColor(share))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastWithWhite(heatColor(null))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the chart colours', () => {
  it('reach 4.5:1 on the white card, so that bars show and white labels on them read', () => {
    for (const color of [...Object.values(SERIES_COLORS), ...SLA_STATE_COLORS]) {
      expect(contrastWithWhite(color), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(SLA_STATE_COLORS).toHaveLength(5);
  });
});
