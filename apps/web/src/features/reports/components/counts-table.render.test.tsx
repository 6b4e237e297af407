import { drillDownFilters, type TReportSummary } from '@ccms/contract/reports';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readDrillDown } from '../../../lib/report-drill-down';
import { countRows } from './counts-section';
import { FigureLink, ReportTable } from './report-table';

/* Rendered to HTML in node (no DOM): the counts table's headers and its drill-down links. */

const counts = (opened: number, closed: number, within: number) => ({
  opened,
  closed,
  closedWithSla: closed,
  closedWithinSla: within,
  slaKeptPercentage: closed === 0 ? null : (within / closed) * 100,
});
const summary: TReportSummary = {
  current: counts(132, 120, 96),
  previous: counts(120, 100, 90),
  previousFrom: '2026-10-05',
  previousTo: '2026-10-31',
  bucket: 'day',
  trend: [],
  openNow: 40,
  overdueNow: 5,
  openBySlaState: [{ state: 4, count: 5 }],
  leftOutOfReporting: 2,
};
const filter = { from: '2026-11-01', to: '2026-11-27' };

function renderCounts(list: 'all' | 'mine' = 'all'): string {
  const rows = countRows({ filter, list, names: {} }, summary);
  return renderToString(
    <MemoryRouter>
      <ReportTable
        caption="Dönemin sayıları"
        testId="report-counts-table"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { key: 'name', title: 'Ölçü', render: (row) => row.name },
          {
            key: 'current',
            title: 'Bu dönem',
            isNumeric: true,
            render: (row) => (
              <FigureLink href={row.currentHref} title={row.name} testId={`figure-${row.key}`}>
                {row.current}
              </FigureLink>
            ),
          },
          { key: 'change', title: 'Değişim', render: (row) => row.change },
        ]}
      />
    </MemoryRouter>,
  );
}

/** The drill-down a link of the rendered table carries, found by its test id. */
function linkedDrillDown(html: string, testId: string) {
  const tag = new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
  const href = /href="([^"]+)"/.exec(tag)?.[1];
  if (!href) return null;
  const url = new URL(href.replaceAll('&amp;', '&'), 'http://localhost');
  return { path: url.pathname, drillDown: readDrillDown(url.searchParams) };
}

describe('the counts table', () => {
  it('names every figure by its caption, column header and row header', () => {
    const html = renderCounts();
    expect(html).toContain('<caption>Dönemin sayıları</caption>');
    expect(html).toContain('<th scope="col" class="numeric">Bu dönem</th>');
    expect(html).toContain('<th scope="row">Kapatılan</th>');
    expect(html).toContain('+20 (%+20)');
  });

  it("opens the all-tickets list on exactly the closed figure's tickets", () => {
    const link = linkedDrillDown(renderCounts(), 'figure-closed');
    expect(link?.path).toBe('/tickets/allTickets');
    expect(link?.drillDown?.label).toBe('Rapor: Kapatılan — 01.11.2026–27.11.2026');
    expect(link?.drillDown?.filters).toEqual(
      drillDownFilters(filter, { kind: 'closed', from: filter.from, to: filter.to }),
    );
    const overdue = linkedDrillDown(renderCounts(), 'figure-overdueNow');
    expect(overdue?.drillDown?.label).toBe('Rapor: Şu an SLA aşılmış');
  });

  it('opens my tickets instead for a user without the all-tickets list', () => {
    const link = linkedDrillDown(renderCounts('mine'), 'figure-closed');
    expect(link?.path).toBe('/tickets/ticketsofcurrentuser');
    expect(link?.drillDown?.label).toBe('Rapor: Kapatılan — 01.11.2026–27.11.2026');
  });

  it('writes a share, which is no set of tickets, as plain text', () => {
    expect(renderCounts()).toContain('<span data-testid="figure-slaKept">%80</span>');
  });
});
