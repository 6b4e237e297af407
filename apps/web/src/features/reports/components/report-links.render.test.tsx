import {
  REPORT_SECTION_LINKS,
  type ReportAnswers,
  type ReportSectionName,
} from '@ccms/contract/report-links';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CountsSection } from './counts-section';
import { DepartmentsSection } from './departments-section';
import { HeatmapSection } from './heatmap-section';
import { LeftOutNotice } from './left-out-notice';
import { figureHref } from './report-figures';
import { formatCount } from './report-format';
import type { ReportScope } from './report-scope';
import { SlaStatesSection } from './sla-states-section';
import { TimesSection } from './times-section';
import { TopBreakdownsSection, TopStoresSection } from './top-section';
import { TrendSection } from './trend-section';

/*
 * Rendered to HTML in node (no DOM): every number a section links is one of the contract's
 * figure links (docs/domain.md §25 Drill-down), showing that link's count, and every figure
 * link with tickets is on the screen. The server's test walks the same links against the lists,
 * so a link drawn outside them, or a section missing below, fails here.
 */

const STORE_A = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const STORE_B = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5c';
const UNIT = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5d';
const ids = (n: number) => `4a1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5${n}`;

const counts = (opened: number, closed: number, withSla: number, within: number) => ({
  opened,
  closed,
  closedWithSla: withSla,
  closedWithinSla: within,
  slaKeptPercentage: withSla === 0 ? null : (within / withSla) * 100,
});
const time = (count: number) => ({ count, medianMinutes: 90, p90Minutes: 300 });

const answers: ReportAnswers = {
  summary: {
    current: counts(12, 9, 7, 4),
    previous: counts(10, 8, 6, 6),
    previousFrom: '2026-10-22',
    previousTo: '2026-11-04',
    bucket: 'day',
    trend: [
      { start: '2026-11-05', opened: 3, closed: 2 },
      { start: '2026-11-06', opened: 9, closed: 7 },
    ],
    openNow: 6,
    overdueNow: 2,
    openBySlaState: [
      { state: 1, count: 4 },
      { state: 4, count: 2 },
    ],
    leftOutOfReporting: 3,
  },
  times: {
    toClose: time(7),
    toFirstAnswer: time(5),
    previousToClose: time(6),
    previousToFirstAnswer: time(4),
  },
  departments: {
    rows: [
      {
        unitId: UNIT,
        unitName: 'MÜŞTERİ HİZMETLERİ',
        tickets: 8,
        totalMinutes: 600,
        averageMinutes: 75,
      },
    ],
  },
  top: {
    breakdowns: [
      {
        typeId: ids(1),
        categoryId: ids(2),
        subCategoryId: ids(3),
        typeName: 'Şikayet',
        categoryName: 'Teslimat',
        subCategoryName: 'Gecikme',
        opened: 5,
        overdueNow: 1,
        overduePercentage: 20,
      },
    ],
    stores: [
      { storeId: STORE_A, storeName: 'KADIKÖY', opened: 7, overdueNow: 2, overduePercentage: 28.6 },
    ],
  },
  heatmap: {
    weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
    stores: [
      {
        storeId: STORE_A,
        storeName: 'KADIKÖY',
        cells: [
          { week: '2026-11-02', closedWithSla: 2, closedWithinSla: 1, slaKeptPercentage: 50 },
          { week: '2026-11-09', closedWithSla: 4, closedWithinSla: 0, slaKeptPercentage: 0 },
          { week: '2026-11-16', closedWithSla: 0, closedWithinSla: 0, slaKeptPercentage: null },
        ],
      },
      {
        storeId: STORE_B,
        storeName: 'BEŞİKTAŞ',
        cells: [
          { week: '2026-11-02', closedWithSla: 1, closedWithinSla: 1, slaKeptPercentage: 100 },
          { week: '2026-11-09', closedWithSla: 2, closedWithinSla: 2, slaKeptPercentage: 100 },
          { week: '2026-11-16', closedWithSla: 1, closedWithinSla: 0, slaKeptPercentage: 0 },
        ],
      },
    ],
  },
};

const queryOf = <Data,>(data: Data) =>
  ({ data, isError: false, isFetching: false, error: null }) as UseQueryResult<Data>;

const scope: ReportScope = {
  filter: { from: '2026-11-05', to: '2026-11-18', sourceId: ids(9) },
  list: 'all',
  names: { sourceId: 'E-posta' },
};

/** Each section as the screen draws it: a section without an entry here does not compile. */
const SECTIONS: Record<ReportSectionName, () => ReactElement> = {
  counts: () => <CountsSection scope={scope} query={queryOf(answers.summary)} />,
  trend: () => <TrendSection scope={scope} query={queryOf(answers.summary)} />,
  slaStates: () => <SlaStatesSection scope={scope} query={queryOf(answers.summary)} />,
  times: () => <TimesSection scope={scope} query={queryOf(answers.times)} />,
  departments: () => <DepartmentsSection scope={scope} query={queryOf(answers.departments)} />,
  topBreakdowns: () => <TopBreakdownsSection scope={scope} query={queryOf(answers.top)} />,
  topStores: () => <TopStoresSection scope={scope} query={queryOf(answers.top)} />,
  heatmap: () => <HeatmapSection scope={scope} query={queryOf(answers.heatmap)} />,
  leftOut: () => <LeftOutNotice scope={scope} summary={answers.summary} />,
};

/** The figure links of the rendered HTML: their address and the text they show. */
function renderedLinks(element: ReactElement) {
  const html = renderToString(<MemoryRouter>{element}</MemoryRouter>).replaceAll('<!-- -->', '');
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)]
    .filter(([, attributes]) => attributes?.includes('class="report-figure-link"'))
    .map(([, attributes, text]) => ({
      href: (/href="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '').replaceAll('&amp;', '&'),
      text: text ?? '',
    }));
}

describe.each(Object.keys(SECTIONS) as ReportSectionName[])('the %s section', (section) => {
  it("links every number to its figure's tickets, and only the contract's figures", () => {
    const defined = REPORT_SECTION_LINKS[section](scope.filter, answers).map((link) => ({
      link,
      href: figureHref(link, scope.names, scope.list),
    }));
    const rendered = renderedLinks(SECTIONS[section]());
    expect(rendered.length).toBeGreaterThan(0);
    for (const { href, text } of rendered) {
      const match = defined.find((candidate) => candidate.href === href);
      expect(match, `${section}: ${href}`).toBeDefined();
      expect(text).toContain(formatCount(match?.link.count ?? -1));
    }
    const withTickets = defined.filter(({ link }) => link.count > 0).map(({ href }) => href);
    for (const href of withTickets) expect(rendered.map((link) => link.href)).toContain(href);
  });
});
