import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs, untilListIdle } from './support.ts';
import { openOptions, STORE } from './ticket-form-support.ts';

/*
 * The agent's day by keyboard alone: page.keyboard only, never a click. Tab, Enter, typing and
 * the shortcuts of apps/web/src/app/shortcuts/shortcut-table.ts.
 */

/** Whether focus is somewhere inside `container` (a dialog): read in the page, not guessed. */
async function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(element.ownerDocument.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person tabs to a control they
 * can see; fails after `max` presses, so a control that Tab never reaches fails the journey.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 25 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Picks an option of the focused antd select by typing: waits until the list holds only
 * matching options (the server searches as one types), then Enter takes the first.
 */
async function pick(page: Page, select: Locator, option: string) {
  await expect(select.locator('input')).toBeFocused();
  await page.keyboard.type(option);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: option })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

const HELP = { name: 'Klavye kısayolları' };

test('the help dialog lists the shortcuts, holds focus, closes with Escape, and passes axe', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local');
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', HELP);
  await expect(help).toBeVisible();
  for (const keys of ['Alt + Shift + M', 'Alt + Shift + F', 'Alt + Shift + N', 'Alt + Shift + P']) {
    await expect(help.getByText(keys, { exact: true })).toBeVisible();
  }
  await expect(help.getByText('? veya Alt + Shift + H')).toBeVisible();
  // Focus went in and stays in: Tab goes round the dialog, never back to the page behind.
  expect(await holdsFocus(help)).toBe(true);
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(help)).toBe(true);
  }
  await expectNoAxeViolations(page, '.ant-modal-wrap');
  // A shortcut pressed in the dialog does nothing behind it.
  await page.keyboard.press('Alt+Shift+F');
  await expect(page.getByTestId('ticket-list-filter-ticket-no')).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The user menu's entry opens it too; closing gives focus back to the menu button.
  const userMenu = page.getByTestId('user-menu');
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: 'Klavye kısayolları' });
  await expect(entry).toBeVisible();
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(userMenu).toBeFocused();

  // Alt+Shift+H opens it as '?' does; typed in a field, '?' stays a character.
  await page.keyboard.press('Alt+Shift+H');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // The folded card opens to every field from the keyboard too.
  await page.keyboard.press('Alt+Shift+F');
  const allFilters = page.getByTestId('ticket-list-filter-toggle');
  await expect(allFilters).toHaveText('Tüm filtreler');
  await tabTo(page, allFilters);
  await page.keyboard.press('Enter');
  await expect(allFilters).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Alt+Shift+F');
  const orderNo = page.getByTestId('ticket-list-filter-order-no');
  await tabTo(page, orderNo);
  await page.keyboard.type('A?');
  await expect(orderNo).toHaveValue('A?');
  await expect(help).toBeHidden();
});

test('an agent takes a call, opens a ticket for the caller and finds it in Biletlerim, by keyboard alone', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local');
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);

  // The softphone: Alt+Shift+P opens the panel and puts focus in it; the simulator's line is
  // registered and the default number (the demo customer Elif Aydın's) calls.
  await page.keyboard.press('Alt+Shift+P');
  await expect(page.getByTestId('softphone-panel')).toBeVisible();
  const sim = page.frameLocator('[data-testid=softphone-frame]');
  await expect(
    page.getByTestId('softphone-panel').getByRole('button', { name: 'Softphone panelini gizle' }),
  ).toBeFocused();
  await tabTo(page, sim.getByTestId('sim-register'), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(sim.getByTestId('sim-registered')).toHaveText('Kayıtlı');
  await tabTo(page, sim.getByTestId('sim-incoming'), { max: 3 });
  await page.keyboard.press('Enter');

  // The caller's page opens and takes focus from the softphone.
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('incoming-call-caller')).toHaveText('Elif Aydın');
  await expect(page.locator('#main-content')).toBeFocused();
  const tickets = page.getByTestId('customer-tickets');
  await expect(tickets).toBeVisible();

  // 'Yeni Bilet' by its shortcut; focus starts in the first field.
  await page.keyboard.press('Alt+Shift+N');
  const dialog = page.getByRole('dialog', { name: 'Yeni Bilet' });
  await expect(dialog).toBeVisible();
  await pick(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await tabTo(page, dialog.getByTestId('ticket-store').locator('input'), { max: 3 });
  await pick(page, dialog.getByTestId('ticket-store'), STORE);
  for (const [testId, option] of [
    ['ticket-type', 'Talep'],
    ['ticket-category', 'Genel Bilgi'],
    ['ticket-sub-category', 'Genel Bilgi'],
  ] as const) {
    const select = dialog.getByTestId(testId);
    await expect(select).not.toHaveClass(/ant-select-disabled/);
    await tabTo(page, select.locator('input'), { max: 3 });
    await pick(page, select, option);
  }
  const description = dialog.getByTestId('ticket-description');
  await tabTo(page, description, { max: 6 });
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Müşteri klavyeyle açılan bilet için bilgi istedi.');
  const save = dialog.getByTestId('ticket-form-save');
  await tabTo(page, save);
  // The number the creation answered: journeys running beside this one open tickets for the
  // same customer, so the newest row of her list need not be this one.
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/ticket/createTicket'),
  );
  await page.keyboard.press('Enter');
  const ticketNo = String(
    ((await (await created).json()) as { data: { ticketNo: number } }).data.ticketNo,
  );
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('notification-success').first()).toBeVisible();

  // The new ticket is in the customer's list; its number is what the agent looks for.
  await expect(tickets.getByRole('link', { name: ticketNo, exact: true })).toBeVisible();

  // Biletlerim, its first filter (the ticket number), Enter: the ticket is listed.
  await page.keyboard.press('Alt+Shift+M');
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  // The agent's own new ticket is not assigned to them: 'Oluşturduklarım', a step back from
  // the filter, then the arrow key twice.
  await page.keyboard.press('Alt+Shift+F');
  const ticketNoFilter = page.getByTestId('ticket-list-filter-ticket-no');
  await expect(ticketNoFilter).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'Bana Atananlar' }), {
    backwards: true,
    max: 4,
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Oluşturduklarım' })).toBeChecked();
  // The other tab's list loads first: Enter while 'Filtrele' still spins is not a search.
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.keyboard.press('Alt+Shift+F');
  await expect(ticketNoFilter).toBeFocused();
  await page.keyboard.type(ticketNo);
  await page.keyboard.press('Enter');
  // Found by its number alone: the category is not among the default columns (docs/domain.md
  // §12 Columns on screen).
  const rows = page.getByTestId('ticket-list-table').getByTestId('ticket-list-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: ticketNo })).toBeVisible();
});
