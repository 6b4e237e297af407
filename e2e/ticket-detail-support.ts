import { expect, type Locator, type Page } from '@playwright/test';
import { openConfirm, untilListIdle } from './support.ts';

export const MY_TICKETS = '/tickets/ticketsofcurrentuser';
/** The online shop: its breakdowns have the e-commerce call type. */
export const ONLINE_SHOP = 'ONLINE MAĞAZA';
/** An e-commerce breakdown that may go to the e-commerce back office (seed flag 'bo'). */
export const RETURN_REQUEST = {
  type: 'Talep',
  category: 'İade / Değişim',
  subCategory: 'İade Süreci',
};

/** The options of the select list open now. */
export function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
}

/** Picks an option by typing it and pressing Enter once only matching options are listed. */
export async function choose(page: Page, select: Locator, option: string, search = option) {
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await select.click();
  await select.locator('input').fill(search);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: search })).toHaveCount(0);
  await select.locator('input').press('Enter');
  await expect(select).toContainText(option);
}

/**
 * Picks an option of a short list (no search) by clicking it; a click that lands while the list
 * is still moving into place is tried again.
 */
export async function pick(
  page: Page,
  select: Locator,
  option: string,
  label = new RegExp(`^${option}$`),
) {
  await expect(async () => {
    if (!(await openOptions(page).first().isVisible())) await select.click();
    await openOptions(page).filter({ hasText: label }).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Changes an activity's wrap-up in place: the select gives way to the confirmation. */
export async function chooseInline(page: Page, activity: Locator, option: string) {
  await activity.getByTestId('activity-wrap-up-edit').click();
  const select = activity.getByTestId('activity-wrap-up-select');
  await select.locator('input').fill(option);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: option })).toHaveCount(0);
  await select.locator('input').press('Enter');
}

/** The confirmation dialog open now, once it has finished opening. */
export function confirmDialog(page: Page): Locator {
  return openConfirm(page);
}

/** A customer of its own, so that no other ticket of the breakdown counts as a repeat. */
export async function addFreshCustomer(page: Page) {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  await page.getByTestId('customer-add-button').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Müşteri' });
  await dialog.getByTestId('customer-form-first-name').fill('Deniz');
  await dialog.getByTestId('customer-form-last-name').fill(`Akış ${digits.slice(0, 4)}`);
  await dialog.getByTestId('customer-form-phone').fill(`05${digits}`);
  await dialog.getByTestId('customer-form-save').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
}

/** The agent opens an online-shop return request and lands on its detail page. */
export async function createReturnRequest(page: Page): Promise<string> {
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bilet' });
  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), ONLINE_SHOP, 'ONLINE');
  await choose(page, dialog.getByTestId('ticket-type'), RETURN_REQUEST.type);
  await choose(page, dialog.getByTestId('ticket-category'), RETURN_REQUEST.category);
  await choose(page, dialog.getByTestId('ticket-sub-category'), RETURN_REQUEST.subCategory);
  await dialog.getByTestId('ticket-order-number').fill('WS-20260001');
  await dialog.getByTestId('ticket-description').fill('Müşteri iade sürecini sordu.');
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const link = page.getByTestId('customer-tickets').getByRole('link').first();
  const ticketNo = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
  return ticketNo;
}

const DETAIL_URL = /\/tickets\/details\/[0-9a-f-]{36}$/;

/**
 * Opens the ticket of a list's row, found by its number. The list may reload under the click
 * (a journey running beside this one writes a ticket and the data versions change), so the row
 * is clicked again until the detail page opens.
 */
export async function openListedTicket(page: Page, ticketNo: string) {
  const row = page.locator(`[data-testid="ticket-list-row"][data-ticket-no="${ticketNo}"]`);
  await expect(async () => {
    if (!DETAIL_URL.test(page.url())) await row.click({ timeout: 3_000 });
    await expect(page).toHaveURL(DETAIL_URL, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
}

/** Finds a ticket by number in 'Biletlerim' ('Bana Atananlar' first) and opens it. */
export async function openAssignedTicket(page: Page, ticketNo: string) {
  await page.goto(MY_TICKETS);
  await page.getByTestId('ticket-list-assign-filter').getByText('Bana Atananlar').click();
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.getByTestId('ticket-list-filter-ticket-no').fill(ticketNo);
  await page.getByTestId('ticket-list-filter-ticket-no').press('Enter');
  const row = page.locator(`[data-testid="ticket-list-row"][data-ticket-no="${ticketNo}"]`);
  await expect(row).toBeVisible();
  await openListedTicket(page, ticketNo);
}

export async function openActivityDialog(page: Page): Promise<Locator> {
  await page.getByTestId('activity-add').click();
  const dialog = page.getByRole('dialog', { name: 'Aktivite Ekle' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function latestActivity(page: Page): Locator {
  return page.getByTestId('ticket-activities').getByTestId('ticket-activity').first();
}

/** Opens a ticket of the given breakdown at the Kadıköy store and saves it. */
export async function createStoreTicket(
  page: Page,
  breakdown: { type: string; category: string; subCategory: string },
) {
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bilet' });
  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), 'KADIKÖY BAHARİYE');
  await choose(page, dialog.getByTestId('ticket-type'), breakdown.type);
  await choose(page, dialog.getByTestId('ticket-category'), breakdown.category);
  await choose(page, dialog.getByTestId('ticket-sub-category'), breakdown.subCategory);
  await dialog.getByTestId('ticket-description').fill(`Müşteri ${breakdown.subCategory} sordu.`);
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}
