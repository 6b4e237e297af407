import type { ReportLink } from '@ccms/contract/report-links';
import { describe, expect, it } from 'vitest';
import { figureDrillDown } from './report-figures';

const STORE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const TYPE = '4a1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const period = { from: '2026-11-01', to: '2026-11-27' };

const link = (overrides: Partial<ReportLink>): ReportLink => ({
  key: 'k',
  count: 1,
  name: 'Kapatılan, SLA içinde',
  filter: period,
  rowNames: {},
  figure: { kind: 'closed', ...period, hasSla: true, withinSla: true },
  ...overrides,
});

describe('a figure opened as the ticket list', () => {
  it('names the figure and its period, with the contract filters of the scope', () => {
    const drillDown = figureDrillDown(link({ filter: { ...period, storeId: STORE } }), {
      storeId: 'İSTANBUL KADIKÖY',
    });
    expect(drillDown.label).toBe('Rapor: Kapatılan, SLA içinde — 01.11.2026–27.11.2026');
    expect(drillDown.details).toEqual(['Mağaza / Departman: İSTANBUL KADIKÖY']);
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

  it("names every filter: the row's own name first, then the report's", () => {
    const drillDown = figureDrillDown(
      link({
        filter: { ...period, storeId: STORE, typeId: TYPE, regionManagerEmail: 'b@x.test' },
        rowNames: { storeId: 'ANKARA KIZILAY' },
      }),
      { storeId: 'başka', typeId: 'Şikayet', regionManagerEmail: 'Marmara' },
    );
    expect(drillDown.details).toEqual([
      'Bölge: Marmara',
      'Mağaza / Departman: ANKARA KIZILAY',
      'Bilet Tipi: Şikayet',
    ]);
  });

  it('names an open-now figure without a period, and no filter when none is set', () => {
    const drillDown = figureDrillDown(
      link({ name: 'Şu an açık, Kritik', figure: { kind: 'openNow', slaState: 3 } }),
      {},
    );
    expect(drillDown.label).toBe('Rapor: Şu an açık, Kritik');
    expect(drillDown.details).toBeUndefined();
  });
});
