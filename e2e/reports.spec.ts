import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs } from './support.ts';

/*
 * The 'Raporlar' screen (docs/domain.md §25): a region manager and a store manager read their
 * figures, each within what they may see, and a figure (a table's link or a chart's bar) opens the
 * ticket list whose total is that figure (my tickets, every one they may see: neither has the
 * all-tickets list). Other journeys create and close tickets meanwhile, so a figure and the
 * list's total are compared again, from the report, until they are read without a change in
 * between.
 */

const REGION_MANAGER = 'bolge.marmara@demo.local';
const STORE_MANAGER = 'manager@demo.local';

/** '1.234' → 1234 (Turkish thousands separator). */
const countOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** My tickets asked for every ticket the user may see (assignFilter 2), as a figure opens them. */
const isEveryVisibleTicketCall = (response: Response) =>
  response.url().endsWith('/api/ticket/gettickets') &&
  (response.request().postDataJSON() as { assignFilter?: number }).assignFilter === 2;

/** Picks an option of an antd select by its label. */
async function chooseOption(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${label}"]`)
    .click();
  await expect(page.getByTestId(testId)).toContainText(label);
}

/** A figure on the report: the number it shows, and the click that follows it. */
type Figure = { count: number; follow: () => Promise<void> };

/** A count in a table: a link to its tickets. */
async function tableFigure(page: Page, testId: string): Promise<Figure> {
  const link = page.getByTestId(testId);
  await expect(link).toBeVisible();
  return { count: countOf(await link.textContent()), follow: () => link.click() };
}

type Bar = { x: number; y: number; width: number; height: number; label: string };

/**
 * The bars of a chart, left to right, each with the value label drawn above it. ECharts draws
 * the chart as SVG: a bar is a path filled with its series' colour (the pattern is a second path
 * over it, filled with `url(#…)`; legend keys are moved by a transform), its label the text
 * centred over it.
 */
function barsOf(chart: Locator): Promise<Bar[]> {
  return chart.locator('svg').evaluate((svg) => {
    const boxOf = (element: typeof svg) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const texts = [...svg.querySelectorAll('text')].map((text) => ({
      ...boxOf(text),
      text: text.textContent ?? '',
    }));
    return [...svg.querySelectorAll('path[fill^="#"]:not([transform])')]
      .map(boxOf)
      .sort((a, b) => a.x - b.x)
      .map((bar) => {
        const middle = bar.x + bar.width / 2;
        const above = texts
          .filter((text) => Math.abs(text.x + text.width / 2 - middle) < 1)
          .filter((text) => text.y + text.height <= bar.y + 1)
          .sort((a, b) => b.y - a.y);
        return { ...bar, label: above[0]?.text ?? '' };
      });
  });
}

/**
 * The `index`th bar of a chart from the left, once the chart has drawn it (its bars grow for a
 * second): the number its label shows, and a click in its middle.
 */
async function chartBar(page: Page, testId: string, index: number): Promise<Figure> {
  const chart = page.getByTestId(testId);
  await chart.locator('svg').scrollIntoViewIfNeeded();
  let bars: Bar[] = [];
  let before = '';
  await expect
    .poll(
      async () => {
        bars = await barsOf(chart);
        const drawn = JSON.stringify(bars);
        const still = bars.length > index && drawn === before;
        before = drawn;
        return still;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const bar = bars[index] as Bar;
  return {
    count: countOf(bar.label),
    follow: () => page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2),
  };
}

/**
 * Opens the report at `address`, reads a figure (`figureOf`), follows it to the ticket list, and
 * returns the figure and the list's total (the server's, and the one the list shows).
 */
async function followFigure(
  page: Page,
  address: string,
  figureOf: (page: Page) => Promise<Figure>,
  name: string,
) {
  await page.goto(address);
  const { count: figure, follow } = await figureOf(page);
  const answer = page.waitForResponse(isEveryVisibleTicketCall);
  await follow();
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser\?rapor=/);
  // Neither half of my tickets: every one the user may see.
  await expect(page.getByTestId('ticket-list-assign-filter')).toHaveCount(0);
  await expect(page.getByTestId('ticket-list-report-filter')).toContainText(`Rapor: ${name}`);
  const total = ((await (await answer).json()) as { totalCount: number }).totalCount;
  if (total > 0) {
    await expect(page.locator('.ant-pagination-total-text')).toContainText(`toplam ${total} bilet`);
  }
  return { figure, total };
}

