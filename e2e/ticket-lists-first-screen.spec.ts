import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from './journey-test.ts';
import { boxOf } from './layout-support.ts';
import { expectNoAxeViolations, openAs, untilListIdle } from './support.ts';

const MY_TICKETS = '/tickets/ticketsofcurrentuser';
const ALL_TICKETS = '/tickets/allTickets';
const SCREEN = { width: 1366, height: 768 };
const TOP_BAR_HEIGHT = 56;

const isMyTicketsCall = (request: Request) => /\/api\/ticket\/gettickets$/.test(request.url());

function rows(page: Page): Locator {
  return page.getByTestId('ticket-list-table').getByTestId('ticket-list-row');
}

/** The page's window as these checks read it (the e2e project has no DOM types). */
type PageWindow = {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null };
};

/** The element drawn on top at a point of the viewport is inside `selector`. */
function isOnTopAt(page: Page, x: number, y: number, selector: string): Promise<boolean> {
  return page.evaluate(
    ({ x, y, selector }) =>
      Boolean(
        (globalThis as unknown as PageWindow).document.elementFromPoint(x, y)?.closest(selector),
      ),
    { x, y, selector },
  );
}

/** The list has loaded and its filter card (drawn after the first rows) is there. */
async function untilCardShown(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
}

test.use({ viewport: SCREEN });

test('at 1366 × 768 the first rows are on the first screen and the header row stays under the top bar', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local', MY_TICKETS);
  await untilCardShown(page);
  // Folded by default: the quick look-ups only, and still room for rows.
  await expect(page.getByTestId('ticket-list-filter-toggle')).toHaveText('Tüm filtreler');
  await expect(page.getByTestId('ticket-list-filter-order-no')).toBeHidden();
  expect(await page.evaluate(() => (globalThis as unknown as PageWindow).scrollY)).toBe(0);
  const firstRow = await boxOf(rows(page).first());
  expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(SCREEN.height);

  // Scrolled down the page: the header row sits right under the top bar, in view and on top.
  await page.evaluate(() => (globalThis as unknown as PageWindow).scrollTo(0, 600));
  const ticketNoHeader = page.getByRole('columnheader', { name: 'Bilet No' });
  await expect.poll(async () => Math.round((await boxOf(ticketNoHeader)).y)).toBe(TOP_BAR_HEIGHT);
  const headerBox = await boxOf(ticketNoHeader);
  expect(await isOnTopAt(page, headerBox.x + 10, headerBox.y + headerBox.height / 2, 'th')).toBe(
    true,
  );
  // The fixed columns pass under the top bar, never over it.
  expect(await isOnTopAt(page, headerBox.x + 10, TOP_BAR_HEIGHT / 2, '.ant-layout-header')).toBe(
    true,
  );
  const slaHeader = await boxOf(page.getByRole('columnheader', { name: 'SLA' }));
  expect(await isOnTopAt(page, slaHeader.x + 10, TOP_BAR_HEIGHT - 4, '.ant-layout-header')).toBe(
    true,
  );
});

