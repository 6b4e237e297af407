import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import { type Box, boxOf, overlaps } from './layout-support.ts';
import { openAs, untilStill } from './support.ts';
import { choose } from './ticket-form-support.ts';

/*
 * The admin and report screens at 1366 × 768, the back office's smallest screen: the users list
 * and its panel, 'Bilet Kategori Setleri', the report charts' labels, and where success notices
 * open (docs/domain.md §14.4, §14.1, §25).
 */

test.use({ viewport: { width: 1366, height: 768 } });

/** Every control on the page outside the notices: the top bar's, the page's and its cards'. */
async function pageButtonBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.locator('body').evaluate((body) => {
    const controls = 'button, a, input, .ant-select, [role="switch"], [role="button"]';
    const buttons = [...body.querySelectorAll(controls)].filter(
      (button) => !button.closest('.ant-notification, .ant-message'),
    );
    return buttons
      .map((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        const label = button.getAttribute('aria-label') ?? button.getAttribute('placeholder');
        const name = `${button.tagName}: ${label ?? button.textContent?.trim() ?? ''}`;
        return { name, box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0);
  });
}

/** The success notice covers none of the page's buttons, links or fields. */
async function expectNoticeCoversNoButton(page: Page, text: string) {
  const notice = page.getByTestId('notification-success').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await untilStill(page);
  const noticeBox = await boxOf(notice);
  const covered = (await pageButtonBoxes(page)).filter(({ box }) => overlaps(box, noticeBox));
  expect(covered.map(({ name }) => name)).toEqual([]);
}

test('the users list keeps e-mails on one line; the panel comes into view and follows a rename', async ({
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36).toUpperCase();
  const email = `sigar.${tag.toLowerCase()}@example.test`;
  await openAs(page, 'admin@demo.local', '/users/list');
  const table = page.getByTestId('user-table');
  const rows = table.locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // Every address on a single line (an inline text that wraps has one box per line).
  const addressLines = await table
    .locator('td span', { hasText: '@' })
    .evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
  expect(addressLines.length).toBeGreaterThan(0);
  expect(new Set(addressLines)).toEqual(new Set([1]));

  // The last row's panel opens below the list: it is scrolled into view, title first.
  await rows.last().click();
  const panel = page.getByTestId('user-roles-panel');
  await expect(panel.locator('.ant-card-head')).toBeInViewport({ ratio: 1 });

  // A new user, given a role, then renamed: the panel's title follows, uncut.
  await page.getByTestId('user-new-button').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await dialog.getByTestId('new-user-name').fill('E2E');
  await dialog.getByTestId('new-user-surname').fill(`Sığar ${tag}`);
  await dialog.getByTestId('new-user-email').fill(email);
  await dialog.getByTestId('new-user-role-add').click();
  await choose(page, dialog.getByTestId('new-user-role-form-unit'), 'Müşteri Hizmetleri');
  await choose(page, dialog.getByTestId('new-user-role-form-role'), 'Çağrı Merkezi Takım Lideri');
  await dialog.getByTestId('new-user-role-form-save').click();
  await dialog.getByTestId('new-user-save').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('password-link-close').click();
  const title = panel.locator('.ant-card-head-title');
  await expect(title).toHaveText(`E2E Sığar ${tag} - Roller`);
  await expect(panel.locator('.ant-card-head')).toBeInViewport({ ratio: 1 });

  await page.getByTestId('user-edit').click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  // Renamed to the end of the alphabet: off the list's first page, the panel still follows.
  await edit.getByTestId('edit-user-name').fill('Zülfikar Gökhan');
  await edit.getByTestId('edit-user-surname').fill(`Özdemiroğlu ${tag}`);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  const newName = `Zülfikar Gökhan Özdemiroğlu ${tag}`;
  await expect(title).toHaveText(`${newName} - Roller`);
  const isCut = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(isCut).toBe(false);

  // The notice of the save covers no button: not the panel's, not the page's, not the top bar's.
  await expectNoticeCoversNoButton(page, `${newName} kullanıcısı güncellendi.`);
});

test('a reference save notice covers none of the buttons of its screen', async ({ page }) => {
  const source = `E2E Kaynak Yeri ${Date.now().toString(36).toUpperCase()}`;
  await openAs(page, 'admin@demo.local', '/definitions/sources');
  const table = page.getByTestId('sources');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('sources-new').click();
  await table.getByTestId('sources-name').fill(source);
  await table.getByTestId('sources-name').press('Enter');
  await expectNoticeCoversNoButton(page, `Kayıt işlemi başarılı: ${source}`);
});

/**
 * The cells whose text is drawn beyond their own box (cut by '…' or by the cell's edge): the
 * text's own extent, measured as a range, against the cell's.
 */
function cutCells(cells: Locator): Promise<{ text: string; title: string | null }[]> {
  return cells.evaluateAll((elements) =>
    elements
      .filter((cell) => {
        if (!cell.textContent?.trim()) return false;
        const range = cell.ownerDocument.createRange();
        range.selectNodeContents(cell);
        const drawn = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return drawn.width > box.width + 1 || drawn.height > box.height + 1;
      })
      .map((cell) => ({
        text: cell.textContent?.trim() ?? '',
        // The cell's own title (antd's ellipsis) or its text's (a clamped name).
        title:
          cell.getAttribute('title') ??
          cell.querySelector('[title]')?.getAttribute('title') ??
          null,
      })),
  );
}

/**
 * The header titles drawn whole and on top (not under a fixed column) at the table's current
 * sideways scroll.
 */
function wholeHeaders(table: Locator): Promise<string[]> {
  return table.locator('thead th').evaluateAll((cells) => {
    const body = cells[0]?.closest('.ant-table')?.getBoundingClientRect();
    return cells
      .filter((cell) => {
        const { left, right, top, bottom } = cell.getBoundingClientRect();
        if (!body || left < body.left - 1 || right > body.right + 1) return false;
        const probes = [left + 2, (left + right) / 2, right - 2];
        return probes.every((x) => {
          const hit = cell.ownerDocument.elementFromPoint(x, (top + bottom) / 2);
          return hit !== null && cell.contains(hit);
        });
      })
      .map((cell) => cell.textContent?.trim() ?? '')
      .filter(Boolean);
  });
}

test("'Bilet Kategori Setleri' shows every header whole and cuts no cell it cannot show", async ({
  page,
}) => {
  await openAs(page, 'admin@demo.local', '/definitions/ticket-category-sets');
  const table = page.getByTestId('category-sets-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await untilStill(page);
  expect(await cutCells(table.locator('thead th'))).toEqual([]);

  // No cell cut without its whole text on hover (its title).
  const unreadable = (await cutCells(table.locator('tr.ant-table-row > td'))).filter(
    (cell) => cell.title !== cell.text,
  );
  expect(unreadable).toEqual([]);

  // Scrolled sideways to its end and back, every column's header is seen whole at some point.
  const allTitles = await table
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
  const seen = new Set(await wholeHeaders(table));
  const scroller = table.locator('.ant-table-body, .ant-table-content').first();
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  for (let left = 0; left <= scrollWidth - clientWidth + 80; left += 80) {
    await scroller.evaluate((element, to) => {
      element.scrollLeft = to;
      element.dispatchEvent(new Event('scroll'));
    }, left);
    await page.waitForTimeout(50);
    for (const title of await wholeHeaders(table)) seen.add(title);
  }
  expect(allTitles.filter((title) => !seen.has(title))).toEqual([]);

  // Scrolled down the page, the header row stays in view below the top bar.
  await page.mouse.wheel(0, 600);
  await untilStill(page);
  const header = table.locator('thead').first();
  await expect(header).toBeInViewport();
  expect((await boxOf(header)).y).toBeGreaterThanOrEqual(56 - 1);
});

test('the report charts draw their axis labels inside the chart', async ({ page }) => {
  test.slow();
  await openAs(page, 'admin@demo.local', '/reports');
  const charts = page.locator('.report-chart');
  await expect(page.getByTestId('report-heatmap-chart')).toBeVisible();
  await expect(charts).not.toHaveCount(0);
  const count = await charts.count();
  for (let index = 0; index < count; index += 1) {
    const chart = charts.nth(index);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg text').first()).toBeVisible();
    const outside = await chart.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      return [...element.querySelectorAll('svg text')]
        .filter((text) => {
          const box = text.getBoundingClientRect();
          if (box.width === 0) return false;
          return (
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            box.top < frame.top - 1 ||
            box.bottom > frame.bottom + 1
          );
        })
        .map((text) => text.textContent ?? '');
    });
    expect(outside, (await chart.getAttribute('data-testid')) ?? '').toEqual([]);
  }
});