test('a region manager reads the last 30 days and opens the tickets behind a figure and a bar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Their own list's choice, stored: a figure's view must not overwrite it.
  await openAs(page, REGION_MANAGER, '/tickets/ticketsofcurrentuser');
  const assignFilter = page.getByTestId('ticket-list-assign-filter');
  await assignFilter.getByText('Görüntülediklerim').click();
  await expect(assignFilter.locator('.ant-segmented-item-selected')).toHaveText(
    'Görüntülediklerim',
  );
  await page.getByTestId('menu-reports').click();
  await expect(page).toHaveURL(/\/reports/);
  await expect(page.getByRole('heading', { name: 'Raporlar', level: 3 })).toBeVisible();

  await chooseOption(page, 'report-filter-period', 'Son 30 gün');
  await page.getByTestId('report-filter-apply').click();
  await expect(page).toHaveURL(/donem=last30/);
  // 30 days that end today, compared with the 30 before.
  const today = new Date();
  const day = (date: Date) => date.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });
  const first = new Date(today.getTime() - 29 * 86_400_000);
  await expect(page.getByTestId('report-period')).toContainText(`${day(first)}–${day(today)}`);

  const counts = page.getByTestId('report-counts-table');
  await expect(counts.locator('caption')).toHaveText(/Dönemin sayıları/);
  await expect(counts.getByRole('rowheader', { name: 'Kapatılan', exact: true })).toBeVisible();
  await expect(page.getByTestId('report-sla-states-table')).toContainText('Aşıldı');
  // The charts are drawn (their own chunk) and named by a summary.
  await expect(page.getByTestId('report-trend-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('report-counts-chart')).toHaveAttribute('role', 'img');
  // Sources and rule sets come with the report's options: offered, and no refusal showed.
  await page.getByTestId('report-filter-source').click();
  await expect(page.locator('.ant-select-item-option[title="E-posta"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('report-filter-rule-set')).toBeVisible();
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Each table as an Excel file under the server's name.
  const download = page.waitForEvent('download');
  await page.getByTestId('report-excel-trend').click();
  expect((await download).suggestedFilename()).toBe('Rapor_Egilim.xlsx');

  const address = page.url();
  let followed = { figure: -1, total: -2 };
  await expect(async () => {
    followed = await followFigure(
      page,
      address,
      (report) => tableFigure(report, 'report-figure-closed'),
      'Kapatılan — ',
    );
    expect(followed.total).toBe(followed.figure);
  }).toPass({ timeout: 120_000 });
  expect(followed.figure).toBeGreaterThan(0);

  // The figure's filters can be dropped: my tickets are then as the user left them.
  await page.getByTestId('ticket-list-report-filter-remove').click();
  await expect(page.getByTestId('ticket-list-report-filter')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  await expect(assignFilter.locator('.ant-segmented-item-selected')).toHaveText(
    'Görüntülediklerim',
  );

  // A bar of the chart opens its tickets as a link of the table does. The bars, left to right:
  // each measure this period, then the previous one; the second is the previous period's opened.
  const previousLast = new Date(first.getTime() - 86_400_000);
  const previousFirst = new Date(previousLast.getTime() - 29 * 86_400_000);
  let clicked = { figure: -1, total: -2 };
  await expect(async () => {
    clicked = await followFigure(
      page,
      address,
      (report) => chartBar(report, 'report-counts-chart', 1),
      `Açılan — ${day(previousFirst)}–${day(previousLast)}`,
    );
    expect(clicked.total).toBe(clicked.figure);
  }).toPass({ timeout: 120_000 });
  expect(clicked.figure).toBeGreaterThan(0);
});

test('a store manager sees only their store, and a figure is their list', async ({ page }) => {
  test.setTimeout(180_000);
  const options = page.waitForResponse((response) =>
    response.url().endsWith('/api/reports/options'),
  );
  await openAs(page, STORE_MANAGER, '/reports');
  // Enter on the closed period select applies, as 'Uygula' does.
  await chooseOption(page, 'report-filter-period', 'Son 30 gün');
  await page.getByTestId('report-filter-period').locator('input').press('Enter');
  await expect(page).toHaveURL(/donem=last30/);
  const stores = ((await (await options).json()) as { data: { stores: { name: string }[] } }).data
    .stores;
  expect(stores.map((store) => store.name)).toEqual(['İSTANBUL KADIKÖY BAHARİYE']);
  await page.getByTestId('report-filter-store').click();
  const offered = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator('.ant-select-item-option');
  await expect(offered).toHaveCount(1);
  await expect(offered).toHaveAttribute('title', 'İSTANBUL KADIKÖY BAHARİYE');
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('report-counts-table')).toBeVisible();
  const address = page.url();
  let followed = { figure: -1, total: -2 };
  await expect(async () => {
    followed = await followFigure(
      page,
      address,
      (report) => tableFigure(report, 'report-figure-opened'),
      'Açılan — ',
    );
    expect(followed.total).toBe(followed.figure);
  }).toPass({ timeout: 120_000 });
  expect(followed.figure).toBeGreaterThan(0);
});

test("the heat map's cells open exactly their tickets, and the list names the store", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openAs(page, REGION_MANAGER, '/reports?donem=last90');
  const table = page.getByTestId('report-heatmap-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  const address = page.url();
  // The first six cells: each share's numerator (within SLA) and denominator (with an SLA).
  const links = table.locator('a.report-figure-link');
  const walked = Math.min(12, await links.count());
  expect(walked).toBeGreaterThan(1);
  for (let index = 0; index < walked; index += 1) {
    await expect(async () => {
      await page.goto(address);
      const link = page
        .getByTestId('report-heatmap-table')
        .locator('a.report-figure-link')
        .nth(index);
      await expect(link).toBeVisible();
      const title = (await link.getAttribute('title')) ?? '';
      const store = title.slice(0, title.indexOf(', '));
      const isWithin = title.endsWith('SLA içinde kapatılan');
      const figure = countOf(await link.textContent());
      const answer = page.waitForResponse(isEveryVisibleTicketCall);
      await link.click();
      await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser\?rapor=/);
      const notice = page.getByTestId('ticket-list-report-filter');
      await expect(notice).toContainText(
        isWithin ? 'Rapor: Kapatılan, SLA içinde — ' : "Rapor: Kapatılan, SLA'lı — ",
      );
      // The store the cell belongs to is named with the filter's label.
      await expect(page.getByTestId('ticket-list-report-filter-details')).toHaveText(
        `Mağaza / Departman: ${store}`,
      );
      const total = ((await (await answer).json()) as { totalCount: number }).totalCount;
      expect({ index, title, total }).toEqual({ index, title, total: figure });
    }).toPass({ timeout: 120_000 });
  }
  await expectNoAxeViolations(page);
});
