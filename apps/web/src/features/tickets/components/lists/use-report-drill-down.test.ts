import { describe, expect, it } from 'vitest';
import { buildTicketListFormatter } from './ticket-list-query';
import { drillDownAssignFilter, drillDownStartState, withDrillDown } from './use-report-drill-down';

const drillDown = {
  label: 'Rapor: Kapatılan — 01.11.2026–27.11.2026',
  filters: [
    { propertyName: 'status', operator: 'equal' as const, targetValue: 3 },
    {
      propertyName: 'closedDateTime',
      operator: 'greatherThanOrEqual' as const,
      targetValue: '2026-11-01',
    },
  ],
};

describe('a report figure opening the all-tickets list', () => {
  it("starts from no filter of the list's own but every breakdown", () => {
    const formatter = buildTicketListFormatter(drillDownStartState(50));
    expect(formatter.filters).toEqual([
      { propertyName: 'isActiveCategorySet', operator: 'equal', targetValue: false },
    ]);
    expect(formatter.paging).toEqual({ pageNumber: 1, maxItemCountPerPage: 50 });
  });

  it("adds the figure's filters to the list's query, and nothing without a figure", () => {
    const formatter = buildTicketListFormatter(drillDownStartState(20));
    expect(withDrillDown(formatter, drillDown).filters).toEqual([
      ...(formatter.filters ?? []),
      ...drillDown.filters,
    ]);
    expect(withDrillDown(formatter, null)).toBe(formatter);
  });

  it('asks my tickets for every ticket the user may see while a figure narrows them', () => {
    const state = drillDownStartState(20);
    expect(drillDownAssignFilter(state, drillDown)).toBe(2);
    expect(drillDownAssignFilter({ ...state, assignFilter: 0 }, null)).toBe(0);
  });
});
