import { describe, expect, it } from 'vitest';
import { bucketPeriod, heatmapLinks } from './report-links.ts';
import { drillDownFilters } from './reports.ts';

const STORE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

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

describe("a heat-map cell's links", () => {
  it('open every ticket closed with an SLA for the denominator, not only the late ones', () => {
    const filter = { from: '2026-11-05', to: '2026-11-27' };
    const cell = {
      week: '2026-11-02',
      closedWithSla: 2,
      closedWithinSla: 1,
      slaKeptPercentage: 50,
    };
    const links = heatmapLinks(filter, {
      weeks: ['2026-11-02'],
      stores: [{ storeId: STORE, storeName: 'KADIKÖY', cells: [cell] }],
    });
    const [withSla, withinSla] = links;
    expect(withSla).toMatchObject({ count: 2, rowNames: { storeId: 'KADIKÖY' } });
    const names = (link: typeof withSla) =>
      drillDownFilters(link!.filter, link!.figure).map((f) => f.propertyName);
    expect(names(withSla)).toContain('hasSla');
    expect(names(withSla)).not.toContain('closedWithinSla');
    expect(withinSla).toMatchObject({ count: 1 });
    expect(drillDownFilters(withinSla!.filter, withinSla!.figure)).toContainEqual({
      propertyName: 'closedWithinSla',
      operator: 'equal',
      targetValue: true,
    });
    expect(drillDownFilters(withSla!.filter, withSla!.figure)).toContainEqual({
      propertyName: 'closedDateTime',
      operator: 'greatherThanOrEqual',
      targetValue: '2026-11-05',
    });
  });
});
