import { expect, type Locator, type Page } from '@playwright/test';
import { createBreakdown, onlyRow } from './admin-support.ts';
import { test } from './journey-test.ts';
import { boxOf, overlaps } from './layout-support.ts';
import { openAs, openConfirm, untilStill } from './support.ts';
import { openDemoCustomer } from './ticket-form-support.ts';

/** The two screens the back office works on. */
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];

/** Whether the page itself scrolls sideways (a table's own scroll does not count). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.locator('html').evaluate((html) => html.scrollWidth > html.clientWidth);
}

/** The table's own sideways scroll, moved to its far end. */
async function scrollTableToEnd(table: Locator) {
  // '.ant-table-body' when the table keeps its header row in view (sticky), else the content.
  await table
    .locator('.ant-table-body, .ant-table-content')
    .first()
    .evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen });

    test('the open softphone docks beside the customer page and covers none of it', async ({
      page,
    }) => {
      await openAs(page, 'agent@demo.local', '/customers/list');
      await openDemoCustomer(page);
      const cards = page.getByTestId('customer-cards');
      await expect(cards).toBeVisible();
      const main = page.locator('#main-content');
      const toggle = page.getByTestId('softphone-toggle');
      // The button lives in the top bar, outside the page's content.
      expect(overlaps(await boxOf(toggle), await boxOf(main))).toBe(false);

      await toggle.click();
      const panel = page.getByTestId('softphone-panel');
      await expect(panel).toBeVisible();
      await untilStill(page);
      const panelBox = await boxOf(panel);
      expect(overlaps(panelBox, await boxOf(main))).toBe(false);
      await cards.scrollIntoViewIfNeeded();
      expect(overlaps(panelBox, await boxOf(cards))).toBe(false);
      // The page made room: its right edge is left of the panel, and nothing scrolls sideways.
      const mainBox = await boxOf(main);
      expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(panelBox.x);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(screen.width);
      expect(await scrollsSideways(page)).toBe(false);
    });

    test("the sidebar scrolls to the last Definitions item; the phone button covers no page's buttons", async ({
      page,
    }) => {
      await openAs(page, 'admin@demo.local', '/definitions/holidays');
      const table = page.getByTestId('holiday-table');
      await expect(table.locator('tr.ant-table-row').first()).toBeVisible();

      // The menu has more than fits and scrolls with a scrollbar of its own.
      const menu = page.locator('.side-menu-scroll');
      const sizes = await menu.evaluate((element) => {
        const style = element.ownerDocument.defaultView?.getComputedStyle(element);
        return {
          scroll: element.scrollHeight,
          client: element.clientHeight,
          overflow: style?.overflowY,
          scrollbar: style?.scrollbarWidth,
        };
      });
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.overflow).toBe('auto');
      expect(sizes.scrollbar).not.toBe('none');
      for (const last of ['holidays', 'audit-log', 'outbox']) {
        const item = page.getByTestId(`menu-definitions-${last}`);
        await item.scrollIntoViewIfNeeded();
        const itemBox = await boxOf(item);
        const menuBox = await boxOf(menu);
        expect(itemBox.y).toBeGreaterThanOrEqual(menuBox.y);
        expect(itemBox.y + itemBox.height).toBeLessThanOrEqual(menuBox.y + menuBox.height);
      }
      await page.getByTestId('menu-definitions-outbox').click();
      await expect(page).toHaveURL(/\/definitions\/outbox$/);

      // Back on the holidays: neither the button nor the open panel lies over the pagination
      // or a row's buttons.
      await page.getByTestId('menu-definitions-holidays').click();
      await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
      const pagination = page.locator('#main-content .ant-pagination');
      await pagination.scrollIntoViewIfNeeded();
      const toggle = page.getByTestId('softphone-toggle');
      expect(overlaps(await boxOf(toggle), await boxOf(pagination))).toBe(false);
      await toggle.click();
      await expect(page.getByTestId('softphone-panel')).toBeVisible();
      await untilStill(page);
      await pagination.scrollIntoViewIfNeeded();
      const panelBox = await boxOf(page.getByTestId('softphone-panel'));
      expect(overlaps(panelBox, await boxOf(pagination))).toBe(false);
      const lastDelete = table.getByRole('button', { name: /^Sil/ }).last();
      await lastDelete.scrollIntoViewIfNeeded();
      expect(overlaps(panelBox, await boxOf(lastDelete))).toBe(false);
      expect(overlaps(await boxOf(toggle), await boxOf(lastDelete))).toBe(false);
      expect(await scrollsSideways(page)).toBe(false);
    });

    test('the breakdown table keeps a long name beside the switches; a switch names the row and the new state', async ({
      page,
    }) => {
      // Three levels and a breakdown through the screens, then the table: 20–40 s.
      test.setTimeout(180_000);
      const suffix = `${screen.width}${Date.now().toString(36).toUpperCase()}`;
      const type = `E2E Tip ${suffix}`;
      const category = `E2E Kategori ${suffix}`;
      const subCategory = `E2E Uzun ${suffix} `.padEnd(200, 'ad ');
      await openAs(page, 'admin@demo.local', '/definitions');
      await createBreakdown(page, { type, category, subCategory });

      const table = page.getByTestId('category-sets-table');
      const row = onlyRow(page);
      expect(await scrollsSideways(page)).toBe(false);
      // The long name is cut, whole in the cell's title, and the switches stay on the screen.
      const nameCell = row.getByRole('cell', { name: subCategory, exact: true });
      await expect(nameCell.getByTitle(subCategory, { exact: true })).toBeVisible();
      const nameBox = await boxOf(nameCell);
      expect(nameBox.width).toBeLessThan(200);
      const firstSwitch = row.getByTestId('category-set-switch-isActive');
      await expect(firstSwitch).toBeInViewport();
      expect((await boxOf(firstSwitch)).x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
      await expect(row.getByTestId('category-set-rule-set-button')).toBeInViewport();

      // Scrolled to the last switch, the names stay where they were, beside it.
      await scrollTableToEnd(table);
      const lastSwitch = row.getByTestId('category-set-switch-isRedAlarm');
      await expect(lastSwitch).toBeInViewport();
      const scrolledNameBox = await boxOf(nameCell);
      expect(scrolledNameBox.x).toBe(nameBox.x);
      expect((await boxOf(lastSwitch)).x).toBeGreaterThanOrEqual(
        scrolledNameBox.x + scrolledNameBox.width,
      );
      await expect(row.getByRole('cell', { name: type, exact: true })).toBeInViewport();

      // SMS: the spec's question, then the row and the state it would take; 'Hayır' keeps it.
      const sms = row.getByTestId('category-set-switch-isSms');
      await sms.scrollIntoViewIfNeeded();
      await sms.click();
      const question = openConfirm(page);
      await expect(question).toContainText(
        'SMS gönderimini açmak/kapatmak istediğinize emin misiniz?',
      );
      await expect(question).toContainText(
        `"${type} / ${category} / ${subCategory}" için "SMS" açılacak.`,
      );
      await question.getByRole('button', { name: 'Hayır' }).click();
      await expect(sms).not.toBeChecked();
      const active = row.getByTestId('category-set-switch-isActive');
      await active.scrollIntoViewIfNeeded();
      await active.click();
      await expect(openConfirm(page)).toContainText(
        `"${type} / ${category} / ${subCategory}" kırılımı pasife çekilecek.`,
      );
      await openConfirm(page).getByRole('button', { name: 'Hayır' }).click();
      await expect(active).toBeChecked();

      // The open softphone takes room from the page, not a sideways scroll.
      await page.getByTestId('softphone-toggle').click();
      await expect(page.getByTestId('softphone-panel')).toBeVisible();
      await untilStill(page);
      expect(await scrollsSideways(page)).toBe(false);
      await expect(nameCell).toBeInViewport();
    });

    test("admin tables' buttons and switches are whole on the screen", async ({ page }) => {
      /** The control lies wholly in the page and inside its table (not clipped by its scroll). */
      async function expectWhole(control: Locator, table: Locator) {
        await expect(control).toBeInViewport({ ratio: 1 });
        const box = await boxOf(control);
        const tableBox = await boxOf(table);
        expect(box.x).toBeGreaterThanOrEqual(tableBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
      }
      await openAs(page, 'admin@demo.local', '/definitions/mailgroups');
      const mailGroups = page.getByTestId('mail-groups');
      const mailGroup = mailGroups.locator('tr.ant-table-row').first();
      await expect(mailGroup).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectWhole(mailGroup.getByRole('button', { name: /^Düzenle/ }), mailGroups);
      await expectWhole(mailGroup.getByRole('button', { name: /^Sil/ }), mailGroups);

      await page.getByTestId('menu-definitions-rulesets').click();
      const ruleSets = page.getByTestId('rule-set-table');
      const ruleSet = ruleSets.locator('tr.ant-table-row').first();
      await expect(ruleSet).toBeVisible();
      // With a rule set's panel open beside the list, the list is at its narrowest.
      await ruleSet.click();
      await expect(page.getByRole('button', { name: 'Kural Ekle' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectWhole(ruleSet.getByTestId('rule-set-row-delete'), ruleSets);

      await page.getByTestId('menu-definitions-users').click();
      const users = page.getByTestId('user-table');
      const user = users.locator('tr.ant-table-row').first();
      await expect(user).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectWhole(user.getByRole('switch'), users);
    });
  });
}

test('a reference save names the record in its green toast', async ({ page }) => {
  const source = `E2E Kaynak ${Date.now().toString(36).toUpperCase()}`;
  await openAs(page, 'admin@demo.local', '/definitions/sources');
  const table = page.getByTestId('sources');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('sources-new').click();
  await table.getByTestId('sources-name').fill(source);
  await table.getByTestId('sources-name').press('Enter');
  await expect(
    page.getByTestId('notification-success').filter({
      hasText: `Kayıt işlemi başarılı: ${source}`,
    }),
  ).toBeVisible();
});
