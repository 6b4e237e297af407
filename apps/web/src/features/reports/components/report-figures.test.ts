import { describe, expect, it } from 'vitest';
import { bucketPeriod, figureDrillDown } from './report-figures';

const STORE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('a figure opened as the ticket list', () => {
  it('names the figure and its period, with the contract filters of the scope', () => {
    const drillDown = figureDrillDown(
      { from: '2026-11-01', to: '2026-11-27', storeId: STORE },
      { kind: 'closed', from: '2026-11-01', to: '2026-11-27', hasSla: true, withinSla: true },
      'Kapatılan, SLA içinde',
    );
    expect(drillDown.label).toBe('Rapor: Kapatılan, SLA içinde — 01.11.2026–27.11.2026');
    expect(drillDown.filters).toContainEqual({
      propertyName: 'storeId',
      operator: 'equal',
      targetValue: STORE,
    });
    expect(drillDown.filters).toContainEqual({
      propertyName: 'closedWithinSla',
      operator: 'equal',
      targetValue: true,
    });
  });

  it('names an open-now figure without a period', () => {
    const drillDown = figureDrillDown(
      { from: '2026-11-01', to: '2026-11-27' },
      { kind: 'openNow', slaState: 3 },
      'Şu an açık, Kritik',
    );
    expect(drillDown.label).toBe('Rapor: Şu an açık, Kritik');
  });
});

describe('a bucket inside the period', () => {
  const period = { from: '2026-11-05', to: '2026-11-27' };
  it('cuts the first and the last week at the period ends', () => {
    expect(bucketPeriod('2026-11-02', 'week', period)).toEqual({
      from: '2026-11-05',
      to: '2026-11-08',
    });
    expect(bucketPeriod('2026-11-09', 'week', period)).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(bucketPeriod('2026-11-23', 'week', period)).toEqual({
      from: '2026-11-23',
      to: '2026-11-27',
    });
    expect(bucketPeriod('2026-11-10', 'day', period)).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
  });
});