test('the filter card unfolds to every field, folds to the fields in use, and each list remembers it', async ({
  page,
}) => {
  await openAs(page, 'lider@demo.local', MY_TICKETS);
  await page.getByTestId('ticket-list-assign-filter').getByText('Görüntülediklerim').click();
  await untilCardShown(page);
  const toggle = page.getByTestId('ticket-list-filter-toggle');
  const orderNo = page.getByTestId('ticket-list-filter-order-no');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('ticket-list-filter-count')).toHaveCount(0);

  await toggle.click();
  await expect(toggle).toHaveText('Daha az filtre');
  await expect(orderNo).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Oluşturma Tarihi' })).toBeVisible();

  // The all-tickets list keeps its own choice: folded; back in Biletlerim, still open.
  await page.getByTestId('menu-tickets-all').click();
  await expect(page.getByRole('heading', { name: 'Tüm Biletler' })).toBeVisible();
  await untilCardShown(page);
  await expect(toggle).toHaveText('Tüm filtreler');
  await page.getByTestId('menu-tickets-mine').click();
  await untilCardShown(page);
  await expect(toggle).toHaveText('Daha az filtre');
  await page.reload();
  await untilCardShown(page);
  await expect(toggle).toHaveText('Daha az filtre');

  // An order number nobody has: the empty list names its filter and offers 'Temizle'.
  await orderNo.fill('YOK-38C');
  await orderNo.press('Enter');
  const empty = page.getByTestId('ticket-list-empty');
  await expect(empty).toContainText('1 etkin filtre var');
  await expect(page.getByTestId('ticket-list-filter-count')).toHaveText('1 etkin filtre');
  await expectNoAxeViolations(page);

  // Folded, the field in use stays in view with its value; the unused ones go.
  await toggle.click();
  await expect(toggle).toHaveText('Tüm filtreler');
  await expect(orderNo).toBeVisible();
  await expect(orderNo).toHaveValue('YOK-38C');
  await expect(page.getByTestId('ticket-list-filter-last-name')).toBeHidden();

  // 'Temizle' under the empty list: no filter, the rows back, the card emptied.
  const clearedCall = page.waitForRequest(isMyTicketsCall);
  await page.getByTestId('ticket-list-empty-clear').click();
  const filters = ((await clearedCall).postDataJSON() as { formatter: { filters: unknown[] } })
    .formatter.filters;
  expect(JSON.stringify(filters)).not.toContain('orderTicketNumber');
  await expect(rows(page).first()).toBeVisible();
  await expect(orderNo).toBeHidden();
  await expect(page.getByTestId('ticket-list-filter-count')).toHaveCount(0);
});

test("'Oluşturduklarım' lists the tickets the agent opened", async ({ page }) => {
  await openAs(page, 'agent@demo.local', MY_TICKETS);
  await untilCardShown(page);
  const call = page.waitForRequest(isMyTicketsCall);
  await page.getByTestId('ticket-list-assign-filter').getByText('Oluşturduklarım').click();
  const sent = (await call).postDataJSON() as {
    assignFilter: number;
    formatter: { filters: { propertyName: string; operator: string; targetValue: unknown }[] };
  };
  // Every ticket the agent may see, narrowed to those they created.
  expect(sent.assignFilter).toBe(2);
  const creator = sent.formatter.filters.filter((f) => f.propertyName === 'creatorUserId');
  expect(creator).toHaveLength(1);
  expect(String(creator[0]?.targetValue)).toMatch(/^[0-9a-f-]{36}$/);
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await expect(rows(page).first()).toBeVisible();
  // The card says who the creator is; every row is the agent's.
  await expect(page.getByTestId('ticket-list-filter-creator-fixed')).toHaveValue(/^Mehmet Demir/);
  const headers = await page.getByTestId('ticket-list-table').locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === 'Oluşturan');
  const creators = await rows(page).evaluateAll(
    (elements, index) => elements.map((row) => row.querySelectorAll('td')[index]?.textContent),
    column,
  );
  expect(creators.length).toBeGreaterThan(0);
  expect(new Set(creators)).toEqual(new Set(['Mehmet Demir']));

  // Remembered with the list.
  await page.reload();
  await expect(
    page.getByTestId('ticket-list-assign-filter').locator('.ant-segmented-item-selected'),
  ).toHaveText('Oluşturduklarım');
});

test("a region manager's empty 'Bana Atananlar' points to 'Görüntülediklerim'", async ({
  page,
}) => {
  await openAs(page, 'bolge.marmara@demo.local', MY_TICKETS);
  const empty = page.getByTestId('ticket-list-empty');
  await expect(empty).toContainText(
    "Görebildiğiniz diğer biletler 'Görüntülediklerim' sekmesinde.",
  );
  await expectNoAxeViolations(page);
  await page.getByTestId('ticket-list-empty-viewed').click();
  await expect(
    page.getByTestId('ticket-list-assign-filter').locator('.ant-segmented-item-selected'),
  ).toHaveText('Görüntülediklerim');
  await expect(rows(page).first()).toBeVisible();
});

test('the all-tickets list fits the first screen too', async ({ page }) => {
  await openAs(page, 'admin@demo.local', ALL_TICKETS);
  await untilCardShown(page);
  const firstRow = await boxOf(rows(page).first());
  expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(SCREEN.height);
});
