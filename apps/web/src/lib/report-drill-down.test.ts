import { describe, expect, it } from 'vitest';
import { drillDownHref, readDrillDown } from './report-drill-down';

const drillDown = {
  label: 'Rapor: Kapatılan — 01.11.2026–27.11.2026',
  filters: [
    { propertyName: 'status', operator: 'equal' as const, targetValue: 3 },
    { propertyName: 'isRemovedFromReporting', operator: 'equal' as const, targetValue: false },
  ],
};

const paramsOf = (href: string) => new URL(href, 'http://localhost').searchParams;

describe('report drill-down links', () => {
  it('carry the figure to the all-tickets list, or my tickets, and back unchanged', () => {
    const href = drillDownHref(drillDown, 'all');
    expect(href.startsWith('/tickets/allTickets?rapor=')).toBe(true);
    expect(readDrillDown(paramsOf(href))).toEqual(drillDown);
    const mine = drillDownHref(drillDown, 'mine');
    expect(mine.startsWith('/tickets/ticketsofcurrentuser?rapor=')).toBe(true);
    expect(readDrillDown(paramsOf(mine))).toEqual(drillDown);
  });

  it('carry the names of the filters the figure carries', () => {
    const named = { ...drillDown, details: ['Mağaza / Departman: KADIKÖY', 'Bilet Tipi: Şikayet'] };
    expect(readDrillDown(paramsOf(drillDownHref(named, 'all')))).toEqual(named);
    const broken = { ...drillDown, details: [3] };
    expect(readDrillDown(paramsOf(drillDownHref(broken as never, 'all')))).toBeNull();
  });

  it('ignore a missing, broken or foreign parameter', () => {
    expect(readDrillDown(new URLSearchParams())).toBeNull();
    expect(readDrillDown(new URLSearchParams({ rapor: '{not json' }))).toBeNull();
    expect(readDrillDown(new URLSearchParams({ rapor: '{"label":"x","filters":[]}' }))).toBeNull();
    const withFilters = (filters: unknown[]) =>
      new URLSearchParams({ rapor: JSON.stringify({ ...drillDown, filters }) });
    expect(
      readDrillDown(new URLSearchParams({ rapor: JSON.stringify({ ...drillDown, label: '' }) })),
    ).toBeNull();
    expect(
      readDrillDown(withFilters([{ propertyName: 'status', operator: 'like', targetValue: 3 }])),
    ).toBeNull();
    expect(
      readDrillDown(withFilters([{ propertyName: 'status', operator: 'equal', targetValue: {} }])),
    ).toBeNull();
    expect(readDrillDown(withFilters(['status']))).toBeNull();
  });
});
