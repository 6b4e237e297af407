import { describe, expect, it } from 'vitest';
import {
  formatBucket,
  formatBusinessMinutes,
  formatCountChange,
  formatPeriod,
  formatShare,
  formatShareChange,
  formatTimeChange,
} from './report-format';

describe('report figures in Turkish', () => {
  it('write shares and business times, a dash when nothing was measured', () => {
    expect(formatShare(87.54)).toBe('%87,5');
    expect(formatShare(null)).toBe('—');
    expect(formatBusinessMinutes(2 * 1440 + 4 * 60 + 10)).toBe('2 gün 4 sa');
    expect(formatBusinessMinutes(200)).toBe('3 sa 20 dk');
    expect(formatBusinessMinutes(null)).toBe('—');
  });

  it('write the change against the previous period with its sign', () => {
    expect(formatCountChange(132, 120)).toBe('+12 (%+10)');
    expect(formatCountChange(3, 6)).toBe('-3 (%-50)');
    expect(formatCountChange(1234, 1234)).toBe('0');
    expect(formatCountChange(4, 0)).toBe('+4 (yeni)');
    expect(formatShareChange(90, 87.5)).toBe('+2,5 puan');
    expect(formatShareChange(80, 90)).toBe('-10 puan');
    expect(formatShareChange(null, 90)).toBe('—');
    expect(formatTimeChange(300, 180)).toBe('2 sa daha uzun');
    expect(formatTimeChange(180, 225)).toBe('45 dk daha kısa');
    expect(formatTimeChange(180, 180)).toBe('aynı');
  });

  it('write periods and trend buckets as dates', () => {
    expect(formatPeriod({ from: '2026-11-01', to: '2026-11-27' })).toBe('01.11.2026–27.11.2026');
    expect(formatPeriod({ from: '2026-11-27', to: '2026-11-27' })).toBe('27.11.2026');
    expect(formatBucket('2026-11-23', 'week')).toBe('23.11.2026 haftası');
    expect(formatBucket('2026-11-23', 'day')).toBe('23.11.2026');
  });
});
